/** The console's "Painel": what its date range refuses, in Portuguese. */
export const DASHBOARD_MESSAGES = {
  dayInvalid: 'Data inválida: use o formato AAAA-MM-DD',
  rangeReversed: 'A data inicial não pode ser depois da final',
  rangeTooLong: 'Período longo demais: no máximo {{max}} dias',
} as const;
