/**
 * Keyed hashes and signatures, derived from the one LEADS_SECRET with a label per use: the salted
 * hash of a client's IP address (the raw address is never stored), the content hash of a lead, the
 * signed newsletter confirmation token and the advisers' signed links to a lead. Web Crypto only
 * (Deno and Node).
 */
import type { Lead } from '../_shared/lead-schema.ts';

const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const importHmac = (raw: BufferSource) =>
  crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

async function hmac(key: CryptoKey, text: string) {
  return await crypto.subtle.sign('HMAC', key, encoder.encode(text));
}

/** A key for one use: HMAC-SHA-256(secret, label). */
async function derivedKey(secret: string, label: string): Promise<CryptoKey> {
  const master = await importHmac(encoder.encode(secret));
  return importHmac(await hmac(master, label));
}

/** Constant-time comparison of two strings. */
export function sameText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  }
  return difference === 0;
}

/** Sorted keys at every level, so equal content always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 of what the visitor entered, the form's kind with it: equal for a true repeat. The
 * envelope (ids, version, honeypot, attribution) and the page the form stood on are left out: the
 * same request sent again from another page or after a reload is still the same content.
 */
export async function contentHash(lead: Lead): Promise<string> {
  const envelope = new Set([
    'submissionId',
    'consentVersion',
    'website',
    'attribution',
    'pageName',
  ]);
  const fields = Object.fromEntries(
    Object.entries(lead.data).filter(([key]) => !envelope.has(key)),
  );
  const digest = await crypto.subtle.digest(
    'SHA-256',
    encoder.encode(canonicalJson({ kind: lead.kind, fields })),
  );
  return hex(digest);
}

export interface Secrets {
  /** The salted hash of a client address (hex). */
  clientHash(address: string): Promise<string>;
  /** A confirmation token for a subscription, valid until `expiresAt`. */
  confirmationToken(subscriptionId: string, expiresAt: Date): Promise<string>;
  /** The subscription id of a genuine, unexpired token; undefined otherwise. */
  verifyConfirmationToken(token: string, now: Date): Promise<string | undefined>;
  /** An adviser's link token to one lead, valid until `expiresAt`. */
  adviserLinkToken(link: AdviserLink, expiresAt: Date): Promise<string>;
  /** The lead and adviser of a genuine token, or why it is refused. */
  verifyAdviserLinkToken(token: string, now: Date): Promise<AdviserLink | 'invalid' | 'expired'>;
}

/** What an adviser's link is bound to: one lead and one adviser. */
export interface AdviserLink {
  leadId: string;
  adviserId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key derived on first use and kept: no crypto work for a request that needs none. */
function lazyKey(secret: string, label: string): () => Promise<CryptoKey> {
  let key: Promise<CryptoKey> | undefined;
  return () => (key ??= derivedKey(secret, label));
}

export function createSecrets(leadsSecret: string): Secrets {
  const clientKey = lazyKey(leadsSecret, 'client-address-hash');
  const confirmationKey = lazyKey(leadsSecret, 'newsletter-confirmation');
  const adviserKey = lazyKey(leadsSecret, 'adviser-link');
  const sign = async (subscriptionId: string, expires: number) =>
    base64url(await hmac(await confirmationKey(), `${subscriptionId}.${expires}`));
  const signLink = async (leadId: string, adviserId: string, expires: number) =>
    base64url(await hmac(await adviserKey(), `${leadId}.${adviserId}.${expires}`));

  return {
    async clientHash(address) {
      return hex(await hmac(await clientKey(), address.trim().toLowerCase())).slice(0, 40);
    },
    async confirmationToken(subscriptionId, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${subscriptionId}.${expires}.${await sign(subscriptionId, expires)}`;
    },
    async verifyConfirmationToken(token, now) {
      const [id, expiresText, signature, ...rest] = token.split('.');
      if (!id || !UUID.test(id) || !expiresText || !/^\d{1,12}$/.test(expiresText)) return;
      if (!signature || rest.length > 0) return;
      const expires = Number(expiresText);
      if (!sameText(signature, await sign(id, expires))) return;
      if (expires * 1000 < now.getTime()) return;
      return id.toLowerCase();
    },
    async adviserLinkToken({ leadId, adviserId }, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${leadId}.${adviserId}.${expires}.${await signLink(leadId, adviserId, expires)}`;
    },
    async verifyAdviserLinkToken(token, now) {
      const [leadId, adviserId, expiresText, signature, ...rest] = token.split('.');
      if (!leadId || !UUID.test(leadId) || !adviserId || !UUID.test(adviserId)) return 'invalid';
      if (!expiresText || !/^\d{1,12}$/.test(expiresText) || !signature || rest.length > 0) {
        return 'invalid';
      }
      const expires = Number(expiresText);
      if (!sameText(signature, await signLink(leadId, adviserId, expires))) return 'invalid';
      // Checked after the signature: a forged token learns nothing about expiry.
      if (expires * 1000 < now.getTime()) return 'expired';
      return { leadId: leadId.toLowerCase(), adviserId: adviserId.toLowerCase() };
    },
  };
}
