/**
 * Portuguese strings of the floating promo widgets. The widget layer is part of every page, so
 * these few strings load with it (the scenes themselves stay lazy).
 */
export const ui = {
  promo: {
    widgetsLabel: 'Promoções', receive: 'Receber', soon: 'Em breve', starts: '{{time}} começar', exchange: 'Trocar', copy: 'Copiar', copied: 'Código copiado',
    codeLabel: 'Código de resgate', redeemField: 'Cole o código', redeem: 'Resgatar', redeemed: '+{{points}} pontos! Saldo: {{balance}}',
    titles: { 1: 'Códigos de resgate', 2: 'Chuva de envelopes', 3: 'Patrocinador' },
    widget: { 1: 'Códigos de resgate', 2: 'Chuva de envelopes', 3: 'Anúncio do patrocinador' },
    rainLive: 'A chuva está acontecendo!', startRain: 'Pegar envelopes', empty: 'Nenhuma promoção programada',
    rainTitle: 'Chuva de envelopes', rainSummary: 'Você pegou {{count}} envelopes: +{{points}} pontos.', rainNone: 'Você não pegou nenhum envelope desta vez.',
    rainLogin: 'Entre na sua conta para pegar envelopes.', rainAlive: '{{count}} envelopes caindo', close: 'Fechar', closeAdvert: 'Fechar anúncio',
    catchOne: 'Pegar envelope', catchFull: 'Você já pegou o máximo de envelopes desta chuva', catchNone: 'Nenhum envelope caindo agora',
    caughtOne: 'Envelope pego: +{{points}} pontos', caughtMany: '{{count}} envelopes pegos: +{{points}} pontos',
    rainEnded: 'A chuva acabou: você pegou {{count}} envelopes, +{{points}} pontos.', rainEndedNone: 'A chuva acabou: você não pegou nenhum envelope.',
  },
} as const;
