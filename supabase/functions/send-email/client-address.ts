/**
 * The visitor's address as the platform knows it, for the per-client rate window. A client can
 * write any X-Forwarded-For it likes; each proxy in front of the function appends the address it
 * received the request from. So only the entries the trusted proxies appended, counted from the
 * right, are believed: with one trusted hop (Supabase's gateway) the last entry is the address
 * that connected to it. Or a named header that the platform sets and overwrites
 * (CLIENT_ADDRESS_HEADER, e.g. cf-connecting-ip behind Cloudflare).
 */

export interface ClientAddressRule {
  /** Proxies in front of the function that append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedHops: number;
  /** A header the platform sets with the client's address, read instead (CLIENT_ADDRESS_HEADER). */
  header?: string;
}

/**
 * The client's address: the named header's value, else the X-Forwarded-For entry the outermost
 * trusted proxy appended, else the socket's peer (a request that did not pass the proxies).
 */
export function clientAddressOf(headers: Headers, peer: string, rule: ClientAddressRule): string {
  if (rule.header) {
    // A repeated header arrives joined by commas: the platform's own value is the last one.
    const value = headers.get(rule.header)?.split(',').at(-1)?.trim();
    return value || peer;
  }
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.length >= rule.trustedHops ? (hops[hops.length - rule.trustedHops] ?? peer) : peer;
}
