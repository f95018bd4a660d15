/**
 * Core pinning for the scenes benchmark. On this 2-core machine the "GPU" is SwiftShader, which
 * rasterises on the same CPU cores as the page's main thread; a phone has a GPU of its own. Left
 * alone, the scheduler preempts the main thread mid-frame for SwiftShader, and Chrome's CPU
 * throttle (a thread that interrupts the main thread every 200 µs and spins it for (rate − 1)
 * times the time it ran, up to 1 ms) then multiplies those stalls too: 5 ms lumps land inside
 * 0.1 ms frames. So the page's main thread and the throttling thread get core 1 to themselves and
 * everything else (GPU process, browser, compositor, this runner) shares core 0.
 * Linux with `taskset` and at least 2 cores; elsewhere nothing is pinned and the report says so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const MEASURED_CORE_MASK = '2';
const OTHER_CORES_MASK = '1';
/** Renderer threads that run the measured work: its main thread and Chrome's CPU throttler. */
const MEASURED_THREADS = /^CPUThrottling/;

export function canPin(): boolean {
  return process.platform === 'linux' && availableParallelism() >= 2 && existsSync('/usr/bin/taskset');
}

function setAffinity(mask: string, tid: string): void {
  try {
    execFileSync('taskset', ['-p', mask, tid], { stdio: 'ignore' });
  } catch {
    // The thread ended between listing and pinning: nothing to pin.
  }
}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function threadsOf(pid: string): string[] {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // the process ended
  }
}

/** This runner (and the Vite server inside it) stays off the measured core. */
export function pinSelf(): void {
  for (const tid of threadsOf('self')) setAffinity(OTHER_CORES_MASK, tid);
}

/** Call after each navigation: a new page may live in a new renderer process. */
export function pinBrowser(): void {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const cmdline = read(`/proc/${pid}/cmdline`);
    if (!cmdline.includes('chrom')) continue;
    const renderer = cmdline.includes('--type=renderer');
    for (const tid of threadsOf(pid)) {
      const measured = renderer && (tid === pid || MEASURED_THREADS.test(read(`/proc/${pid}/task/${tid}/comm`).trim()));
      setAffinity(measured ? MEASURED_CORE_MASK : OTHER_CORES_MASK, tid);
    }
  }
}
