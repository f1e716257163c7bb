import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stackUrls } from '../support/env';
import { request } from '../support/http';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

// Issue 6: the album pages are server-rendered from the upstream (and streamed: shell first).
const { appUrl, upstreamUrl } = stackUrls();
// A person's browser (every agent gets the same streamed page: src/worker/ssr/stream-handlers.ts).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
let demo = '';
let friend = '';

const get = (path: string, cookie: string) => request(`${appUrl}${path}`, { headers: { Cookie: cookie, 'User-Agent': BROWSER } });
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '');

async function setFault(rule: object | null) {
  await fetch(`${upstreamUrl}/__admin/faults`, { method: 'DELETE' });
  if (rule)
    await fetch(`${upstreamUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(rule),
    });
}

beforeAll(async () => {
  demo = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
  friend = (await signIn(appUrl, 'friend@example.com', DEMO_PASSWORD)).header();
});
afterEach(() => setFault(null));

async function albumIds(cookie: string) {
  const res = await request(`${appUrl}/api/photo/albums?limit=49`, { headers: { Cookie: cookie } });
  return (JSON.parse(res.body) as { albums: { albumId: string; albumName: string; isShared: boolean }[] }).albums;
}

describe('album pages (server-rendered)', () => {
  it('the albums list: tabs, New album, own albums and Shared with you in the HTML', async () => {
    const res = await get('/my-photos/albums', demo);
    expect(res.status).toBe(200);
    const html = text(res.body);
    expect(html).toContain('New album');
    expect(html).toContain('Weekend trips');
    expect(html).toContain('Shared with you');
    expect(html).toMatch(/\d+ photos(<[^>]+>|\s|·)+\d{2} [A-Z][a-z]{2} \d{4}</); // the count, then the date as 'dd MMM yyyy'
  });

  it('an album: title, count and created label', async () => {
    const album = (await albumIds(demo)).find((a) => a.albumName === 'Weekend trips')!;
    const res = await get(`/my-photos/albums/${album.albumId}`, demo);
    expect(res.status).toBe(200);
    expect(text(res.body)).toMatch(/data-testid="album-title">Weekend trips</);
    expect(text(res.body)).toMatch(/data-testid="album-count">\d+ photos</);
    expect(text(res.body)).toMatch(/Created (today|yesterday|\d{1,2} [A-Z][a-z]{2} \d{4})/);
  });

  it("another user's album: the error state with the back link, in the HTML", async () => {
    const foreign = (await albumIds(friend))[0]!;
    const res = await get(`/my-photos/albums/${foreign.albumId}`, demo);
    expect(res.status).toBe(200);
    const html = text(res.body);
    expect(html).toContain('Unable to display album. Please refresh the page or try again later.');
    expect(html).toMatch(/href="\/my-photos\/albums"[^>]*>My albums</);
  });

  it('a shared album: the banner, the owner text for its owner, the owner for a participant', async () => {
    const shared = (await albumIds(friend)).find((a) => a.isShared)!;
    const res = await get(`/my-photos/shared-albums/${shared.albumId}`, friend);
    expect(res.status).toBe(200);
    const html = text(res.body);
    expect(html).toContain('Shared albums are no longer supported');
    expect(html).toContain('You&#x27;re sharing this album with');
    // The same album seen by a participant names its owner.
    const seen = text((await get(`/my-photos/shared-albums/${shared.albumId}`, demo)).body);
    expect(seen).toContain('This shared album is owned by friend@example.com.');
  });

  it('the shell is flushed before a slow album list, which follows in the same response', async () => {
    await setFault({ pathPattern: '^/photo-management/albums$', method: 'GET', mode: 'delay', delayMs: 1500 });
    const res = await get('/my-photos/albums', demo);
    expect(res.status).toBe(200);
    expect(res.chunks).toBeGreaterThan(1);
    expect(res.ttlb - res.ttfb).toBeGreaterThan(1000);
    expect(text(res.body)).toContain('Weekend trips');
  });

  it('a failed album list renders its error text in the HTML', async () => {
    await setFault({ pathPattern: '^/photo-management/albums$', method: 'GET', mode: 'status', status: 500 });
    const res = await get('/my-photos/albums', demo);
    expect(res.status).toBe(200);
    expect(text(res.body)).toContain('Unable to display albums. Please refresh the page or try again later.');
    expect(text(res.body)).toContain('New album');
  });
});
