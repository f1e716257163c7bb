import { CORRELATION_ID_HEADER } from '../middleware/correlation-id';

const TIMEOUT_MS = 8000;

/**
 * POST to an upstream confirm endpoint; true on 2xx. No redirects followed, a timeout, the
 * standard headers. Any failure (network, timeout, non-2xx) is false: the caller shows the flow's
 * error page. The status is returned for the log.
 *
 * TODO(issue 4, item 4): use the typed clients src/shared/api/identity.ts and email-gateway.ts
 * when they land; they were not there when this was written.
 */
export async function postConfirm(
  url: string,
  opts: { correlationId: string; accessToken?: string; body?: unknown },
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: boolean; status: number }> {
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Cache-Control': 'no-cache',
        [CORRELATION_ID_HEADER]: opts.correlationId,
        ...(opts.accessToken ? { Authorization: `Bearer ${opts.accessToken}` } : {}),
      },
      body: JSON.stringify(opts.body ?? {}),
    });
    await res.body?.cancel();
    return { ok: res.status >= 200 && res.status < 300, status: res.status };
  } catch {
    return { ok: false, status: 0 };
  }
}
