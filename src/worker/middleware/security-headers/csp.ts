/**
 * Only plain origins (scheme://host[:port]) may enter the CSP: a configured value containing
 * `;` or a space would otherwise inject directives.
 */
const ORIGIN = /^(https?|wss?):\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

export function isCspOrigin(value: unknown): value is string {
  return typeof value === 'string' && ORIGIN.test(value);
}

export interface CspSources {
  nonce: string;
  img: readonly string[];
  connect: readonly string[];
  formAction: readonly string[];
}

const join = (base: string, extra: readonly string[]) => [base, ...extra.filter(isCspOrigin)].join(' ');

/** The Content-Security-Policy of every HTML response (DESIGN.md §3). */
export function buildCsp(s: CspSources): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${s.nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    join("img-src 'self' data: blob:", s.img),
    join("connect-src 'self'", s.connect),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    join("form-action 'self'", s.formAction),
    "object-src 'none'",
  ].join('; ');
}

/** 16 random bytes, base64: a fresh nonce for every response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
