/** Portuguese texts of the operator console's calls, apart from the member app's messages. */
export const OPS_MESSAGES = {
  signInWrong: 'Nome de operador ou senha incorretos',
  signInLocked: 'Muitas senhas erradas para este operador. Tente novamente em {{minutes}} min',
  sessionInvalid: 'Sessão de operador inválida ou expirada, entre novamente',
  operatorExists: 'Já existe um operador com este nome',
  /** A call outside the operator's role (the role is in the sentence). */
  roleForbidden: 'Seu perfil ({{role}}) não permite esta ação',
  secretOnly: 'Só o segredo de operação (OPS_SECRET) pode criar operadores',
  remarkRequired: 'Uma recusa precisa de um motivo (o membro lê o texto)',
  feedbackAlreadyReplied: 'Este feedback já foi respondido',
  feedbackNotFound: 'Feedback não encontrado',
  feedbackReplyTitle: 'Resposta ao seu feedback',
  feedbackReplyBody: '{{reply}}\n\nSua mensagem: “{{content}}”',
} as const;

/** Operator roles as the console and the refusals name them. */
export const ROLE_LABELS = { admin: 'Administrador', reviewer: 'Revisor', content: 'Conteúdo' } as const;

/** The console's "Operadores" and "Minha conta": refusals name the field they are about. */
export const OPERATOR_MESSAGES = {
  nameInvalid: 'Nome: de 2 a 32 letras sem acento, números, ponto, hífen ou sublinhado',
  signInNameRequired: 'Operador: informe o nome',
  signInPasswordRequired: 'Senha: informe a senha',
  passwordInvalid: 'Senha: use de 10 a 128 caracteres',
  roleInvalid: 'Perfil: escolha Administrador, Revisor ou Conteúdo',
  disabledInvalid: 'Situação: informe se a conta fica desativada (sim ou não)',
  versionInvalid: 'Versão: recarregue a página',
  codeInvalid: 'Código: os 6 dígitos do autenticador',
  operatorUnknown: 'Operador não encontrado',
  /** A save over a version another admin (or the operator) changed meanwhile: nothing saved. */
  changedMeanwhile: 'Alterado por outra pessoa; recarregue',
  disabled: 'Este operador está desativado; fale com um administrador',
  totpMissing: 'Informe o código de 6 dígitos do autenticador',
  totpWrong: 'Código do autenticador incorreto ou vencido',
  totpReused: 'Este código do autenticador já foi usado; espere o próximo',
  secretInProduction: 'Em produção, o segredo de operação só cria operadores e remove um autenticador perdido; entre com uma conta de operador',
  totpUnreadable: 'O autenticador desta conta não pode ser lido (a chave do servidor mudou); peça a um administrador para removê-lo e ative de novo',
  totpRequired: 'Ative o autenticador (TOTP) em Minha conta para continuar',
  totpAlreadyOn: 'O autenticador já está ativo nesta conta',
  totpNotStarted: 'Comece a ativação do autenticador de novo (leia o QR)',
  totpNotOn: 'O autenticador não está ativo nesta conta',
  accountOnly: 'Só um operador com conta pode fazer isto (não o segredo de operação)',
  selfDisable: 'Você não pode desativar a própria conta (sempre fica um administrador)',
  selfDemote: 'Você não pode tirar o próprio perfil de administrador (sempre fica um administrador)',
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

/** The console's "Regras de prêmios": what a refused prize table save says, naming the field. */
export const PRIZE_RULE_MESSAGES = {
  tableChanged: 'Esta tabela foi alterada por outra pessoa; recarregue',
  gameInvalid: 'Jogo: escolha roleta, caixa de presente ou baú',
  versionInvalid: 'Versão da tabela: recarregue a página',
  dailyInvalid: 'Chances diárias: use um número inteiro de 0 a {{max}}',
  perInviteInvalid: 'Chances por convite: use um número inteiro de 0 a {{max}}',
  activeInvalid: 'Jogo ligado: escolha sim ou não',
  activeWithoutPrizes: 'Para ligar o jogo, monte uma tabela de prêmios com pelo menos um prêmio sorteável (peso maior que 0)',
  prizesCount: 'Prêmios: a tabela precisa de {{min}} a {{max}} prêmios',
  label: 'Prêmio {{row}}, nome: use de 1 a {{max}} caracteres',
  kind: 'Prêmio {{row}}, tipo: escolha pontos, físico ou nada',
  weight: 'Prêmio {{row}}, peso: use um número inteiro de 0 ou mais (0 mostra o prêmio sem sorteá-lo)',
  weightTotal: 'Pesos: a soma dos pesos precisa ser maior que 0 (pelo menos um prêmio sorteável)',
  stock: 'Prêmio {{row}}, estoque: use um número inteiro de 0 a {{max}}, ou deixe vazio para sem limite',
  stockOnlyPhysical: 'Prêmio {{row}}, estoque: só prêmios físicos têm estoque (deixe vazio)',
  points: 'Prêmio {{row}}, pontos: use um número inteiro de 0 ou mais',
  pointsNeeded: 'Prêmio {{row}}, pontos: um prêmio de pontos paga mais de 0 pontos',
  pointsOnlyForPoints: 'Prêmio {{row}}, pontos: só prêmios do tipo pontos pagam pontos (use 0)',
  icon: 'Prêmio {{row}}, ícone: use letras minúsculas, números e hífen (até 40)',
  color: 'Prêmio {{row}}, cor: use o formato #RRGGBB',
  prizeUnknown: 'Prêmio {{row}}: este prêmio não é desta tabela; recarregue',
  gameUnknown: 'Jogo não encontrado',
} as const;
