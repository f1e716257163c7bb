// The sink works with a real SDK: toucan-js (what the app worker uses) posts to the URL it derives
// from a DSN on the upstream, and the report shows up in /__admin/error-reports.
import { SELF } from 'cloudflare:test';
import { Toucan } from 'toucan-js';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { BASE } from '../setup-auth';

it('captures an exception sent by toucan-js to a DSN on the upstream', async () => {
  const urls: string[] = [];
  const pending: Promise<unknown>[] = [];
  const sentry = new Toucan({
    dsn: 'http://publickey@127.0.0.1:8788/error-reports/7',
    context: { waitUntil: (p: Promise<unknown>) => void pending.push(p) },
    transportOptions: {
      fetcher: (input: RequestInfo | URL, init?: RequestInit) => {
        urls.push(String(input));
        return SELF.fetch(input, init);
      },
    },
  });
  const eventId = sentry.captureException(new Error('sdk boom'));
  await Promise.all(pending);
  expect(urls[0]).toMatch(/^http:\/\/127\.0\.0\.1:8788\/error-reports\/api\/7\/envelope\/\?/);
  const list = z
    .object({ reports: z.array(z.object({ project: z.string(), eventId: z.string().nullable(), message: z.string().nullable() })) })
    .parse(await (await SELF.fetch(`${BASE}/__admin/error-reports`)).json());
  expect(list.reports[0]).toEqual({ project: '7', eventId, message: 'Error: sdk boom' });
});
