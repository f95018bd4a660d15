/**
 * Portuguese texts of the console's review calls (queues, prize claims, feedback, audit) and of
 * the operator tools beside them (broadcast, points and chances by hand, market periods): each
 * refusal names the field it is about, so a form can show it next to the field.
 */
export const OPS_REVIEW_MESSAGES = {
  queueRequired: 'Fila: informe o nome da fila',
  statusInvalid: 'Situação: escolha uma das situações da lista',
  limitInvalid: 'Quantidade: um número inteiro de 1 a 500',
  itemInvalid: 'Item: identificador inválido',
  itemsInvalid: 'Itens: escolha de 1 a {{max}} itens',
  decisionInvalid: 'Decisão: escolha aprovar ou recusar',
  approveInvalid: 'Decisão: informe se aprova (sim ou não)',
  remarkInvalid: 'Motivo: até {{max}} caracteres',
  prizeDecisionInvalid: 'Decisão: escolha enviado (success) ou recusado (failed)',
  replyInvalid: 'Resposta: escreva de 1 a {{max}} caracteres',
  pageInvalid: 'Página inválida',
  titleInvalid: 'Título: escreva de 1 a {{max}} caracteres',
  bodyInvalid: 'Texto: escreva de 1 a {{max}} caracteres',
  memberInvalid: 'Membro: identificador inválido',
  pointsInvalid: 'Pontos: um número inteiro de 1 a 10.000.000',
  reasonInvalid: 'Motivo: escreva de 1 a 100 caracteres',
  keyInvalid: 'Chave de repetição: de 1 a 100 caracteres',
  gameInvalid: 'Jogo: escolha roleta, caixa de presente ou baú',
  chancesInvalid: 'Chances: um número inteiro de 1 a 1.000',
  marketTypeInvalid: 'Tipo de mercado: 1, 2 ou 3',
  marketInvalid: 'Mercado: identificador inválido',
  startsInInvalid: 'Início: segundos a partir de agora, de -86.400 a 2.592.000',
  durationInvalid: 'Duração: segundos, de 1 a 2.592.000',
  codeInvalid: 'Código: de 4 a 32 caracteres',
  periodPointsInvalid: 'Pontos do período: um número inteiro de 1 a 100.000',
  envelopeCapInvalid: 'Limite de envelopes: um número inteiro de 0 a 1.000',
  replaceInvalid: 'Substituir: informe sim ou não',
} as const;
