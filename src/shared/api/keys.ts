/**
 * Upstream API keys, as in docs/contracts.md and the `UPSTREAM` var. The app resolves every key
 * to `c.env.UPSTREAM[key]` (worker) or `/api/<key>` (browser through the proxy).
 */
export const API_KEYS = [
  'photo',
  'sharedAlbums',
  'download',
  'storage',
  'customer',
  'orders',
  'voucher',
  'delivery',
  'reorder',
  'reorderDirect',
  'invoice',
  'mapPdf',
  'product',
  'unzipPdf',
  'projects',
  'widgets',
  'identity',
  'emailGateway',
  'cutoff',
  'merchandise',
  'publicConf',
] as const;
export type ApiKey = (typeof API_KEYS)[number];

export function isApiKey(value: string): value is ApiKey {
  return (API_KEYS as readonly string[]).includes(value);
}

/** Default per-call timeout; slow blob downloads pass their own. */
export const DEFAULT_TIMEOUT_MS = 10_000;
