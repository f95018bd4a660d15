/**
 * One key per tap: the server answers a repeated key with the first draw, so a retry after a lost
 * answer never draws twice. 32 hex characters, inside the contract's `[A-Za-z0-9_-]{8,64}`.
 */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
