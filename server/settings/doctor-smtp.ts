/**
 * The doctor's e-mail check: a real SMTP conversation with SMTP_URL's server — greeting, EHLO,
 * STARTTLS when smtp:// offers it (as nodemailer does), AUTH when the URL has credentials, NOOP,
 * QUIT — so a wrong password or a closed port shows here, not on the first member's code.
 */
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls, type TLSSocket } from 'node:tls';
import { NETWORK_TIMEOUT_MS } from './doctor-part.ts';

interface Reply {
  code: number;
  text: string;
}

/** Reads SMTP replies (multi-line `250-…` up to `250 …`) from a socket that may be upgraded to TLS. */
class SmtpDialog {
  private pending = '';
  private lines: string[] = [];
  private replies: Reply[] = [];
  private wake: (() => void) | null = null;
  private failure: Error | null = null;

  constructor(private socket: Socket | TLSSocket) {
    this.listen(socket);
  }

  private listen(socket: Socket | TLSSocket): void {
    socket.on('data', (chunk: Buffer) => this.receive(chunk.toString('utf8')));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('o servidor fechou a conexão')));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.wake?.();
  }

  private receive(text: string): void {
    this.pending += text;
    for (let end = this.pending.indexOf('\r\n'); end >= 0; end = this.pending.indexOf('\r\n')) {
      const line = this.pending.slice(0, end);
      this.pending = this.pending.slice(end + 2);
      this.lines.push(line);
      if (/^\d{3}(?: |$)/.test(line)) {
        this.replies.push({ code: Number(line.slice(0, 3)), text: this.lines.join(' | ') });
        this.lines = [];
      }
    }
    this.wake?.();
  }

  async reply(): Promise<Reply> {
    for (;;) {
      const next = this.replies.shift();
      if (next) return next;
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => { this.wake = resolve; });
    }
  }

  /** Sends a command and wants `expected` back; `shown` replaces the line in errors (credentials). */
  async command(line: string, expected: number, shown = line): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    const answer = await this.reply();
    if (answer.code !== expected) throw new Error(`${shown} recusado: ${answer.text}`);
    return answer;
  }

  /** STARTTLS: the rest of the conversation goes over TLS on the same connection. */
  async upgrade(servername: string): Promise<void> {
    const plain = this.socket;
    plain.removeAllListeners('data').removeAllListeners('close').removeAllListeners('error');
    const secure = connectTls({ socket: plain, servername });
    await new Promise<void>((resolve, reject) => secure.once('secureConnect', resolve).once('error', reject));
    this.socket = secure;
    this.listen(secure);
  }

  close(): void {
    this.socket.destroy();
  }
}

function open(url: URL): Promise<Socket | TLSSocket> {
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port) || (secure ? 465 : 587);
  const host = url.hostname;
  return new Promise((resolve, reject) => {
    const socket = secure ? connectTls({ host, port, servername: host }) : connectTcp({ host, port });
    // Idle for this long at any step (connecting included): the server is as good as unreachable.
    socket.setTimeout(NETWORK_TIMEOUT_MS, () => socket.destroy(new Error(`sem resposta em ${NETWORK_TIMEOUT_MS / 1000} s`)));
    socket.once(secure ? 'secureConnect' : 'connect', () => resolve(socket)).once('error', reject);
  });
}

const hasExtension = (ehlo: Reply, name: string) => ehlo.text.toUpperCase().split(' | ').some((line) => line.slice(4).startsWith(name));

async function authenticate(dialog: SmtpDialog, ehlo: Reply, user: string, pass: string): Promise<void> {
  if (!hasExtension(ehlo, 'AUTH') || /AUTH[ =][^|]*PLAIN/i.test(ehlo.text)) {
    await dialog.command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${pass}`).toString('base64')}`, 235, 'AUTH PLAIN');
    return;
  }
  await dialog.command('AUTH LOGIN', 334);
  await dialog.command(Buffer.from(user).toString('base64'), 334, 'AUTH LOGIN (usuário)');
  await dialog.command(Buffer.from(pass).toString('base64'), 235, 'AUTH LOGIN (senha)');
}

/** Speaks SMTP with the server; answers the steps taken, or throws with the refused step. */
async function converse(url: URL): Promise<string> {
  const dialog = new SmtpDialog(await open(url));
  const steps: string[] = [];
  try {
    const greeting = await dialog.reply();
    if (greeting.code !== 220) throw new Error(`saudação inesperada: ${greeting.text}`);
    let ehlo = await dialog.command('EHLO premia-doctor', 250, 'EHLO');
    steps.push('220', 'EHLO');
    if (url.protocol === 'smtp:' && hasExtension(ehlo, 'STARTTLS')) {
      await dialog.command('STARTTLS', 220);
      await dialog.upgrade(url.hostname);
      ehlo = await dialog.command('EHLO premia-doctor', 250, 'EHLO');
      steps.push('STARTTLS');
    }
    if (url.username) {
      await authenticate(dialog, ehlo, decodeURIComponent(url.username), decodeURIComponent(url.password));
      steps.push('AUTH');
    }
    await dialog.command('NOOP', 250);
    steps.push('NOOP 250');
    await dialog.command('QUIT', 221);
    return steps.join(', ');
  } finally {
    dialog.close();
  }
}

/** `smtps://host:465`: where the check went, never the credentials. */
export function smtpTarget(url: URL): string {
  return `${url.protocol}//${url.hostname}:${Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587)}`;
}

export async function probeSmtp(smtpUrl: string): Promise<string> {
  const url = new URL(smtpUrl);
  return `${smtpTarget(url)}: ${await converse(url)}`;
}
