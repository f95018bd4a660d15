/** The unread badge: a count up to 9, then "9+", nothing at 0, and a Portuguese label for screen readers. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, badgeLabel } from '../../../src/components/Badge.tsx';
import { useUnreadMessagesStore } from '../../../src/stores/unread-messages.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
afterEach(() => container?.remove());

async function render(node: React.ReactNode) {
  container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return container;
}

describe('unread badge', () => {
  it('counts up to 9, then says 9+', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
    expect(badgeLabel(250)).toBe('9+');
  });

  it('renders nothing without unread messages and a labelled count with them', async () => {
    expect((await render(<Badge count={0} />)).innerHTML).toBe('');
    const one = (await render(<Badge count={1} />)).querySelector('[data-testid="unread-badge"]');
    expect(one?.textContent).toBe('1');
    expect(one?.getAttribute('aria-label')).toBe('1 mensagem não lida');
    const many = (await render(<Badge count={12} />)).querySelector('[data-testid="unread-badge"]');
    expect(many?.textContent).toBe('9+');
    expect(many?.getAttribute('aria-label')).toBe('12 mensagens não lidas');
  });

  it('the store keeps a whole count, never below zero', () => {
    useUnreadMessagesStore.getState().setUnread(-3);
    expect(useUnreadMessagesStore.getState().unread).toBe(0);
    useUnreadMessagesStore.getState().setUnread(4);
    expect(useUnreadMessagesStore.getState().unread).toBe(4);
  });
});
