/**
 * The load clients' HTTP: node:http with keep-alive connections, one per concurrent client, and
 * JSON in and out. Cheaper per request than fetch, so the client process takes less of the CPU
 * the server needs on this 2-core machine.
 */
import { Agent, request } from 'node:http';

export interface JsonAnswer {
  status: number;
  body: { code?: number; msg?: string; data?: unknown } | null;
}

export function keepAliveAgent(connections: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: connections });
}

export function postJson(agent: Agent, url: URL, body: unknown, token?: string): Promise<JsonAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        let parsed: JsonAnswer['body'] = null;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as JsonAnswer['body'];
        } catch {
          // Not JSON: the status says enough.
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
