/** Portuguese strings of the station messages screens (registered when their chunk loads). */
export const messages = {
  messages: {
    empty: 'Nenhuma mensagem',
    emptyText: 'Avisos sobre seus saques, prêmios e promoções aparecem aqui.',
    readAll: 'Marcar todas como lidas',
    readAllDone: 'Todas as mensagens foram marcadas como lidas',
    unread: 'Não lida',
    notFound: 'Mensagem não encontrada',
  },
} as const;
