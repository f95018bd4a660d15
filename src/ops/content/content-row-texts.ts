/** Words of the content rows' actions and of the tracking scripts page. */
export const ROW_TEXTS = {
  hide: 'Ocultar',
  show: 'Mostrar',
  remove: 'Excluir',
  removeTitle: 'Excluir registro',
  removeText: (label: string) => `Excluir "${label}"? Os membros deixam de vê-lo na hora e não há como desfazer.`,
  removeGameText: (label: string) => `Excluir "${label}" e todas as leituras de RTP dele? Os membros deixam de vê-lo na hora e não há como desfazer.`,
} as const;

export const TRACKING_TEXTS = {
  menu: 'Scripts de rastreamento',
  title: 'Scripts de rastreamento',
  hint: 'Cada script ativo é incluído no <head> do app e liberado na política de segurança da página na hora. Só é salvo um script que seja JavaScript válido.',
  name: 'Nome',
  content: 'Código (JavaScript, sem a tag <script>)',
  add: 'Adicionar',
  adding: 'Adicionando…',
  added: 'Script adicionado e ativo.',
  enabled: 'Ativo',
  disabled: 'Desligado',
  turnOn: 'Ligar',
  turnOff: 'Desligar',
  removeTitle: 'Excluir script',
  removeText: (name: string) => `Excluir o script "${name}"? Ele sai do app e da política da página na hora.`,
  empty: 'Nenhum script de rastreamento.',
  preview: 'Início do código',
} as const;
