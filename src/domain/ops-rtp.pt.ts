/**
 * Portuguese texts of the RTP operator calls: a CSV of readings (each refusal names its line and
 * column), the feeds and their key. `{{…}}` are filled by the server.
 */
export const OPS_RTP_MESSAGES = {
  csvRequired: 'Arquivo CSV: cole ou escolha um arquivo com as colunas game, value e time',
  csvTooLong: 'Arquivo CSV: no máximo {{max}} caracteres; divida o arquivo em partes',
  csvTooManyRows: 'Arquivo CSV: no máximo {{max}} leituras por importação; divida o arquivo em partes',
  csvNoRows: 'Arquivo CSV: nenhuma leitura abaixo do cabeçalho',
  csvHeader: 'Linha {{line}}: o cabeçalho precisa das colunas game, value e time (faltou {{missing}})',
  csvHeaderRepeated: 'Linha {{line}}: a coluna {{column}} aparece mais de uma vez',
  csvFieldCount: 'Linha {{line}}: esperadas {{expected}} colunas, encontradas {{found}} (um valor com vírgula decimal precisa de aspas, ou use ponto e vírgula como separador)',
  csvQuotes: 'Linha {{line}}: aspas sem fechamento',
  csvCell: 'Linha {{line}}, coluna {{column}}: {{reason}}',
  csvRefused: 'Importação recusada, nenhuma leitura foi gravada. {{first}}',
  csvRefusedMore: 'Importação recusada, nenhuma leitura foi gravada. {{first}} (e mais {{more}} erro(s); use Verificar para ver todos)',
  gameEmpty: 'informe o id ou o nome exato do jogo',
  gameUnknown: 'jogo "{{game}}" não encontrado (use o id ou o nome exato)',
  gameAmbiguous: 'há mais de um jogo chamado "{{game}}"; use o id',
  valueInvalid: 'RTP inválido "{{value}}": um número de 0 a 100, com vírgula ou ponto (ex.: 96,5)',
  timeInvalid: 'horário inválido "{{time}}": use dd/mm/aaaa hh:mm (horário de São Paulo) ou ISO com fuso (2026-03-01T14:05:00-03:00)',
  timeFuture: 'horário "{{time}}" no futuro',
  readingsCount: 'Leituras: envie de 1 a {{max}} leituras em readings',
  feedNameInvalid: 'Nome da fonte: escreva de 2 a 60 caracteres',
  feedUnknown: 'Fonte: identificador inválido',
  feedNotFound: 'Fonte de leituras não encontrada',
  feedKeyInvalid: 'Chave da fonte ausente, desconhecida ou revogada (cabeçalho x-feed-key)',
} as const;
