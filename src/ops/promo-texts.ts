/** The "Promoções" page's texts (Portuguese only, like the app). */
import { SITE_TIME_ZONE } from '../domain/promo-schedule.ts';

/** A date and time on the site's clock, whatever the operator's computer is set to. */
export const siteDateTime = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { timeZone: SITE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const PROMO_TEXTS = {
  title: 'Promoções',
  hint: 'Horários no fuso de São Paulo. Cada mudança aparece na hora para os membros e fica na auditoria.',
  types: { 1: 'Códigos de resgate', 2: 'Chuva de envelopes', 3: 'Ícone de anúncio' } as Record<number, string>,
  shown: 'Visível',
  hidden: 'Oculto',
  show: 'Mostrar',
  hide: 'Ocultar',
  image: 'Imagem',
  saveImage: 'Salvar imagem',
  settingsSaved: 'Promoção atualizada.',
  noPeriods: 'Nenhum período planejado.',
  columns: ['Período', 'Próxima vez', 'Código', 'Pontos', 'Limite', 'Orçamento', ''],
  live: 'no ar',
  over: 'encerrado',
  end: 'Encerrar',
  ended: (id: number) => `Período #${id} encerrado.`,
  newPeriod: 'Novo período',
  entry: 'Entrada',
  kind: 'Tipo de período',
  once: 'Único',
  recurring: 'Recorrente',
  startsAt: 'Início',
  endsAt: 'Fim',
  days: 'Dias',
  weekdays: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  from: 'Das',
  to: 'Até',
  code: 'Código',
  points: 'Pontos',
  pointsFrom: 'Pontos por envelope: de',
  pointsTo: 'Pontos por envelope: até',
  /** The "até" field left blank: every envelope is worth "de". */
  pointsToBlank: 'vazio: valor fixo',
  /** A rain's points per envelope in the table: '5' or '5–20'. */
  pointsRange: (min: number, max: number | null) => (max === null ? String(min) : `${min}–${max}`),
  cap: 'Limite por membro (envelopes)',
  budget: 'Orçamento de pontos (vazio: sem limite)',
  create: 'Criar período',
  created: (id: number) => `Período #${id} criado.`,
  everyDay: 'todo dia',
  window: (days: string, from: string, to: string) => `${days}, ${from}–${to}`,
  figures: 'Chuva ao vivo',
  perSecond: 'envelopes/s (últimos 10 s)',
  paid: 'pontos pagos',
  of: 'de',
  members: 'membros',
  notLive: 'Nenhuma chuva caindo agora.',
  previewLabel: (type: string) => `Prévia no celular: ${type}`,
  previewHint: 'Prévia no celular (360×740), com os valores do formulário antes de salvar:',
  previewHidden: 'Widget oculto: os membros não o veem',
} as const;
