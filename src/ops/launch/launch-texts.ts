/** The "Lançamento" checklist's words: each item, what its absence means, and where it is fixed. */
import type { LaunchItem } from '../../domain/contract/ops-launch.ts';
import { hrefOf } from '../shell/useHashRoute.ts';

interface ItemText {
  label: string;
  missing: string;
  /** The console page that fixes it; settings of the server's environment have none. */
  href?: string;
}

export const LAUNCH_TEXTS = {
  title: 'Lançamento',
  intro: 'O que os membros ainda precisam para usar o app. Nada aqui bloqueia o console; cada item se marca sozinho quando feito.',
  recheck: 'Verificar de novo',
  allDone: 'Tudo pronto: os membros já podem se cadastrar, jogar e sacar.',
  close: 'Fechar lista',
  fix: 'Resolver',
  done: 'feito',
  todo: 'falta',
  items: {
    terms: { label: 'Termos de uso publicados', missing: 'O cadastro mostra os termos: publique em Documentos um documento do tipo "Termo".', href: hrefOf('content', 'documents') },
    game: { label: 'Um jogo ligado com tabela de prêmios', missing: 'Ligue a roleta, a caixa ou o baú com prêmios sorteáveis.', href: hrefOf('rewards') },
    withdrawal: { label: 'Um tipo de saque ligado', missing: 'Sem um tipo de saque os membros não trocam pontos.', href: hrefOf('wallet-rules') },
    sms: { label: 'SMS respondendo', missing: 'Os códigos de cadastro vão por SMS: defina TWILIO_* no ambiente do servidor (docs/operations.md).' },
    email: { label: 'E-mail respondendo', missing: 'A recuperação de senha vai por e-mail: defina SMTP_URL e MAIL_FROM no ambiente do servidor.' },
    push: { label: 'Chaves de push', missing: 'Avisos de prêmio e de saque: defina VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY e VAPID_SUBJECT no ambiente.' },
    icon: { label: 'Ícone da página', missing: 'O ícone aparece na aba e na tela inicial do celular.', href: hrefOf('site') },
  } satisfies Record<LaunchItem, ItemText>,
} as const;
