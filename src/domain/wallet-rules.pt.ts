/** The console's "Regras de saque" and the member's refusal for the daily cap, in Portuguese. */
export const WALLET_RULE_MESSAGES = {
  idInvalid: 'Tipo de saque inválido',
  typeUnknown: 'Tipo de saque não encontrado',
  nameInvalid: 'Nome: de 1 a {{max}} caracteres',
  platformInvalid: 'Plataforma: de 1 a {{max}} caracteres',
  rateInvalid: 'Taxa: pontos por unidade, um número inteiro de 1 a {{max}}',
  unitInvalid: 'Unidade: de 1 a {{max}} caracteres',
  minInvalid: 'Mínimo: um número inteiro de 1 a {{max}}',
  maxInvalid: 'Máximo: um número inteiro de 1 a {{max}}',
  minAboveMax: 'O mínimo não pode ser maior que o máximo',
  activeInvalid: 'Ativo: escolha sim ou não',
  loadedInvalid: 'Recarregue a página: faltam os valores carregados',
  typeChanged: 'Este tipo de saque foi alterado por outra pessoa. Recarregue e tente de novo',
  coolingInvalid: 'Espera após trocar a senha: de 0 a {{max}} horas',
  dailyCapInvalid: 'Limite diário: de 0 a {{max}} saques por membro (0 = sem limite)',
  allowanceInvalid: 'Limite mensal de recompensas: de 0 a {{max}} pontos por membro (0 = sem limite)',
  inviteReleaseInvalid: 'Espera do convite: de 0 a {{max}} horas após o primeiro sorteio do amigo',
  linkedReleaseInvalid: 'Espera de contas ligadas: de 0 a {{max}} horas',
  rulesChanged: 'As regras de saque foram alteradas por outra pessoa. Recarregue e tente de novo',
} as const;

export const WALLET_MEMBER_MESSAGES = {
  dailyCapReached: 'Você atingiu o limite de {{cap}} saques por dia. Tente de novo amanhã',
} as const;
