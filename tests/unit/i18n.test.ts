import { describe, expect, it } from 'vitest';
import { i18n, t } from '../../src/lib/i18n.ts';
import { mergeResources } from '../../src/lib/shell-strings.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
// The rules and server namespaces are registered by the chunks that read them, not at start-up.
import '../../src/lib/i18n-shared-messages.ts';

describe('i18n', () => {
  it('is Portuguese only with pt as fallback', () => {
    expect(i18n.language).toBe('pt');
    expect(i18n.options.fallbackLng).toEqual(['pt']);
  });

  it('has the network and page-load messages of spec §8', () => {
    expect(t('network.timeout')).toBe('A conexão com o servidor expirou. Toque na tela para tentar novamente');
    expect(t('common.pageLoadFailed')).toBe('Falha ao carregar, toque para tentar novamente');
  });

  it('serves the shared rule and server messages as namespaces, with {{var}} interpolation', () => {
    expect(t('rules:passwordMismatch')).toBe(RULE_MESSAGES.passwordMismatch);
    expect(t('server:sessionEnded')).toBe(SERVER_MESSAGES.sessionEnded);
    expect(t('rules:amountMin', { min: 10 })).toBe('O valor mínimo é 10');
    expect(t('server:codeTooSoon', { seconds: '<b>' })).toBe('Aguarde <b> s para pedir outro código');
  });

  it('merges the UI strings into ours group by group', () => {
    expect(mergeResources({ common: { a: '1', b: '2' } }, { common: { b: 'B' }, tabs: { home: 'Início' } })).toEqual({
      common: { a: '1', b: 'B' },
      tabs: { home: 'Início' },
    });
  });
});
