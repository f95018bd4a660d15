/**
 * Optional step of `npm run bench:peak` (once /metrics is in: prom-client, METRICS_TOKEN): with
 * BENCH_METRICS_TOKEN set, GET /metrics with that bearer token every second and print the lines
 * that start with premia_websocket or premia_rain (connections, the rain's budget falling).
 * Without it, nothing happens. The answer of one process is what the cluster's round robin picked.
 */
export function scrapeMetrics(base: string, token = process.env.BENCH_METRICS_TOKEN): () => void {
  if (!token) return () => undefined;
  const started = performance.now();
  const timer = setInterval(() => {
    void fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
      .then(async (response) => {
        const at = `  [metrics +${((performance.now() - started) / 1000).toFixed(0)} s]`;
        if (!response.ok) return console.log(`${at} HTTP ${response.status}`);
        const lines = (await response.text()).split('\n').filter((line) => /^premia_(websocket|rain)/.test(line));
        for (const line of lines) console.log(`${at} ${line}`);
        return undefined;
      })
      .catch((error: unknown) => console.log(`  [metrics] ${String(error)}`));
  }, 1000);
  return () => clearInterval(timer);
}
