/**
 * Portuguese strings of pages and components that the first screen may show (registered at start-up).
 * The account pages' strings (sign-in, profile, passwords) are in account.ts.
 */
export const ui = {
  brand: { name: 'Prêmia', tagline: 'Jogue, convide e troque pontos por prêmios' },
  nav: { back: 'Voltar' },
  update: { available: 'Nova versão disponível', apply: 'atualizar', waiting: 'Atualizando assim que a operação em andamento terminar…' },
  tabs: { aria: 'Navegação principal', home: 'Início', rtp: 'RTP', quest: 'Tarefas', chest: 'Abrir baú', me: 'Perfil' },
  badge: { unread_one: '{{count}} mensagem não lida', unread_other: '{{count}} mensagens não lidas' },
  titles: {
    home: 'Início', zanzhu: 'Mercado RTP', quest: 'Central de tarefas', chest: 'Abrir baú', personal: 'Perfil',
    bannerDetail: 'Destaque', newscategory: 'Notícias', newsDetail: 'Artigo', login: 'Entrar', register: 'Criar conta',
    perfection: 'Completar informações', affiliate: 'Afiliados', gameshow: 'Programação de jogos', activity: 'Todas as atividades',
    dailylottery: 'Caixa de presente da sorte', sponsor: 'Patrocinadores', lotteryrecord: 'Histórico de sorteios',
    invite: 'Convidar amigos', address: 'Endereços de entrega', addAddress: 'Novo endereço', lottery: 'Roda da fortuna',
    personal_protocol: 'Termos e acordos', personal_protocolDetails: 'Termo', personal_about: 'Sobre nós',
    personal_feedback: 'Feedback', personal_contact: 'Fale conosco', personal_userinfo: 'Meus dados',
    personal_setpassword: 'Alterar senha de login', personal_setWithDrawalpass: 'Definir senha de saque',
    personal_updatewithdrawalpass: 'Alterar senha de saque', personal_withdrawrecord: 'Registro de saques',
    personal_withdrawDetails: 'Detalhes do saque', personal_stationMsg: 'Mensagens', personal_stationMsgDetails: 'Mensagem',
    personal_wallet: 'Carteira', personal_prizeRecord: 'Detalhes de pontos', personal_prizeDetail: 'Detalhe do prêmio',
    personal_setting: 'Foto e apelido', forgetaccount: 'Recuperar conta', forgetcode: 'Método de verificação',
    ForgetPassword: 'Redefinir senha', partners: 'Parceiros', lotterydetail: 'Detalhes do sorteio',
    alliancedownload: 'Baixar o app', share: 'Compartilhar e ganhar', shareing: 'Compartilhamento',
    sponsorInfo: 'Informações do patrocinador', Convidados: 'Convidados', TaskRecord: 'Registro de tarefas',
    SubmitDetails: 'Detalhes do envio', notFound: 'Página não encontrada',
  },
  common: {
    loading: 'Carregando', close: 'Fechar', save: 'Salvar', saved: 'Salvo com sucesso', notInformed: 'Não informado',
    networkTitle: 'Sem conexão', pageLoadFailed: 'Falha ao carregar, toque para tentar novamente',
  },
  network: { timeout: 'A conexão com o servidor expirou. Toque na tela para tentar novamente' },
  imagePicker: {
    images: 'Imagens (opcional)', count: '{{count}}/{{max}}', add: 'Adicionar',
    remove: 'Remover imagem', failed: 'Falhou', uploading: 'Enviando imagem {{percent}}%',
  },
  frame: { title: 'Em preparação', description: 'Esta seção ainda está sendo preparada. Volte em breve.' },
  notFound: { title: 'Não encontramos esta página', home: 'Ir para o início' },
  /** Detail pages opened without the id of what they show (components/MissingRecord.tsx). */
  missing: {
    banner: { text: 'Nenhum destaque indicado.', list: 'Ir para o início' },
    news: { text: 'Nenhuma notícia indicada.', list: 'Ver todas as notícias' },
    draw: { text: 'Nenhum sorteio indicado.', list: 'Ver o histórico de sorteios' },
    sponsor: { text: 'Nenhum patrocinador indicado.', list: 'Ver o mercado RTP' },
    submission: { text: 'Nenhum envio indicado.', list: 'Ver o registro de tarefas' },
    message: { text: 'Nenhuma mensagem indicada.', list: 'Ver todas as mensagens' },
    protocol: { text: 'Nenhum termo indicado.', list: 'Ver todos os termos' },
    points: { text: 'Nenhum lançamento de pontos indicado.', list: 'Ver os detalhes de pontos' },
    withdrawal: { text: 'Nenhum saque indicado.', list: 'Ver o registro de saques' },
  },
  list: { pull: 'Puxe para atualizar', release: 'Solte para atualizar', retry: 'Falha ao carregar, toque para tentar novamente', end: 'Não há mais itens' },
  home: {
    points: '{{points}} pontos', loginCta: 'Entrar', shortcuts: 'Atalhos', banners: 'Destaques',
    wheel: 'Roda da fortuna', giftBox: 'Caixa da sorte', invite: 'Convidar', share: 'Compartilhar',
    activities: 'Atividades', sponsors: 'Patrocinadores', news: 'Notícias', download: 'Baixar app',
    categories: 'Categorias', games: 'Jogos', gamesText: 'Gire a roda e abra a caixa da sorte',
    activitiesText: 'Campanhas em andamento e as próximas', programme: 'Programação',
    programmeText: 'Os jogos de cada dia', latest: 'Últimas notícias', more: 'Ver todas',
  },
} as const;
