/**
 * The panel's stage, mirrored on the phones: `mirrorToPhones(api)` returns the same stage api, and
 * every command made through it (a method that returns nothing or a promise: `show`, `setParams`,
 * `wheel().start()`…) is sent to the joined phones as a `StageCall` too. Methods that return an
 * object (`wheel()`, `gift()`) lead to it; those that return a value (`stats()` fields) are reads.
 */
import { PHONE_EVENTS } from './phone-protocol.ts';
import type { StageCall } from './phone-protocol.ts';

/** The stage's state for a phone that joins: the last call of each stage method since the last scene switch. */
const state = new Map<string, StageCall>();

export function stateCalls(): StageCall[] {
  return [...state.values()];
}

function remember(call: StageCall): void {
  if (call.path.length !== 1) return; // a scene's own command (wheel().start()) happens once
  const [name] = call.path as [string];
  if (name === 'show' || name === 'hide') state.clear();
  state.set(name, call);
}

export function sendToPhones(calls: StageCall[], to?: string): void {
  import.meta.hot?.send(PHONE_EVENTS.toPhones, { to, calls });
}

function broadcast(path: string[], args: unknown[]): void {
  // A copy as it is now: the panel edits its values object in place after the call.
  const call: StageCall = { path, args: JSON.parse(JSON.stringify(args)) as unknown[] };
  remember(call);
  sendToPhones([call]);
}

const isThenable = (value: unknown): boolean => typeof (value as { then?: unknown } | null)?.then === 'function';

function mirrored<T extends object>(target: T, path: string[]): T {
  return new Proxy(target, {
    get(obj, name) {
      const value: unknown = Reflect.get(obj, name, obj);
      const own = Reflect.getOwnPropertyDescriptor(obj, name);
      // A frozen property must read as itself (a proxy's rule), and symbols are no stage calls.
      if (typeof name !== 'string' || (own && !own.configurable && !own.writable)) return value;
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          // Called on the real object: classes with private fields refuse a proxy as `this`.
          const result: unknown = Reflect.apply(value as (...a: unknown[]) => unknown, obj, args);
          if (result === undefined || isThenable(result)) broadcast([...path, name], args);
          else if (typeof result === 'object' && result !== null) return mirrored(result, [...path, name]);
          return result;
        };
      }
      return typeof value === 'object' && value !== null ? mirrored(value, [...path, name]) : value;
    },
  });
}

export function mirrorToPhones<T extends object>(api: T): T {
  return mirrored(api, []);
}
