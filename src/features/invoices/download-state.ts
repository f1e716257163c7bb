/**
 * Invoice downloads per id (account-area §3/§4): in progress → finished (with a blob URL) or
 * failed. A retry starts again from failed; a finished one keeps its URL. Pure.
 */
export type DownloadState = { status: 'InProgress' } | { status: 'Finished'; url: string } | { status: 'Failed'; message?: string };

export type Downloads = Readonly<Record<string, DownloadState>>;

export type DownloadEvent =
  | { type: 'start'; id: string }
  | { type: 'finish'; id: string; url: string }
  | { type: 'fail'; id: string; message?: string };

export function nextDownloads(state: Downloads, e: DownloadEvent): Downloads {
  const current = state[e.id];
  switch (e.type) {
    case 'start':
      return current?.status === 'InProgress' ? state : { ...state, [e.id]: { status: 'InProgress' } };
    case 'finish':
      return current?.status === 'InProgress' ? { ...state, [e.id]: { status: 'Finished', url: e.url } } : state;
    case 'fail':
      return current?.status === 'InProgress'
        ? { ...state, [e.id]: { status: 'Failed', ...(e.message ? { message: e.message } : {}) } }
        : state;
  }
}

/** Key of a download in the state: kind and id, so a map PDF and an invoice with one id don't clash. */
export const downloadKey = (kind: InvoiceKind, id: string) => `${kind}:${id}`;

export type InvoiceKind = 'current' | 'historical' | 'map' | 'product';

const PREFIX: Record<InvoiceKind, string> = { current: 'invoice', historical: 'invoice', map: 'map', product: 'invoice' };

/** A file name a customer recognises: `invoice-<ref>.pdf`, `map-<name>.pdf`; only safe characters. */
export function pdfFileName(kind: InvoiceKind, ref: string): string {
  const safe = ref
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  const base = safe.toLowerCase().startsWith(`${PREFIX[kind]}-`) ? safe : `${PREFIX[kind]}-${safe || 'document'}`;
  return base.toLowerCase().endsWith('.pdf') ? base : `${base}.pdf`;
}
