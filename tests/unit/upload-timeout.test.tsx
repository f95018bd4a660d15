/**
 * Spec §9's network time-out (60 s) on uploads, and §8's prompt when it runs out: a photo whose
 * upload never gets an answer fails after 60 s with "the connection timed out, tap to retry",
 * while an ordinary call keeps the calls' 120 s. The network is axios's adapter seam, answering
 * never and giving up at the request's time-out as axios's own adapters do.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from '../../src/api/calls/uploads.ts';
import { http, request } from '../../src/api/http.ts';
import { NetworkFailureHost } from '../../src/components/NetworkFailure.tsx';
import { NETWORK_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../src/domain/constants.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const defaultAdapter = http.defaults.adapter;
const neverAnswers: AxiosAdapter = (config) => new Promise((_, reject) => {
  setTimeout(() => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)), config.timeout);
});

let root: Root;
let container: HTMLDivElement;
beforeEach(() => {
  vi.useFakeTimers();
  http.defaults.adapter = neverAnswers;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => root.render(<NetworkFailureHost />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  http.defaults.adapter = defaultAdapter;
  vi.useRealTimers();
});

const prompt = () => container.querySelector('[role="alertdialog"]')?.textContent ?? null;
const waitMs = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('network time-out (spec §8, §9)', () => {
  it('an upload that never gets an answer fails after 60 s with the time-out message; closing it rejects the upload', async () => {
    expect(NETWORK_TIMEOUT_MS).toBe(60_000);
    const upload = uploadImage(new Blob(['x'], { type: 'image/png' }), 'foto.png');
    const outcome = upload.catch((e: unknown) => e);
    await waitMs(NETWORK_TIMEOUT_MS - 1);
    expect(prompt()).toBeNull();
    await waitMs(1);
    expect(prompt()).toContain('A conexão com o servidor expirou. Toque na tela para tentar novamente');
    act(() => container.querySelector<HTMLButtonElement>('.net-fail__close')!.click());
    await expect(outcome).resolves.toMatchObject({ status: 0, msg: 'timeout of 60000ms exceeded' });
  });

  it('an ordinary call keeps the 120 s time-out', async () => {
    void request({ url: '/api/x' }).catch(() => undefined);
    await waitMs(NETWORK_TIMEOUT_MS);
    expect(prompt()).toBeNull();
    await waitMs(REQUEST_TIMEOUT_MS - NETWORK_TIMEOUT_MS);
    expect(prompt()).toContain('A conexão com o servidor expirou');
    act(() => container.querySelector<HTMLButtonElement>('.net-fail__close')!.click());
  });
});
