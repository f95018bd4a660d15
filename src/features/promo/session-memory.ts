/** What the widgets remember for this session only (spec: position, and a closed type 3). */
const POSITIONS = 'promo.positions';
const CLOSED = 'promo.closed';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the widgets simply forget.
  }
}

export type Positions = Record<string, { x: number; y: number }>;

export const rememberedPositions = (): Positions => read<Positions>(POSITIONS, {});
export function rememberPosition(id: string, x: number, y: number): void {
  write(POSITIONS, { ...rememberedPositions(), [id]: { x, y } });
}

export const closedWidgets = (): string[] => read<string[]>(CLOSED, []);
export function closeForSession(id: string): void {
  write(CLOSED, [...new Set([...closedWidgets(), id])]);
}
