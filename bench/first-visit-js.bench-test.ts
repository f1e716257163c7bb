import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { expect, it } from 'vitest';
import { BUDGETS, type FirstVisit, formatFirstVisits, KB, measureFirstVisits } from '../tests/support/bundle-size';
import { stackUrls } from '../tests/support/env';
import { browserCookies, mainPages } from './pages';

const { appUrl } = stackUrls();
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

/** Chromium's own count: every script response of a signed-in first visit until the network is idle. */
async function inChromium(pages: { name: string; path: string; cookie: string }[]) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const out = new Map<string, { gzip: number; requests: number; files: string[] }>();
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      await context.addCookies(browserCookies(page.cookie));
      const tab = await context.newPage();
      const seen: Promise<{ file: string; gzip: number }>[] = [];
      tab.on('response', (r) => {
        if (r.request().resourceType() !== 'script') return;
        // Bytes on the wire as gzip at zlib's default level (what the size test counts), whatever the dev server sent.
        seen.push(r.body().then((b) => ({ file: new URL(r.url()).pathname, gzip: gzipSync(b).length })));
      });
      await tab.goto(`${appUrl}${page.path}`, { waitUntil: 'networkidle', timeout: 120_000 });
      await tab.waitForTimeout(1_000);
      const scripts = await Promise.all(seen);
      out.set(page.name, { gzip: scripts.reduce((s, x) => s + x.gzip, 0), requests: scripts.length, files: scripts.map((s) => s.file) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

it('prints the JavaScript of a signed-in first visit per main page, from the build and as Chromium fetches it', async () => {
  const visits = measureFirstVisits();
  const pages = await mainPages(appUrl);
  const seen = await inChromium(pages);
  const rows = visits.map((v: FirstVisit) => {
    const c = seen.get(v.path);
    const extra = c ? c.files.filter((f) => !v.files.includes(f.replace(/^\//, ''))) : [];
    const missing = c ? v.files.filter((f) => !c.files.includes(`/${f}`)) : [];
    return `${v.path.padEnd(26)} build ${kb(v.gzip).padStart(9)} / ${String(v.requests).padStart(2)} req   Chromium ${c ? `${kb(c.gzip).padStart(9)} / ${String(c.requests).padStart(2)} req` : 'n/a'}${extra.length ? `   fetched beyond the build's list: ${extra.join(' ')}` : ''}${missing.length ? `   not fetched: ${missing.join(' ')}` : ''}`;
  });
  console.log(
    `\n${formatFirstVisits(visits)}\n\nFirst visit, build vs Chromium (budget ${kb(BUDGETS.landing)} in ${BUDGETS.landingRequests} requests):\n${rows.join('\n')}\n`,
  );
  expect(seen.size).toBe(visits.length);
}, 900_000);
