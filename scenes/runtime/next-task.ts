/** Yielding to the page between steps of the canvas layer's start. Imports nothing: scenes/load.ts uses it before Pixi is loaded. */

interface Scheduler { yield(): Promise<void> }

/**
 * Lets the page run (input, React, other tasks) before the next step: `scheduler.yield()` where the
 * browser has it (continues ahead of other queued tasks), else a message-channel task, which is not
 * clamped like a nested `setTimeout(0)`.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
