/**
 * The embedded upstream's scale seed (development admin endpoint): scale-<n>@example.com with n
 * photos over 25 years, written in chunks and kept when complete. Shared by the scrubber e2e and
 * the timeline bench.
 */
import { DEMO_PASSWORD } from './sign-in';

const CHUNK = 100_000;

async function admin<T>(upstreamUrl: string, path: string, body: unknown): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${upstreamUrl}/photo-management/__admin${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.ok) return JSON.parse(text) as T;
    // wrangler dev may restart the worker mid-request; every call is idempotent.
    if (res.status < 500 || attempt >= 4) throw new Error(`POST ${path} → ${res.status}: ${text}`);
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
}

/** The account holding `photos` photos (seeded now unless a complete one exists). */
export async function scaleSeedAccount(upstreamUrl: string, photos: number): Promise<{ email: string; password: string }> {
  const user = await admin<{ userId: string; email: string; password?: string; count: number }>(upstreamUrl, '/scale-seed', { photos });
  if (user.count !== photos) {
    if (user.count > 0) await admin(upstreamUrl, '/scale-seed/reset', { userId: user.userId });
    const salt = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const now = Date.now();
    for (let start = 0; start < photos; start += CHUNK) {
      await admin(upstreamUrl, '/scale-seed/chunk', {
        userId: user.userId,
        photos,
        start,
        end: Math.min(photos, start + CHUNK),
        salt,
        now,
      });
    }
  }
  return { email: user.email, password: user.password ?? DEMO_PASSWORD };
}
