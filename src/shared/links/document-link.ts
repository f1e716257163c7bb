/**
 * The plain link of a PDF (an invoice, a historical invoice, an order map, a product's invoice):
 * `GET /documents/{kind}/{id}` on the app, answered by the worker with the file as an attachment
 * (src/worker/documents). The download button is a GET form to it, so it works before hydration
 * and without JavaScript; the hydrated page downloads through /api and shows its states instead.
 * Only same-site paths go back on a failure (`back`): the customer returns to the page they were on.
 */
export const DOCUMENT_KINDS = ['current', 'historical', 'map', 'product'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentLink {
  kind: DocumentKind;
  id: string;
  /** The shop of a historical invoice (its id is per shop). */
  channel?: string;
  /** What the file is named after (order reference, map name); the worker makes it a safe name. */
  name: string;
  /** The page the link is on: where a failed download returns, with that row's error. */
  back: string;
}

const ID = /^[A-Za-z0-9._-]{1,100}$/;
const BACK = /^\/(invoices|orders\/[A-Za-z0-9_-]{1,64})$/;
const NAME_MAX = 200;

export const isDocumentKind = (v: string): v is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(v);

/** The GET form of a document: its action and the hidden fields, in a stable order. */
export function documentForm(l: DocumentLink): { action: string; fields: [string, string][] } {
  const fields: [string, string][] = [['name', l.name.slice(0, NAME_MAX)]];
  if (l.channel) fields.push(['channel', l.channel]);
  fields.push(['back', l.back]);
  return { action: `/documents/${l.kind}/${encodeURIComponent(l.id)}`, fields };
}

/** The request of `GET /documents/{kind}/{id}?…` checked, or null. A bad `back` becomes /invoices. */
export function parseDocumentRequest(kind: string, id: string, query: (name: string) => string | undefined): DocumentLink | null {
  if (!isDocumentKind(kind) || !ID.test(id)) return null;
  const channel = query('channel');
  if (kind === 'historical' && !(channel && ID.test(channel))) return null;
  const back = query('back') ?? '';
  return {
    kind,
    id,
    ...(kind === 'historical' ? { channel } : {}),
    name: (query('name') ?? id).slice(0, NAME_MAX),
    back: BACK.test(back) ? back : '/invoices',
  };
}

/** The row's key in the page's download state (`kind:id`, a historical invoice `historical:id/channel`). */
export const documentKey = (l: Pick<DocumentLink, 'kind' | 'id' | 'channel'>): string =>
  `${l.kind}:${l.kind === 'historical' ? `${l.id}/${l.channel}` : l.id}`;

/** `?failed=` of a page: the key (documentKey) of the row whose plain download failed, or undefined. */
export function validateFailedDownload(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > 220) return undefined;
  const colon = raw.indexOf(':');
  const kind = raw.slice(0, colon);
  const [id = '', channel, extra] = raw.slice(colon + 1).split('/');
  if (colon < 0 || !isDocumentKind(kind) || !ID.test(id) || extra !== undefined) return undefined;
  return (kind === 'historical') === (channel !== undefined && ID.test(channel)) ? raw : undefined;
}
