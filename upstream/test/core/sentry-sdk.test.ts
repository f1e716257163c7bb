// The sink works with a real SDK: @sentry/cloudflare (what the app worker uses) posts to the URL it
// derives from a DSN on the upstream, and the report shows up in /__admin/error-reports.

import { SELF } from 'cloudflare:test';
import * as Sentry from '@sentry/cloudflare';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { BASE } from '../setup-auth';

it('captures an exception sent by @sentry/cloudflare to a DSN on the upstream', async () => {
  const urls: string[] = [];
  const pending: Promise<unknown>[] = [];
  const handler: ExportedHandler = { fetch: () => new Response(Sentry.captureException(new Error('sdk boom'))) };
  const worker = Sentry.withSentry(
    () => ({
      dsn: 'http://publickey@127.0.0.1:8788/error-reports/7',
      cacheClient: false,
      transportOptions: {
        fetch: (input: RequestInfo | URL, init?: RequestInit) => {
          urls.push(String(input));
          return SELF.fetch(input, init);
        },
      },
    }),
    handler,
  );
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException: () => {}, props: {} };
  const eventId = await (
    await worker.fetch!(
      new Request('http://app.test/') as Parameters<NonNullable<ExportedHandler['fetch']>>[0],
      {},
      ctx as unknown as ExecutionContext,
    )
  ).text();
  await Promise.all(pending);
  expect(urls[0]).toMatch(/^http:\/\/127\.0\.0\.1:8788\/error-reports\/api\/7\/envelope\/\?/);
  const list = z
    .object({ reports: z.array(z.object({ project: z.string(), eventId: z.string().nullable(), message: z.string().nullable() })) })
    .parse(await (await SELF.fetch(`${BASE}/__admin/error-reports`)).json());
  expect(list.reports[0]).toEqual({ project: '7', eventId, message: 'Error: sdk boom' });
});
