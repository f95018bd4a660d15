import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http, request } from '../../src/api/http.ts';
import { REQUEST_TIMEOUT_MS } from '../../src/domain/constants.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { envelope, fakeServer, type Handler } from './helpers/fake-server.ts';
import { recordUiEvents } from './helpers/ui-events.ts';

const defaultAdapter = http.defaults.adapter;
let ui: ReturnType<typeof recordUiEvents>;

function serve(handler: Handler) {
  const server = fakeServer(handler);
  http.defaults.adapter = server.adapter;
  return server;
}

const answer = (status: number, body: unknown = envelope(null, status === 200 ? 0 : status, `mensagem ${status}`)) =>
  serve(() => ({ status, body }));

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  ui = recordUiEvents();
});

afterEach(() => {
  ui.stop();
  http.defaults.adapter = defaultAdapter;
  vi.useRealTimers();
});

describe('status table (spec §8)', () => {
  it('200 resolves the envelope without any UI', async () => {
    answer(200, envelope({ a: 1 }));
    await expect(request({ url: '/api/x' })).resolves.toEqual({ code: 0, msg: 'Sucesso', data: { a: 1 } });
    expect(ui.events.toast).toEqual([]);
    expect(ui.events.sessionEnded).toEqual([]);
  });

  it('400 shows the server message as a 2 s bottom toast and still resolves', async () => {
    answer(400, envelope(null, 400, 'Este telefone já está cadastrado'));
    const result = await request({ url: '/api/x', method: 'POST', data: {} });
    expect(result).toEqual({ code: 400, msg: 'Este telefone já está cadastrado', data: null });
    expect(ui.events.toast).toEqual([{ message: 'Este telefone já está cadastrado', durationMs: 2000, position: 'bottom' }]);
  });

  it.each([401, 402])('%i ends the session with the server message and rejects', async (status) => {
    answer(status, envelope(null, status, 'Sua sessão terminou, entre novamente'));
    const error = await request({ url: '/api/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code: status, msg: 'Sua sessão terminou, entre novamente' });
    expect(ui.events.sessionEnded).toEqual([{ message: 'Sua sessão terminou, entre novamente' }]);
    expect(ui.events.toast).toEqual([]);
  });

  it('404 shows the status code as a toast and rejects', async () => {
    answer(404, envelope(null, 404, 'Não encontrado'));
    await expect(request({ url: '/api/nothing' })).rejects.toMatchObject({ status: 404 });
    expect(ui.events.toast.map((t) => t.message)).toEqual(['404']);
  });

  it('503 from a busy server: a background call waits its Retry-After (with jitter) and asks again', async () => {
    vi.useFakeTimers();
    let asked = 0;
    serve(() => (++asked < 3 ? { status: 503, body: envelope(null, 503, SERVER_MESSAGES.busy), headers: { 'retry-after': '2' } } : { status: 200, body: envelope({ ok: true }) }));
    const result = request({ url: '/api/x', background: true });
    await vi.advanceTimersByTimeAsync(1999);
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(2001 + 4000);
    await expect(result).resolves.toMatchObject({ data: { ok: true } });
    expect(asked).toBe(3);
    expect(ui.events.toast).toEqual([]);
  });

  it('503 from a busy server: a member\'s action is told to try in a few seconds, with the wait asked', async () => {
    serve(() => ({ status: 503, body: '', headers: { 'retry-after': '7' } }));
    const error = await request({ url: '/api/x', method: 'POST', data: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, retryAfterMs: 7000 });
    expect(ui.events.toast.map((t) => t.message)).toEqual([SERVER_MESSAGES.busy]);
  });

  it('500 resolves the envelope silently', async () => {
    answer(500, envelope(null, 500, 'Erro interno'));
    await expect(request({ url: '/api/x' })).resolves.toEqual({ code: 500, msg: 'Erro interno', data: null });
    expect(ui.events.toast).toEqual([]);
    expect(ui.events.sessionEnded).toEqual([]);
  });

  it.each([418, 429, 503])('%i shows the message, then rejects only after 1 s', async (status) => {
    vi.useFakeTimers();
    answer(status, envelope(null, status, 'Muitas tentativas'));
    let outcome: unknown = 'pending';
    request({ url: '/api/x' }).then(
      () => (outcome = 'resolved'),
      (e: unknown) => (outcome = e),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(ui.events.toast).toEqual([{ message: 'Muitas tentativas', durationMs: 2000, position: 'bottom' }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ status });
  });

  it('a body that is not an envelope becomes code -1 instead of a false success', async () => {
    answer(200, '<html>index</html>');
    await expect(request({ url: '/api/x' })).resolves.toEqual({ code: -1, msg: '', data: null });
  });

  it('an empty 400 body still toasts a Portuguese message', async () => {
    serve(() => ({ status: 400 }));
    await request({ url: '/api/x' });
    expect(ui.events.toast[0]?.message).toMatch(/tente novamente/);
  });
});

describe('network failure and time-out', () => {
  it.each(['network', 'timeout'] as const)('%s: asks to retry, stays pending, and the retry settles the call', async (fail) => {
    let calls = 0;
    const server = serve(() => (++calls === 1 ? { fail } : { status: 200, body: envelope('ok') }));
    let outcome: unknown = 'pending';
    const pending = request<string>({ url: '/api/retry', method: 'POST', data: { n: 1 } }).then((r) => (outcome = r));
    await flush();
    expect(ui.events.networkFailure).toHaveLength(1);
    expect(outcome).toBe('pending');
    ui.events.networkFailure[0]!.retry();
    await pending;
    expect(outcome).toEqual(envelope('ok'));
    expect(server.seen).toHaveLength(2);
    expect(server.seen[1]).toMatchObject({ method: 'POST', path: '/api/retry', body: { n: 1 } });
    expect(ui.loadingBalance()).toBe(0);
  });

  it('cancel rejects the call; a second answer to the same prompt does nothing', async () => {
    const server = serve(() => ({ fail: 'network' }));
    const pending = request({ url: '/api/x' });
    await flush();
    const prompt = ui.events.networkFailure[0]!;
    prompt.cancel();
    prompt.retry();
    await expect(pending).rejects.toMatchObject({ status: 0 });
    expect(server.seen).toHaveLength(1);
  });

  it('a retry that fails again asks again', async () => {
    serve(() => ({ fail: 'network' }));
    void request({ url: '/api/x' }).catch(() => undefined);
    await flush();
    ui.events.networkFailure[0]!.retry();
    await flush();
    expect(ui.events.networkFailure).toHaveLength(2);
    ui.events.networkFailure[1]!.cancel();
  });

  it('with no one listening for the prompt, the call rejects at once instead of hanging', async () => {
    ui.stop();
    serve(() => ({ fail: 'network' }));
    await expect(request({ url: '/api/x' })).rejects.toBeInstanceOf(ApiError);
  });

  it('background calls never prompt, toast or end the session', async () => {
    serve((req) => (req.path === '/api/net' ? { fail: 'network' } : { status: Number(req.path.slice(5)), body: envelope(null, 1, 'x') }));
    await expect(request({ url: '/api/net', background: true })).rejects.toBeInstanceOf(ApiError);
    await expect(request({ url: '/api/400', background: true })).resolves.toMatchObject({ code: 1 });
    await expect(request({ url: '/api/401', background: true })).rejects.toMatchObject({ status: 401 });
    await expect(request({ url: '/api/429', background: true })).rejects.toMatchObject({ status: 429 });
    expect(ui.events).toMatchObject({ toast: [], loading: [], sessionEnded: [], networkFailure: [] });
  });
});

describe('loading indicator', () => {
  it.each([200, 400, 401, 404, 500])('is balanced for status %i', async (status) => {
    answer(status);
    await request({ url: '/api/x' }).catch(() => undefined);
    expect(ui.events.loading.map((e) => e.delta)).toEqual([1, -1]);
  });

  it('is on while the call runs', async () => {
    let release!: () => void;
    serve(() => new Promise((resolve) => (release = () => resolve({ status: 200, body: envelope(1) }))));
    const pending = request({ url: '/api/x' });
    await flush();
    expect(ui.loadingBalance()).toBe(1);
    release();
    await pending;
    expect(ui.loadingBalance()).toBe(0);
  });

  it('is off while the network-failure prompt waits', async () => {
    serve(() => ({ fail: 'timeout' }));
    void request({ url: '/api/x' }).catch(() => undefined);
    await flush();
    expect(ui.loadingBalance()).toBe(0);
    ui.events.networkFailure[0]!.cancel();
  });

  it('`loading: false` opts out', async () => {
    answer(200);
    await request({ url: '/api/x', loading: false });
    expect(ui.events.loading).toEqual([]);
  });
});

describe('headers, time-out and query', () => {
  it('sends JSON content type, Accept-Language pt before a language is stored (the app speaks Portuguese only), no Authorization or channel without values', async () => {
    const server = answer(200);
    await request({ url: '/api/x', method: 'POST', data: { a: 1 } });
    const { headers } = server.seen[0]!;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Accept-Language']).toBe('pt');
    expect(headers.Authorization).toBeUndefined();
    expect(headers['CHANNEL-FROM']).toBeUndefined();
  });

  it('keeps the JSON content type on a GET without data (axios drops it when data is undefined)', async () => {
    const server = answer(200);
    await request({ url: '/api/x', method: 'GET' });
    expect(server.seen[0]!.headers['Content-Type']).toBe('application/json');
    expect(server.seen[0]!.body).toEqual({});
  });

  it('reads token, locale and channel from storage at call time', async () => {
    const server = answer(200);
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('UNI_LOCALE', 'pt-BR');
    localStorage.setItem('HTTP_CHANNEL_FROM', 'tiktok');
    await request({ url: '/api/x' });
    localStorage.setItem('token', 'tok-2');
    await request({ url: '/api/x' });
    expect(server.seen[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Accept-Language': 'pt-BR', 'CHANNEL-FROM': 'tiktok' });
    expect(server.seen[1]!.headers.Authorization).toBe('Bearer tok-2');
  });

  it('uses a 120000 ms time-out and same-origin /api paths', async () => {
    const server = answer(200);
    await request({ url: '/api/x' });
    expect(REQUEST_TIMEOUT_MS).toBe(120000);
    expect(server.seen[0]!.timeout).toBe(120000);
    expect(server.seen[0]!.uri).toBe('/api/x');
  });

  it('serialises arrays as configs[]=a&configs[]=b', async () => {
    const server = answer(200);
    await request({ url: '/api/ads-and-configs', params: { configs: ['app.ico', 'site.Sound'], skip: undefined } });
    expect(server.seen[0]!.uri).toBe('/api/ads-and-configs?configs[]=app.ico&configs[]=site.Sound');
    expect(server.seen[0]!.query.getAll('configs[]')).toEqual(['app.ico', 'site.Sound']);
  });
});

describe('short-lived member tokens', () => {
  const signedIn = (token: string) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userInfo', JSON.stringify({ id: 7, username: 'maria' }));
  };
  /** Member calls answer 401 unless they carry `live`; the refresh answers `renewal`. */
  const memberServer = (live: string, renewal: { status: number; body: unknown }) =>
    serve((req) => {
      if (req.path === '/api/auth/refreshToken') return renewal;
      return req.headers.Authorization === `Bearer ${live}`
        ? { status: 200, body: envelope({ ok: true }) }
        : { status: 401, body: envelope(null, 401, 'Faça login para continuar') };
    });

  it('renews an expired token once for all waiting calls, retries them with it, and keeps the session', async () => {
    signedIn('old');
    const server = memberServer('new', { status: 200, body: envelope({ token: 'new' }) });
    const answers = await Promise.all([request({ url: '/api/a' }), request({ url: '/api/b' }), request({ url: '/api/c' })]);
    expect(answers.map((a) => a.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(server.seen.filter((r) => r.path === '/api/auth/refreshToken')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('new');
    expect(ui.events.tokenRenewed).toEqual([{ token: 'new' }]);
    expect(ui.events.sessionEnded).toEqual([]);
    expect(ui.loadingBalance()).toBe(0);
  });

  it('renews with the headers of every call (language, channel) but not the lapsed bearer', async () => {
    signedIn('old');
    localStorage.setItem('UNI_LOCALE', 'pt-BR');
    localStorage.setItem('HTTP_CHANNEL_FROM', 'tiktok');
    const server = memberServer('new', { status: 200, body: envelope({ token: 'new' }) });
    await request({ url: '/api/a' });
    const renewal = server.seen.find((r) => r.path === '/api/auth/refreshToken')!;
    expect(renewal.headers).toMatchObject({ 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR', 'CHANNEL-FROM': 'tiktok' });
    expect(renewal.headers.Authorization).toBeUndefined();
  });

  it('ends the session with the message of the refresh when the session really ended (402)', async () => {
    signedIn('old');
    memberServer('new', { status: 402, body: envelope(null, 402, 'Sua sessão terminou, entre novamente') });
    await expect(request({ url: '/api/a' })).rejects.toMatchObject({ status: 402 });
    expect(ui.events.sessionEnded).toEqual([{ message: 'Sua sessão terminou, entre novamente' }]);
    expect(localStorage.getItem('token')).toBe('old');
  });

  it('does not loop: a retry that gets 401 again ends the session', async () => {
    signedIn('old');
    const server = memberServer('never', { status: 200, body: envelope({ token: 'new' }) });
    await expect(request({ url: '/api/a' })).rejects.toMatchObject({ status: 401 });
    expect(server.seen.map((r) => r.path)).toEqual(['/api/a', '/api/auth/refreshToken', '/api/a']);
    expect(ui.events.sessionEnded).toHaveLength(1);
  });

  it('does not end the session when the refresh is rate-limited (429)', async () => {
    signedIn('old');
    memberServer('new', { status: 429, body: envelope(null, 429, 'Muitas tentativas') });
    await expect(request({ url: '/api/a' })).rejects.toMatchObject({ status: 0 });
    expect(ui.events.sessionEnded).toEqual([]);
  });

  it('does not end the session when the refresh gets no answer', async () => {
    signedIn('old');
    serve((req) => (req.path === '/api/auth/refreshToken' ? { fail: 'network' } : { status: 401, body: envelope(null, 401, 'x') }));
    await expect(request({ url: '/api/a' })).rejects.toMatchObject({ status: 0 });
    expect(ui.events.sessionEnded).toEqual([]);
    expect(localStorage.getItem('token')).toBe('old');
  });

  it('asks no renewal for a visitor (no userInfo): the 401 ends as the spec says', async () => {
    localStorage.setItem('token', 'visitor');
    const server = memberServer('member', { status: 200, body: envelope({ token: 'new' }) });
    await expect(request({ url: '/api/a' })).rejects.toMatchObject({ status: 401 });
    expect(server.seen.map((r) => r.path)).toEqual(['/api/a']);
  });

  it('uses a token another call renewed meanwhile instead of renewing again', async () => {
    signedIn('old');
    const server = serve((req) => {
      if (req.path === '/api/auth/refreshToken') return { status: 200, body: envelope({ token: 'other' }) };
      if (req.headers.Authorization === 'Bearer old') localStorage.setItem('token', 'fresh');
      return req.headers.Authorization === 'Bearer fresh' ? { status: 200, body: envelope(1) } : { status: 401, body: envelope(null, 401, 'x') };
    });
    await expect(request({ url: '/api/a' })).resolves.toMatchObject({ data: 1 });
    expect(server.seen.map((r) => r.path)).toEqual(['/api/a', '/api/a']);
  });
});
