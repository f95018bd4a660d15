/** Texts of the console's "Tarefas" and "Compartilhamentos" pages. */
import { WHEEL_PATH } from '../../lib/paths.ts';
import type { SharePlatform } from '../../domain/contract/share-values.ts';
import type { TaskEvent, TaskKind } from '../../domain/contract/task-values.ts';

export const CAMPAIGN_TEXTS = {
  title: 'Título',
  points: 'Pontos',
  opensAt: 'Início (vazio = já)',
  closesAt: 'Fim (vazio = sem fim)',
  period: 'Período',
  sort: 'Ordem (menor primeiro)',
  active: 'Ativa',
  state: 'Situação',
  inReview: 'Em análise',
  states: { open: 'No ar', scheduled: 'Agendada', ended: 'Encerrada', inactive: 'Desativada' },
  always: 'sempre',
  from: 'de',
  until: 'até',
  edit: 'Editar',
  end: 'Encerrar',
  endConfirm: 'Encerrar agora',
  endText: (title: string) =>
    `“${title}” sai da lista dos membros agora e não recebe novos envios. Os envios já feitos continuam na fila de análise.`,
  ended: 'Encerrada. Os membros já não a veem.',
  cancel: 'Cancelar',
  save: 'Salvar',
  saving: 'Salvando…',
  saved: 'Salvo. Os membros já veem a versão nova.',
  reload: 'Recarregar',
  creating: 'Novo registro',
  editing: (title: string) => `Editando: ${title}`,
  empty: 'Nada cadastrado ainda.',
} as const;

export const TASK_TEXTS = {
  // The review queue of submissions is "Tarefas" in the same menu.
  menu: 'Tarefas: cadastro',
  title: 'Tarefas',
  hint: 'A Central de tarefas dos membros mostra as tarefas ativas dentro do período. Uma tarefa manual precisa pedir uma prova; uma automática se completa sozinha no evento escolhido.',
  newTask: 'Nova tarefa',
  creating: 'Nova tarefa',
  description: 'Descrição',
  kind: 'Tipo',
  kinds: { newcomer: 'Novatos', daily: 'Diária', once: 'Especial' } satisfies Record<TaskKind, string>,
  steps: 'Passos (um por linha)',
  actionLink: `Link da ação (http(s):// ou rota do app, ex.: #${WHEEL_PATH})`,
  proof: 'Prova pedida',
  needsText: 'Texto',
  needsLink: 'Link',
  minImages: 'Imagens (0 a 9)',
  autoEvent: 'Evento automático',
  noEvent: 'Nenhum (tarefa manual)',
  events: { profile_completed: 'Perfil completo', first_draw: 'Primeiro giro', wallet_bound: 'Conta de saque vinculada' } satisfies Record<TaskEvent, string>,
  perMemberLimit: 'Limite por membro (total; por dia nas diárias)',
} as const;

export const SHARE_TEXTS = {
  menu: 'Compartilhamentos: campanhas',
  title: 'Compartilhamentos',
  hint: 'A página “Compartilhe e ganhe” dos membros mostra as campanhas ativas dentro do período. Ao encerrar, os envios já feitos continuam na fila “Compartilhamentos” para análise.',
  newCampaign: 'Nova campanha',
  creating: 'Nova campanha de compartilhamento',
  image: 'Imagem',
  text: 'Texto compartilhado',
  link: 'Link da campanha (https://…)',
  platforms: 'Plataformas permitidas',
  dailyLimit: 'Tentativas por membro por dia',
  platformNames: { whatsapp: 'WhatsApp', facebook: 'Facebook', telegram: 'Telegram', x: 'X' } satisfies Record<SharePlatform, string>,
} as const;
