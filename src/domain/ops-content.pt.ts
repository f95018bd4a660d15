/**
 * Portuguese texts of the console's content, tracking-script, outbox and site-settings calls: each
 * refusal names the field it is about, so the form can show it as it comes.
 */
const upTo = (field: string, max: number) => `${field}: escreva de 1 a ${max} caracteres`;
const atMost = (field: string, max: number) => `${field}: no máximo ${max.toLocaleString('pt-BR')} caracteres`;
const yesNo = (field: string) => `${field}: informe sim ou não`;
const imageAddress = (field: string) => `${field}: um endereço http(s) ou um arquivo enviado (começando com /)`;

export const OPS_CONTENT_FIELD_MESSAGES = {
  kindUnknown: 'Tipo de conteúdo desconhecido',
  idInvalid: 'Identificador inválido',
  /** An edit whose row changed since the form loaded it (another operator, or a hide from the list). */
  changedByOther: 'Este item foi alterado por outra pessoa; recarregue',
  loadedInvalid: 'Versão carregada inválida: recarregue a página',
  limitInvalid: 'Limite: um número inteiro de 1 a 500',
  title40: upTo('Título', 40),
  title200: upTo('Título', 200),
  name40: upTo('Nome', 40),
  name100: upTo('Nome', 100),
  icon: 'Ícone: escreva o nome do ícone (1 a 40 caracteres)',
  route: 'Rota: um endereço do app que comece com /pages/, sem espaços',
  outsideLink: 'Link: um endereço que comece com http:// ou https://',
  bannerLink: 'Link: um endereço http(s), uma rota do app (/pages/…) ou vazio',
  image: imageAddress('Imagem'),
  logo: imageAddress('Logo'),
  cover: imageAddress('Capa'),
  position: 'Posição: escolha uma das posições da lista',
  sort: 'Ordem: um número inteiro',
  active: yesNo('Visível'),
  featured: yesNo('Destaque'),
  html: atMost('Conteúdo', 200_000),
  summary: atMost('Resumo', 500),
  description500: atMost('Descrição', 500),
  description1000: atMost('Descrição', 1000),
  category: 'Categoria: escolha uma categoria',
  coverSize: 'Largura e altura da capa: um número inteiro de 1 a 4000',
  startsAt: 'Início: uma data e hora válidas',
  endsAt: 'Fim: uma data e hora válidas',
  endsBeforeStart: 'Fim: deve ser depois do início',
  slug: 'Identificador (slug): de 1 a 40 letras minúsculas, números ou hífens',
  documentKind: 'Tipo: escolha termo (protocolo) ou página',
  sponsor: 'Patrocinador: escolha um patrocinador',
  gameType: 'Tipo de jogo: escolha um dos tipos da lista',
  platform: 'Plataforma: escolha uma plataforma da lista',
  downloadUrl: 'Endereço de download: um endereço http(s) ou vazio',
  published: yesNo('Publicado'),
  publishedAt: 'Data de publicação: uma data e hora válidas',
  /** Showing a download link again needs its address: hiding emptied it. */
  downloadNeedsUrl: 'Para mostrar o link de download, informe o endereço no formulário e salve.',
  scriptName: upTo('Nome', 100),
  scriptContent: atMost('Script', 100_000),
  scriptEnabled: yesNo('Ativo'),
  recipient: 'Destinatário: de 1 a 200 caracteres',
  messageId: 'Mensagem: identificador inválido',
} as const;

export const SITE_SETTINGS_MESSAGES = {
  contactChanged: 'Os canais de contato foram alterados por outra pessoa; recarregue. Nada foi salvo.',
  fileMissing: 'Escolha um arquivo (campo file). Nada foi salvo.',
  notMultipart: 'Envie o arquivo como formulário (multipart), no campo file. Nada foi salvo.',
  iconNotImage: 'Ícone da página: envie uma imagem PNG, JPEG, WebP ou GIF. Nada foi salvo.',
  iconUnreadable: 'Ícone da página: não foi possível ler esta imagem, escolha outra. Nada foi salvo.',
  /** {{kb}}: the limit in kB. */
  iconTooLarge: 'Ícone da página: no máximo {{kb}} kB. Nada foi salvo.',
  soundNotAudio: 'Som de clique: envie um áudio MP3, OGG, WAV ou M4A/AAC. Nada foi salvo.',
  /** {{kb}}: the limit in kB. */
  soundTooLarge: 'Som de clique: no máximo {{kb}} kB. Nada foi salvo.',
  email: 'E-mail: informe um endereço válido, como suporte@exemplo.com, ou deixe vazio',
  whatsapp: 'WhatsApp: de 10 a 15 dígitos com DDI e DDD, como +55 11 99999-9999, ou deixe vazio',
  site: 'Site: um endereço que comece com https://, ou deixe vazio',
  hours: 'Horário de atendimento: no máximo 100 caracteres',
} as const;
