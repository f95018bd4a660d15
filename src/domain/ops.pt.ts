/** Portuguese texts of the operator console's calls, apart from the member app's messages. */
export const OPS_MESSAGES = {
  signInWrong: 'Nome de operador ou senha incorretos',
  signInLocked: 'Muitas senhas erradas para este operador. Tente novamente em {{minutes}} min',
  sessionInvalid: 'Sessão de operador inválida ou expirada, entre novamente',
  operatorExists: 'Já existe um operador com este nome',
  secretOnly: 'Só o segredo de operação (OPS_SECRET) pode criar operadores',
  remarkRequired: 'Uma recusa precisa de um motivo (o membro lê o texto)',
  feedbackAlreadyReplied: 'Este feedback já foi respondido',
  feedbackNotFound: 'Feedback não encontrado',
  feedbackReplyTitle: 'Resposta ao seu feedback',
  feedbackReplyBody: '{{reply}}\n\nSua mensagem: “{{content}}”',
} as const;

/** Queue and status labels the console shows; a queue or status without one shows its own name. */
export const QUEUE_LABELS: Record<string, string> = {
  withdrawals: 'Saques',
  'prize-claims': 'Prêmios físicos',
  shares: 'Compartilhamentos',
  tasks: 'Tarefas',
};

export const STATUS_LABELS: Record<string, string> = {
  progress: 'Aguardando',
  review: 'Em análise',
  pending: 'Aguardando endereço',
  success: 'Aprovado',
  failed: 'Recusado',
  new: 'Novo',
  replied: 'Respondido',
  approved: 'Aprovado',
  rejected: 'Recusado',
};
