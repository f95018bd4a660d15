/** SceneHost mounts a lazily loaded scene once per mount and tears it down cleanly, also under StrictMode. */
import { StrictMode, act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SceneHost } from '../../../src/components/SceneHost.tsx';
import type { MountableScene } from '../../../src/components/SceneHost.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function fakeScene() {
  const log: string[] = [];
  let n = 0;
  const make = (): MountableScene => {
    const id = ++n;
    return {
      mount(host) {
        log.push(`mount ${id} ${host.className}`);
        return { ready: Promise.resolve(), unmount: () => log.push(`unmount ${id}`) };
      },
    };
  };
  return { log, load: vi.fn(async () => make()) };
}

let container: HTMLDivElement;
afterEach(() => container?.remove());

async function render(node: React.ReactNode) {
  container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return root;
}

describe('SceneHost', () => {
  it('mounts one live scene under StrictMode and unmounts it with the component', async () => {
    const { log, load } = fakeScene();
    const onReady = vi.fn();
    const root = await render(<StrictMode><SceneHost label="Roleta" load={load} onReady={onReady} /></StrictMode>);
    // StrictMode ran the effect twice: the first load was cancelled before it mounted anything.
    expect(load).toHaveBeenCalledTimes(2);
    expect(log.filter((l) => l.startsWith('mount'))).toHaveLength(1);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.scene-host')?.getAttribute('aria-busy')).toBe('false');
    await act(async () => root.unmount());
    expect(log.at(-1)).toMatch(/^unmount/);
    expect(log.filter((l) => l.startsWith('unmount'))).toHaveLength(1);
  });

  it('does not remount on re-render, but does when sceneKey changes', async () => {
    const { log, load } = fakeScene();
    const root = await render(<SceneHost label="Caixa" load={load} sceneKey={1} />);
    await act(async () => root.render(<SceneHost label="Caixa" load={async () => load()} sceneKey={1} />));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => root.render(<SceneHost label="Caixa" load={load} sceneKey={2} />));
    expect(log).toEqual(['mount 1 scene-host', 'unmount 1', 'mount 2 scene-host']);
    await act(async () => root.unmount());
  });

  it('reports a failed load', async () => {
    const onError = vi.fn();
    await render(<SceneHost label="Roleta" load={() => Promise.reject(new Error('rede'))} onError={onError} />);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'rede' }));
  });
});
