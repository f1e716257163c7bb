import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stackUrls } from '../support/env';
import { request } from '../support/http';

/**
 * Static assets as the field serves them (issue 15): Workers static assets apply public/_headers
 * under wrangler dev as in production, and public/.assetsignore keeps build internals unserved.
 */
const { appUrl } = stackUrls();
// The client build the stack serves (scripts/build.mjs writes this list from Vite's manifest).
const assets = JSON.parse(readFileSync('src/worker/ssr/client-assets.gen.json', 'utf8')) as { entry: string; css: string[] };

describe('static assets', () => {
  it('serves a hashed script for a year, immutable, with nosniff', async () => {
    expect(assets.entry).toMatch(/^\/assets\/.+-[\w-]{7}\.js$/);
    const res = await request(`${appUrl}${assets.entry}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toMatch(/sourceMappingURL/);
  });

  it('serves a hashed stylesheet the same way', async () => {
    const css = assets.css[0];
    expect(css).toBeDefined();
    const res = await request(`${appUrl}${css}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives a file without a hash in its name a short cache', async () => {
    const res = await request(`${appUrl}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['the Vite manifest', '/.vite/manifest.json'],
    ['a source map', `${assets.entry}.map`],
    ['an unknown hashed asset', '/assets/gone-0123abcd.js'],
  ])('answers 404 for %s (no sign-in redirect, nothing of the build)', async (_what, path) => {
    const res = await request(`${appUrl}${path}`);
    expect(res.status).toBe(404);
    expect(res.body).not.toMatch(/"file"|"mappings"|"sources"/);
  });

  it.each(['/_headers', '/.assetsignore'])('does not serve the asset configuration %s', async (path) => {
    const res = await request(`${appUrl}${path}`);
    expect(res.body).not.toMatch(/Cache-Control|\*\.map/);
  });
});
