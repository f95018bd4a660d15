/**
 * A local HTTP server shaped like Twilio's Messages API: POST
 * /2010-04-01/Accounts/{sid}/Messages.json with basic auth and a form (To, From or
 * MessagingServiceSid, Body); 201 with a `sid`. GET /2010-04-01/Accounts/{sid}.json answers the account. On command it answers 429, 500 or a permanent
 * 400 (code 21211), once or for a share of requests. Only 201 answers are recorded as delivered.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TWILIO = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'test-auth-token', from: '+15005550006' };

export interface ReceivedSms {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export type TwilioFailure = 429 | 500 | 21211;

export interface FakeTwilio {
  /** For TWILIO_API_URL. */
  apiUrl: string;
  received: ReceivedSms[];
  /** Requests refused for bad auth or a missing field (should stay 0). */
  malformed: number;
  /** The next `count` requests get this answer. */
  failNext(failure: TwilioFailure, count?: number): void;
  /** Answer 500 to this share (0–1) of requests, at random. */
  failShare(share: number): void;
  close(): Promise<void>;
}

const ANSWERS: Record<TwilioFailure, { status: number; code: number; message: string }> = {
  429: { status: 429, code: 20429, message: 'Too Many Requests' },
  500: { status: 500, code: 20500, message: 'Internal Server Error' },
  21211: { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." },
};

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const received: ReceivedSms[] = [];
  const queued: TwilioFailure[] = [];
  let share = 0;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;
  const fake: FakeTwilio = {
    apiUrl: '',
    received,
    malformed: 0,
    failNext: (failure, count = 1) => queued.push(...Array<TwilioFailure>(count).fill(failure)),
    failShare: (value) => void (share = value),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    void (async () => {
      const form = await readForm(request);
      // The account resource, as the doctor and the console's launch checklist read it.
      if (request.method === 'GET' && request.url === `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}.json`) {
        if (request.headers.authorization !== expectedAuth) return answer(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
        return answer(response, 200, { sid: FAKE_TWILIO.accountSid, status: 'active' });
      }
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`) return answer(response, 404, { code: 20404, status: 404 });
      if (request.headers.authorization !== expectedAuth) {
        fake.malformed += 1;
        return answer(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const [to, from, body] = [form.get('To'), form.get('From') ?? form.get('MessagingServiceSid'), form.get('Body')];
      if (!to || !from || !body) {
        fake.malformed += 1;
        return answer(response, 400, { code: 21604, message: 'A required parameter is missing', status: 400 });
      }
      const failure = queued.shift() ?? (Math.random() < share ? 500 : undefined);
      if (failure) return answer(response, ANSWERS[failure].status, { ...ANSWERS[failure], status: ANSWERS[failure].status });
      const sid = `SM${randomBytes(16).toString('hex')}`;
      received.push({ sid, to, from, body });
      answer(response, 201, { sid, to, from, body, status: 'queued' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
