import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stackUrls } from '../support/env';
import { request } from '../support/http';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';
import { BROWSER_UA } from '../support/upstream-calls';

// Issue 35 §4: every part of /widgets fails on its own. A failing gallery-entries or categories
// call is the gallery's error (with its reference); the widgets, their embed codes and actions stay.
const { appUrl, upstreamUrl } = stackUrls();
let cookie = '';

const faults = (rule?: Record<string, unknown>) =>
  fetch(`${upstreamUrl}/__admin/faults`, {
    method: rule ? 'POST' : 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: rule ? JSON.stringify({ mode: 'status', status: 500, times: 50, ...rule }) : undefined,
  });

beforeAll(async () => {
  await faults();
  cookie = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
});
afterEach(async () => {
  await faults();
});

describe('/widgets with one of its calls failing', () => {
  it.each([
    ['gallery entries', '^/widget-api/v1/galleryentries'],
    ['categories', '^/widget-api/v1/categories'],
  ])('%s: the widgets show, the gallery says it failed', async (_name, pathPattern) => {
    const before = await request(`${appUrl}/widgets`, { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } });
    const widgets = (before.body.match(/data-testid="widget-preview"/g) ?? []).length;
    expect(widgets, 'the demo account has widgets').toBeGreaterThan(0);
    expect(await faults({ pathPattern }).then((r) => r.status)).toBe(201);
    const res = await request(`${appUrl}/widgets`, { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('An error occurred loading your widgets');
    expect((res.body.match(/data-testid="widget-preview"/g) ?? []).length).toBe(widgets);
    expect(res.body).toContain('An error occurred loading the gallery');
    expect(res.body).toContain(`Reference: ${res.headers['x-correlationid']}`);
  });
});
