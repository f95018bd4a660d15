/** The console's "Risco": refusals and labels (reasons are for reviewers, never shown to members). */
export const RISK_MESSAGES = {
  holdDecided: 'Esta retenção já foi decidida',
  pendingDecided: 'Estes pontos pendentes já foram decididos',
  /** The remark a member reads when a held withdrawal is refused without one: neutral on purpose. */
  holdRefusedRemark: 'Não foi possível concluir este saque; os pontos voltaram para o seu saldo',
  ruleCodeInvalid: 'Código: de 3 a 40 letras minúsculas, números ou hífen',
  ruleNameInvalid: 'Nome: de 3 a 80 caracteres',
  ruleReasonInvalid: 'Motivo: de 3 a 200 caracteres (os revisores leem, o membro não)',
  ruleOutcomeInvalid: 'Resultado: permitir, segurar para análise ou bloquear',
  ruleScoreInvalid: 'Pontuação: um número inteiro de 0 a 100',
  ruleHoldDaysInvalid: 'Prazo: de 1 a 90 dias',
  ruleExpiryInvalid: 'No prazo: liberar ou recusar',
  ruleEnabledInvalid: 'Situação: ligada ou desligada',
  ruleConditionInvalid: 'Condição: {{reason}}',
  ruleCodeTaken: 'Já existe uma regra com este código',
  ruleUnknown: 'Regra não encontrada',
  listKindInvalid: 'Tipo: aparelho, chave Pix, CPF, domínio de e-mail, prefixo de telefone ou faixa de IP',
  listNameInvalid: 'Lista: permitir ou bloquear',
  listValueInvalid: 'Valor: {{reason}}',
  listNoteInvalid: 'Observação: até 200 caracteres',
  listEntryExists: 'Este valor já está nesta lista',
  listEntryUnknown: 'Item da lista não encontrado',
  bandInvalid: 'Faixa: pontuação mínima e máxima de 0 a 100, a mínima não maior que a máxima',
  holdIdsInvalid: 'Escolha de 1 a 200 retenções',
  decisionInvalid: 'Decisão: liberar ou recusar',
  remarkInvalid: 'Observação: até 200 caracteres',
} as const;

export const RISK_OUTCOME_LABELS = { allow: 'Permitir', hold: 'Segurar para análise', block: 'Bloquear' } as const;
export const RISK_LIST_KIND_LABELS = {
  device: 'Aparelho', pix: 'Chave Pix', cpf: 'CPF', email_domain: 'Domínio de e-mail', phone_prefix: 'Prefixo de telefone', ip_range: 'Faixa de IP',
} as const;
