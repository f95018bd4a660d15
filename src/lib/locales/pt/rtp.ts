/** Portuguese strings of the RTP market and sponsor screens (registered when their chunk loads). */
export const rtp = {
  rtp: {
    search: 'Buscar jogo ou patrocinador', searchPlaceholder: 'Ex.: Roleta',
    sponsor: 'Patrocinador', allSponsors: 'Todos os patrocinadores',
    type: 'Tipo de jogo', allTypes: 'Todos',
    types: { slot: 'Caça-níquel', crash: 'Crash', roleta: 'Roleta', cartas: 'Cartas' },
    sortBy: 'Ordenar por', sortRtp: 'Maior RTP', sortChange: 'Maior variação',
    note: 'RTP é o retorno teórico ao jogador medido nas últimas rodadas. Atualiza sozinho a cada poucos segundos.',
    trend: { up: 'Subiu {{change}} pontos', down: 'Caiu {{change}} pontos', flat: 'Sem variação' },
    empty: 'Nenhum jogo encontrado com esses filtros',
    failed: 'Não foi possível carregar. Tente novamente',
    retry: 'Tentar novamente', more: 'Carregar mais',
    noSponsors: 'Nenhum patrocinador por enquanto',
    gameCount_one: '{{count}} jogo', gameCount_other: '{{count}} jogos',
    visit: 'Visitar site do patrocinador',
    sponsorGames: 'Jogos do patrocinador', featured: 'Destaque',
    chartTitle: 'Últimas 30 análises', at: 'às {{time}}',
    chartHint: 'Toque no gráfico para ver o valor de cada análise.',
    chartFailed: 'Não foi possível abrir o gráfico.',
    noReadings: 'Ainda não há análises deste jogo.',
  },
} as const;
