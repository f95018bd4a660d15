/** The push offer's words (Portuguese only). */
export const PUSH_LABELS = {
  question: 'Quer receber avisos de prêmios e saques?',
  enable: 'Ativar',
  later: 'Agora não',
} as const;
