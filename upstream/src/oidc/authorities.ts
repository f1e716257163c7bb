import type { UpstreamBindings } from '../env';

/** OIDC authorities: 'se' serves the Swedish brand, 'main' every other brand. */
export const AUTHORITIES = ['main', 'se'] as const;
export type Authority = (typeof AUTHORITIES)[number];

export function isAuthority(value: string): value is Authority {
  return (AUTHORITIES as readonly string[]).includes(value);
}

/** Issuer URL of an authority, e.g. `http://127.0.0.1:8788/oidc/main`. */
export function issuerOf(env: Pick<UpstreamBindings, 'PUBLIC_BASE_URL'>, authority: Authority): string {
  return `${env.PUBLIC_BASE_URL.replace(/\/+$/, '')}/oidc/${authority}`;
}

/** The authority whose issuer is `iss`, or null for a foreign issuer. */
export function authorityOfIssuer(env: Pick<UpstreamBindings, 'PUBLIC_BASE_URL'>, iss: string): Authority | null {
  return AUTHORITIES.find((a) => issuerOf(env, a) === iss) ?? null;
}
