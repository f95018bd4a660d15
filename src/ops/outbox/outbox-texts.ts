/** The "Caixa de saída" page's texts (Portuguese only, like the app). */
import type { OutboxMessageStatus } from '../../domain/contract/ops-outbox.ts';

export const OUTBOX_TEXTS = {
  title: 'Caixa de saída',
  hint: 'SMS e e-mails, do mais novo ao mais antigo. Em produção os dígitos dos códigos ficam ocultos.',
  recipient: 'Destinatário',
  recipientPlaceholder: 'Telefone ou e-mail do destinatário',
  search: 'Filtrar',
  empty: 'Nenhuma mensagem.',
  retry: 'Reenviar',
  retried: (id: number) => `Mensagem #${id} de volta à fila de envio.`,
  nextTry: (at: string) => `nova tentativa ${at}`,
  columns: ['Criada em', 'Canal', 'Para', 'Mensagem', 'Situação', 'Tentativas', 'Último erro', 'Enviada', ''],
  channels: { sms: 'SMS', email: 'E-mail' },
  statuses: {
    pending: 'Na fila', sending: 'Enviando', sent: 'Enviada', failed: 'Falhou (vai tentar de novo)', dead: 'Falhou de vez',
  } satisfies Record<OutboxMessageStatus, string>,
} as const;
