import * as z from 'zod/mini';

const ticketResponse = z.object({ ticket: z.string().check(z.minLength(1)) });

/**
 * Fetches a fresh single-use socket ticket (`GET /push/ticket`, same origin, session cookie).
 * Resolves null when signed out (401): reconnecting is pointless then. Throws on other failures,
 * which the socket treats like a dropped connection (retry with backoff).
 */
export async function fetchPushTicket(fetchImpl: typeof fetch = fetch, path = '/push/ticket'): Promise<string | null> {
  const res = await fetchImpl(path, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`push ticket: ${res.status}`);
  return ticketResponse.parse(await res.json()).ticket;
}
