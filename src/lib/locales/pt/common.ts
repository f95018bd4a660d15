/** Portuguese strings of the client infrastructure: network, loading, copy and generic errors. */
export const common = {
  common: {
    loading: 'Carregando...',
    close: 'Fechar',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    retry: 'Tentar novamente',
    copied: 'Código copiado',
    copyFailed: 'Não foi possível copiar',
    networkTitle: 'Falha de conexão',
    pageLoadFailed: 'Falha ao carregar, toque para tentar novamente',
  },
  network: {
    timeout: 'A conexão com o servidor expirou. Toque na tela para tentar novamente',
  },
  errors: {
    generic: 'Algo deu errado, tente novamente',
    server: 'Erro interno do servidor, tente novamente mais tarde',
    notFound: '404',
    requestFailed: 'Falha na solicitação ({{status}})',
  },
} as const;
