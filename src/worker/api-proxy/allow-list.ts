import type { ApiKey } from '../../shared/api/keys';

/** What a proxied call may carry: nothing, a JSON body, or an image upload. */
export type BodyKind = 'none' | 'json' | 'upload';
export type ProxyMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ProxyRule {
  key: ApiKey;
  method: ProxyMethod;
  /** Matched against the path after `/api/<key>` (always starting with `/`, or '' for the base). */
  pattern: RegExp;
  body: BodyKind;
  /** The answer names the customer's account: its `accountId` fields are dropped (account-id-out.ts). */
  namesAccount?: true;
}

/** One path segment: ids, codes, uuids, e-mail-like subs; `.`/`..` and encoded separators are refused earlier. */
const S = '[A-Za-z0-9_~@%-][A-Za-z0-9._~@%-]{0,199}';
const N = '\\d{1,12}';

const r = (key: ApiKey, method: ProxyMethod, path: string, body: BodyKind = method === 'GET' ? 'none' : 'json'): ProxyRule => ({
  key,
  method,
  pattern: new RegExp(`^${path.replaceAll('{s}', S).replaceAll('{n}', N)}$`),
  body,
});

/** A read whose answer names the customer's account (the upstream's `accountId`). */
const naming = (rule: ProxyRule): ProxyRule => ({ ...rule, namesAccount: true });

/**
 * Every upstream call the hydrated client may make through `/api/<key>/<path>` (specs §7).
 * Anything not listed is refused with 404 before the upstream is contacted. Not here: the writes of
 * the settings, address, widget, gallery and FTP forms and the identity requests (one write path:
 * the form's worker action, src/worker/forms) and the confirmation-link calls (identity confirm,
 * e-mail gateway), which run server-side from the pages.
 */
export const ALLOW_LIST: readonly ProxyRule[] = [
  // Photo management
  r('photo', 'GET', '/users'),
  r('photo', 'GET', '/users/timeline'),
  r('photo', 'GET', '/photos/timeline/{n}/{n}'),
  r('photo', 'GET', '/photos'),
  r('photo', 'GET', '/users/activate'),
  r('photo', 'POST', '/users/activate'),
  r('photo', 'DELETE', '/photos'),
  r('photo', 'DELETE', '/photos/all'),
  r('photo', 'GET', '/albums'),
  r('photo', 'POST', '/albums'),
  r('photo', 'GET', '/albums/{s}'),
  r('photo', 'PATCH', '/albums/{s}'),
  r('photo', 'DELETE', '/albums/{s}'),
  r('photo', 'GET', '/albums/{s}/photos'),
  r('photo', 'POST', '/albums/{s}/photos'),
  r('photo', 'DELETE', '/albums/{s}/photos'),
  r('photo', 'GET', '/temp-selections/{s}'),
  r('photo', 'POST', '/temp-selections'),
  // Shared albums
  r('sharedAlbums', 'GET', '/shared-albums'),
  r('sharedAlbums', 'GET', '/users'),
  r('sharedAlbums', 'GET', '/shared-albums/{s}'),
  r('sharedAlbums', 'GET', '/shared-albums/{s}/participants'),
  r('sharedAlbums', 'GET', '/shared-albums/{s}/photos'),
  r('sharedAlbums', 'DELETE', '/shared-albums/{s}'),
  // Downloads
  r('download', 'GET', '/downloads'),
  r('download', 'GET', '/downloads/{s}/url'),
  r('download', 'POST', '/downloads'),
  r('download', 'POST', '/shared-album-downloads'),
  // Cancels an archive job still being built (issue 34 §3); sent without a body, like activate.
  r('download', 'POST', '/downloads/{s}/cancel'),
  // Storage (the only upload endpoint)
  r('storage', 'POST', '/uploads', 'upload'),
  naming(r('storage', 'GET', '/uploads/{s}')),
  r('storage', 'POST', '/getanonymousuploads'),
  // Customer: reads only; every save is the form's worker action (src/worker/forms)
  naming(r('customer', 'GET', '/customers/me')),
  r('customer', 'GET', '/customers/me/addresses'),
  // Orders
  naming(r('orders', 'GET', '/v2/superorders/me')),
  naming(r('orders', 'GET', '/v1/superorders/{s}')),
  r('orders', 'GET', '/orders/byAccount/me'),
  r('orders', 'GET', '/v1/Orders/{s}'),
  r('orders', 'GET', '/v1/OnlineProducts/me'),
  r('orders', 'GET', '/v1/OnlineProducts/me/{s}'),
  r('voucher', 'GET', '/api/v1/campaigns/offers/{s}'),
  r('voucher', 'GET', '/api/v1/campaigns/offers/byProduct/{s}'),
  r('delivery', 'GET', '/OrderDeliveryDates/{s}'),
  r('reorder', 'GET', '/reorder/status/{s}'),
  // Invoices, map PDFs, products, unzip-pdf
  r('invoice', 'GET', '/api/v1/InvoiceGroupFiles/me'),
  r('invoice', 'GET', '/api/v1/InvoiceGroupFiles/me/{s}'),
  r('invoice', 'GET', '/api/v1/HistoricalInvoice/me'),
  r('invoice', 'GET', '/api/v1/HistoricalInvoice/me/pdf/{s}/{s}'),
  r('mapPdf', 'GET', '/v1/Pdfs/me'),
  r('mapPdf', 'GET', '/v1/Pdfs/me/{s}'),
  r('product', 'GET', '/v1/Products/{s}'),
  r('unzipPdf', 'GET', '/v1/pdf/me/{s}'),
  // Projects
  // By account id, named `me` by the browser (it never holds the id): own-account.ts puts it in.
  r('projects', 'GET', '/api/v2/projects/me'),
  // Widgets and gallery: reads only; writes are the /widgets form actions
  r('widgets', 'GET', '/v1/widget/all'),
  r('widgets', 'GET', '/v1/widget/{s}'),
  r('widgets', 'GET', '/v1/galleryentries'),
  r('widgets', 'GET', '/v1/galleryentries/{s}'),
  r('widgets', 'GET', '/v1/categories'),
  r('widgets', 'GET', '/v1/blockedorders/{s}'),
  // Catalogue and config
  r('cutoff', 'GET', '/v1/ArticleGroup'),
  r('cutoff', 'GET', '/v1/Campaign/{s}'),
  r('merchandise', 'POST', ''),
  r('publicConf', 'GET', '/{s}'),
];

/** The rule allowing `method` on `path` of `key`, if any. */
export function findRule(key: ApiKey, method: string, path: string): ProxyRule | undefined {
  return ALLOW_LIST.find((rule) => rule.key === key && rule.method === method && rule.pattern.test(path));
}

/** Whether any rule exists for the path with another method (→ 405 instead of 404). */
export function pathKnown(key: ApiKey, path: string): boolean {
  return ALLOW_LIST.some((rule) => rule.key === key && rule.pattern.test(path));
}
