/** Portuguese texts of the console's "Membros" calls: each refusal names the field it is about. */
export const OPS_MEMBER_MESSAGES = {
  searchRequired: 'Busca: informe nome de usuário, telefone ou e-mail (1 a 100 caracteres)',
  disabledRequired: 'Situação: informe se a conta fica desativada (sim ou não)',
  directionInvalid: 'Operação: escolha crédito ou débito',
  amountInvalid: 'Pontos: um número inteiro de 1 a 10.000.000',
  reasonInvalid: 'Motivo: escreva de 3 a 200 caracteres',
  requestIdInvalid: 'Identificador do pedido inválido: recarregue a página e tente de novo',
  pageInvalid: 'Página inválida',
  memberUnknown: 'Membro: identificador inválido',
  creditTitle: 'Você recebeu pontos',
  creditBody: '{{points}} pontos foram creditados na sua conta. Motivo: {{reason}}',
} as const;
