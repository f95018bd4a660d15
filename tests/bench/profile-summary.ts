/**
 * `npm run bench:profile-summary -- <file.cpuprofile | folder> [requests]`: reads a V8 CPU profile
 * (`node --cpu-prof --cpu-prof-dir=… --import tsx tests/bench/draws.ts`) and prints where the time
 * went: the top 25 functions by self time, self time per file or package, the top 25 by inclusive
 * time, and the split between the benchmark's own clients (fetch/undici and tests/bench code, when
 * the server runs in the same process) and the server. With `requests`, the server's CPU ms per
 * request. A folder means its newest .cpuprofile.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function newestProfile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path).filter((f) => f.endsWith('.cpuprofile')).map((f) => join(path, f));
  if (files.length === 0) throw new Error(`nenhum .cpuprofile em ${path}`);
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
}

/** node_modules/<pkg> (scoped too), the project file, node:internal, or a V8 pseudo-frame. */
function fileOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return `npm:${parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  if (url.startsWith('node:')) return url;
  const root = `file://${process.cwd()}/`;
  if (url.startsWith(root)) return url.slice(root.length);
  return url.replace(/^file:\/\//, '');
}

const isClientFrame = (frame: CallFrame) => frame.url.includes('/node_modules/undici/') || frame.url.includes('/tests/bench/') || frame.url.startsWith('node:internal/deps/undici');

function summarise(path: string, requests: number | undefined): void {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i]!;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }

  const fnKey = (f: CallFrame) => `${f.functionName || '(anonymous)'}  ${fileOf(f)}:${f.lineNumber + 1}`;
  const selfByFn = new Map<string, number>();
  const selfByFile = new Map<string, number>();
  const inclusiveByFn = new Map<string, number>();
  let total = 0;
  let idle = 0;
  let client = 0;
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    total += us;
    if (node.callFrame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    selfByFn.set(fnKey(node.callFrame), (selfByFn.get(fnKey(node.callFrame)) ?? 0) + us);
    selfByFile.set(fileOf(node.callFrame), (selfByFile.get(fileOf(node.callFrame)) ?? 0) + us);
    // Walk the stack once: each function counts once per sample (recursion), client if any frame is.
    const seen = new Set<string>();
    let isClient = false;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (isClientFrame(frame)) isClient = true;
      const key = fnKey(frame);
      if (seen.has(key) || frame.functionName === '(root)') continue;
      seen.add(key);
      inclusiveByFn.set(key, (inclusiveByFn.get(key) ?? 0) + us);
    }
    if (isClient) client += us;
  }
  const busy = total - idle;
  const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
  const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);

  console.log(`${path}\n  profiled ${ms(total)} ms, busy ${ms(busy)} ms (idle ${ms(idle)} ms); bench clients ${ms(client)} ms, server and the rest ${ms(busy - client)} ms`);
  if (requests) console.log(`  ${requests} requests: ${((busy - client) / 1000 / requests).toFixed(3)} ms of server CPU per request (all busy time: ${(busy / 1000 / requests).toFixed(3)} ms)`);
  console.log('\nSelf time by file or package (% of busy time):');
  for (const [file, us] of top(selfByFile, 25)) console.log(`  ${ms(us)} ms ${pct(us)}  ${file}`);
  console.log('\nTop 25 functions by self time:');
  for (const [fn, us] of top(selfByFn, 25)) console.log(`  ${ms(us)} ms ${pct(us)}  ${fn}`);
  console.log('\nTop 25 functions by inclusive time:');
  for (const [fn, us] of top(inclusiveByFn, 25)) console.log(`  ${ms(us)} ms ${pct(us)}  ${fn}`);
}

const [target, requests] = process.argv.slice(2);
if (!target) {
  console.error('uso: npm run bench:profile-summary -- <arquivo.cpuprofile | pasta> [pedidos]');
  process.exit(2);
}
summarise(newestProfile(target), requests ? Number(requests) : undefined);
