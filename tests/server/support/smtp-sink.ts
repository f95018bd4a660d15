/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives, decoded enough for
 * tests to read: Message-ID, To, Subject, the text and the HTML part. On command it refuses
 * recipients with a 4xx (try later) or a 5xx (never), once or for a share of messages.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  /** The next `count` recipients get this answer to RCPT TO (e.g. 451 or 550). */
  refuseNext(responseCode: number, count?: number): void;
  /** Refuse this share (0–1) of recipients with 451, at random. */
  refuseShare(share: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const queued: number[] = [];
  let share = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const code = queued.shift() ?? (Math.random() < share ? 451 : undefined);
      if (code === undefined) return callback();
      callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseEmail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  // A client that dies mid-conversation (the crash bench kills senders) is not the sink's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (responseCode, count = 1) => queued.push(...Array<number>(count).fill(responseCode)),
    refuseShare: (value) => void (share = value),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  return part.body;
}

/** RFC 2047 words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_whole, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function parseEmail(raw: string): ReceivedEmail {
  const message = splitPart(raw);
  const email: ReceivedEmail = {
    messageId: message.headers.get('message-id') ?? '',
    to: message.headers.get('to') ?? '',
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? message.body.split(`--${boundary}`).slice(1, -1).map((p) => splitPart(p.replace(/^\r\n/, ''))) : [message];
  for (const part of parts) {
    const type = part.headers.get('content-type') ?? 'text/plain';
    if (type.startsWith('text/html')) email.html = decodeBody(part);
    else if (type.startsWith('text/plain')) email.text = decodeBody(part);
  }
  return email;
}
