import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module each time: what is held lives in the module, as it does for one page load.
async function freshUiEvents() {
  vi.resetModules();
  return import('../../src/lib/ui-events.ts');
}

afterEach(() => vi.resetModules());

describe('ui events said before anyone listens', () => {
  it('a session ended before the shell listens is told to its first listener, once', async () => {
    const { emitUiEvent, onUiEvent } = await freshUiEvents();
    emitUiEvent('sessionEnded', { message: 'Conta desativada' });
    const first = vi.fn();
    const second = vi.fn();
    onUiEvent('sessionEnded', first);
    onUiEvent('sessionEnded', second);
    expect(first).toHaveBeenCalledExactlyOnceWith({ message: 'Conta desativada' });
    expect(second).not.toHaveBeenCalled();
  });

  it('a session ended while someone listens is not told again to a later listener', async () => {
    const { emitUiEvent, onUiEvent } = await freshUiEvents();
    const shell = vi.fn();
    onUiEvent('sessionEnded', shell);
    emitUiEvent('sessionEnded', { message: 'Sessão encerrada' });
    const later = vi.fn();
    onUiEvent('sessionEnded', later);
    expect(shell).toHaveBeenCalledOnce();
    expect(later).not.toHaveBeenCalled();
  });

  it('other events said with nobody listening are dropped', async () => {
    const { emitUiEvent, onUiEvent } = await freshUiEvents();
    emitUiEvent('toast', { message: 'Copiado' });
    const listener = vi.fn();
    onUiEvent('toast', listener);
    expect(listener).not.toHaveBeenCalled();
  });
});
