/**
 * BENCH_TRACING=1: the benchmarks with tracing on (server/tracing), as production runs it when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (protobuf, every request sampled unless OTEL_TRACES_SAMPLER
 * says otherwise). The collector is this node:http endpoint in the benchmark's process, which
 * counts and drops what it gets, so a run shows that the spans really left the server.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtlpSink {
  /** OTLP/HTTP exports received and their bytes so far. */
  received(): { exports: number; bytes: number };
  close(): Promise<void>;
}

/** With BENCH_TRACING=1, a sink on a free port and OTEL_EXPORTER_OTLP_ENDPOINT pointing at it (server processes inherit it). */
export async function otlpSinkWhenAsked(): Promise<OtlpSink | undefined> {
  if (process.env.BENCH_TRACING !== '1') return undefined;
  let exports = 0;
  let bytes = 0;
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      exports += 1;
      response.writeHead(200, { 'content-type': request.headers['content-type'] ?? 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received: () => ({ exports, bytes }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
