/**
 * A stable browser fingerprint (spec §3 device_id): SHA-256 of traits that stay the same across
 * visits, as 43 base64url characters (matches deviceTokenRequest: [A-Za-z0-9_-]{8,128}).
 */

/** Each trait is read on its own: a missing API costs that trait, not the fingerprint. */
function safe(read: () => unknown): string {
  try {
    const value = read();
    return value === undefined || value === null ? '' : String(value);
  } catch {
    return '';
  }
}

function canvasTrait(doc: Document): string {
  try {
    const canvas = doc.createElement('canvas');
    canvas.width = 200;
    canvas.height = 40;
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    ctx.textBaseline = 'top';
    ctx.font = '16px Arial';
    ctx.fillStyle = '#f60';
    ctx.fillRect(100, 1, 62, 20);
    ctx.fillStyle = '#069';
    ctx.fillText('Prêmia ✓ 1,2,3', 2, 15);
    return canvas.toDataURL();
  } catch {
    return '';
  }
}

export function fingerprintTraits(win: Window = window): string[] {
  const nav = win.navigator;
  return [
    safe(() => nav.userAgent),
    safe(() => (nav.languages ?? []).join(',')),
    safe(() => nav.language),
    safe(() => `${win.screen.width}x${win.screen.height}`),
    safe(() => win.screen.colorDepth),
    safe(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    safe(() => new Date().getTimezoneOffset()),
    safe(() => nav.hardwareConcurrency),
    safe(() => nav.platform),
    safe(() => nav.maxTouchPoints),
    canvasTrait(win.document),
  ];
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** FNV-1a, four seeds: only when SubtleCrypto is missing (plain-http origins other than localhost). */
function fallbackHash(text: string): Uint8Array {
  const out = new Uint8Array(16);
  const view = new DataView(out.buffer);
  for (let seed = 0; seed < 4; seed += 1) {
    let hash = 0x811c9dc5 ^ (seed * 0x9e3779b9);
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    view.setUint32(seed * 4, hash >>> 0);
  }
  return out;
}

export async function hashTraits(traits: readonly string[], subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<string> {
  const text = traits.join('\u241e');
  if (subtle) {
    try {
      const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
      return base64url(new Uint8Array(digest));
    } catch {
      // Fall through to the non-cryptographic hash: a fingerprint is an identifier, not a secret.
    }
  }
  return base64url(fallbackHash(text));
}

/**
 * The same traits, read in two tasks: a page's first Intl.DateTimeFormat loads ICU's zone data
 * (about 65 ms on a slow phone, `npm run bench:startup`) and the canvas trait costs about 25 ms
 * more, so together they made one long task at start-up. The time zone is read once first, the
 * browser gets its turn, then every trait is read as before (ICU's data is loaded by then).
 */
export async function computeDeviceId(win: Window = window): Promise<string> {
  safe(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await new Promise<void>((resolve) => { setTimeout(resolve, 0); });
  return hashTraits(fingerprintTraits(win));
}
