/**
 * When a secret is too weak for production. Secrets we choose (OPS_SECRET) must be long and
 * random; secrets a provider issues (Twilio's 32-hex auth token, an SMTP password, an S3 key)
 * have the provider's format, so for those only empties and known examples are refused.
 */

/** Values seen in tests, docs and tutorials: a copy-paste of one of them is not a secret. */
export const KNOWN_EXAMPLE_SECRETS: readonly string[] = [
  'test-ops-secret', 'e2e-ops-secret', 'workers-test', 'crash-ops-secret', 'changeme', 'change-me', 'change_me',
  'secret', 'segredo', 'password', 'senha', 'pass', 'user', 'admin', 'root', 'token', 'test', 'teste', 'demo',
  '123456', '12345678', 'qwerty', 'letmein', 'minioadmin', 's3rver', 'your_auth_token', 'your-auth-token',
  'wjalrxutnfemi/k7mdeng/bpxrficyexamplekey', 'akiaiosfodnn7example',
];

/** Words that mark a placeholder, wherever they appear in the value. */
const PLACEHOLDER_WORDS = ['changeme', 'change-me', 'change_me', 'example', 'exemplo', 'your_', 'your-', 'seu-', 'sua-', 'xxxx', '…', '...'];

/** The shortest secret we accept where we choose the secret: 32 characters (base64 of 24 random bytes). */
export const STRONG_SECRET_MIN_LENGTH = 32;
/** A random 32-character secret has ~25 distinct characters; under 10 means a pattern. */
const MIN_DISTINCT_CHARACTERS = 10;

export function isKnownExample(value: string): boolean {
  const lower = value.trim().toLowerCase();
  if (KNOWN_EXAMPLE_SECRETS.includes(lower)) return true;
  if (PLACEHOLDER_WORDS.some((word) => lower.includes(word))) return true;
  // A short unit repeated ("abcabcabc…", "aaaa…") is typed, not generated.
  return /^(.{1,8})\1+$/s.test(lower);
}

/** Why a secret we choose is weak (Portuguese, for the refusal line), or null when it is fine. */
export function strongSecretProblem(name: string, value: string | undefined): string | null {
  const secret = value?.trim() ?? '';
  if (secret === '') return `${name} ausente: gere um com \`openssl rand -base64 32\``;
  if (isKnownExample(secret)) return `${name} é um valor de exemplo: gere um com \`openssl rand -base64 32\``;
  if (secret.length < STRONG_SECRET_MIN_LENGTH) {
    return `${name} fraco: tem ${secret.length} caracteres, precisa de ao menos ${STRONG_SECRET_MIN_LENGTH} (\`openssl rand -base64 32\`)`;
  }
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) return `${name} fraco: poucos caracteres diferentes; gere um com \`openssl rand -base64 32\``;
  return null;
}

/** Why a provider-issued secret is unusable, or null: only empty and known examples are refused. */
export function providerSecretProblem(name: string, value: string | undefined): string | null {
  const secret = value?.trim() ?? '';
  if (secret === '') return `${name} ausente`;
  if (isKnownExample(secret)) return `${name} é um valor de exemplo: use o que o provedor emitiu`;
  return null;
}
