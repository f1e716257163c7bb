import type { UpstreamCall } from '../../src/worker/middleware/request-log/upstream-calls';
import { stackUrls } from './env';
import { type HttpResult, request } from './http';

export type { UpstreamCall };

/** A person's browser (every agent gets the same streamed page: src/worker/ssr/stream-handlers.ts). */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/**
 * GETs a page with a correlation id of our own, reads it to the end, then asks the worker's
 * development-only `/__dev/upstream-calls/<id>` which upstream calls that page view made (issue 18 §5).
 */
export async function viewWithCalls(
  url: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<{ res: HttpResult; calls: UpstreamCall[] }> {
  const { appUrl } = stackUrls();
  const id = `calls-${crypto.randomUUID()}`;
  const res = await request(url, { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA, 'X-CorrelationId': id, ...headers } });
  // The request's line is written once its stream has ended: a few ms after the last byte.
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await request(`${appUrl}/__dev/upstream-calls/${id}`);
    if (answer.status === 200) return { res, calls: (JSON.parse(answer.body) as { calls: UpstreamCall[] }).calls };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no upstream calls recorded for ${url}`);
}

/** Delays every data API of the embedded upstream (not the identity provider) by `delayMs`; null clears. */
export const DATA_APIS =
  '^/(photo-management|shared-albums-api|download-api|customer-api|order-api|invoice-api|project-api|widget-api|cutoff-api|public-conf|product-api|storage-api)';

export async function delayUpstream(delayMs: number | null): Promise<void> {
  const { upstreamUrl } = stackUrls();
  await fetch(`${upstreamUrl}/__admin/faults`, { method: 'DELETE' });
  if (delayMs === null) return;
  const res = await fetch(`${upstreamUrl}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pathPattern: DATA_APIS, mode: 'delay', delayMs }),
  });
  if (!res.ok) throw new Error(`faults answered ${res.status}`);
}
