/** Numbers and times as an operator in Brazil reads them. */
const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const time = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

export const int = (value: number) => whole.format(value);
export const money = (value: number) => decimal.format(value);
export const when = (iso: string | null) => (iso ? time.format(new Date(iso)) : '—');
/** 'YYYY-MM-DD' as 'dd/mm'. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
