/**
 * TRUST_PROXY names the reverse proxies whose X-Forwarded-For entries are believed, so
 * `request.ip` is the address the last trusted proxy saw. Trusting every hop would let a client
 * prepend any address and pick the one the per-IP rate limits count; a bare hop count cannot
 * check the peer either (Fastify refuses it), so the proxies are named by address.
 */
export type TrustProxy = false | string[];

/**
 * `''` → trust no proxy; `loopback` → a proxy on this machine; `10.0.0.5,10.1.0.0/16` → those
 * addresses (proxy-addr names `loopback`, `linklocal`, `uniquelocal` and CIDR ranges work).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '') return false;
  const addresses = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (addresses.some((part) => /^(true|\*|\d+)$/.test(part))) {
    throw new Error('TRUST_PROXY: informe os endereços dos proxies (ex.: loopback ou 10.0.0.0/8), não "true" nem um número.');
  }
  return addresses;
}
