import { normalizeHost } from './brands';

/**
 * Generic second-level labels that registries put under a country TLD (`co.uk`, `com.au`,
 * `co.nz`, `com.br`, `org.uk`, `ne.jp`, …). We do not use the spec's looser reading "any label of
 * at most 3 characters before a 2-letter TLD": it would turn `my.hp.nl` into the cookie domain
 * `my.hp.nl` instead of `hp.nl`. A fixed list is predictable and can be extended when a brand
 * moves into a new market.
 */
const GENERIC_SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'ltd', 'plc', 'me', 'ne', 'or', 'gv', 'nom', 'gob']);

/** Country second-level domains that don't follow the generic pattern above. */
const EXPLICIT_SECOND_LEVEL = new Set(['gc.ca', 'kiwi.nz', 'priv.no', 'tm.fr']);

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}

function isCountrySecondLevel(lastTwo: string[]): boolean {
  const [sld, tld] = lastTwo;
  if (!sld || !tld) return false;
  if (EXPLICIT_SECOND_LEVEL.has(`${sld}.${tld}`)) return true;
  return /^[a-z]{2}$/.test(tld) && GENERIC_SECOND_LEVEL.has(sld);
}

/**
 * The cookie `Domain` for a host: the spec's reduction to the last two labels, or three when the
 * last two are a country second-level domain (`my.photobloom.co.uk` → `photobloom.co.uk`).
 * Undefined means "host-only cookie": `localhost`, `*.localhost` (Chromium refuses
 * Domain=localhost), IP addresses, single labels and bare public suffixes such as `co.uk`.
 */
export function cookieDomainFor(host: string): string | undefined {
  const h = normalizeHost(host);
  if (!h || isIpAddress(h)) return undefined;
  const labels = h.split('.');
  if (labels.some((l) => l.length === 0)) return undefined;
  if (labels[labels.length - 1] === 'localhost') return undefined;
  const keep = isCountrySecondLevel(labels.slice(-2)) ? 3 : 2;
  if (labels.length < keep) return undefined;
  return labels.slice(-keep).join('.');
}
