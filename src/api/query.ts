/**
 * Query strings the way the server reads them: arrays as `name[]=a&name[]=b` with literal brackets
 * (axios 1.x's default percent-encodes them to `name%5B%5D`, which is equal once decoded but not
 * what spec §7 writes), undefined and null left out.
 */
export function serializeParams(params: Record<string, unknown> | URLSearchParams | null | undefined): string {
  if (!params) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== undefined && item !== null) parts.push(`${encodeURIComponent(key)}[]=${encodeURIComponent(scalar(item))}`);
      }
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(scalar(value))}`);
    }
  }
  return parts.join('&');
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
