/** src/app/HashCatchUp.tsx: a hash changed before the router listened is caught up once it does. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HashCatchUp, hashPath } from '../../src/app/HashCatchUp.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
afterEach(() => {
  container?.remove();
  window.location.hash = '';
});

function Where() {
  const location = useLocation();
  return <p id="where">{`${location.pathname}${location.search}`}</p>;
}

/** The router's location stands for what HashRouter read at its first render; the address bar has moved on since. */
async function renderAt(routerPath: string) {
  container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(
    <MemoryRouter initialEntries={[routerPath]}>
      <HashCatchUp />
      <Routes><Route path="*" element={<Where />} /></Routes>
    </MemoryRouter>,
  ));
  return () => container.querySelector('#where')?.textContent;
}

describe('HashCatchUp', () => {
  it('moves the router to the address a hash change left while it was not listening', async () => {
    window.location.hash = '#/pages/login/login?redirect=%2F';
    const where = await renderAt('/');
    expect(where()).toBe('/pages/login/login?redirect=%2F');
  });

  it('leaves the router alone when it already shows the address', async () => {
    window.location.hash = '#/pages/invite/invite';
    const where = await renderAt('/pages/invite/invite');
    expect(where()).toBe('/pages/invite/invite');
  });

  it('reads an empty hash as the home route', () => {
    expect(hashPath('')).toBe('/');
    expect(hashPath('#')).toBe('/');
    expect(hashPath('#/pages/zanzhu/zanzhu')).toBe('/pages/zanzhu/zanzhu');
  });
});
