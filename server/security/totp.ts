/**
 * Authenticator codes for operators (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator
 * app reads from an otpauth:// QR). A code from the step before or after the server's clock is
 * accepted too, for a phone a little off.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Prêmia Operação';

function totpOf(secret: string, label = 'operador'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits), base32 as the apps type it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, operatorName: string): string {
  return totpOf(secret, operatorName).toString();
}

const PERIOD_MS = 30_000;

/** The 30 s step the code belongs to (the server's, or the one before or after), or null for a wrong code. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / PERIOD_MS) + delta;
}

/** The address as a QR code: an SVG data URL an <img> shows (the console allows data: images). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
