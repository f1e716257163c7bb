import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CORRELATION_ID_HEADER } from '../../src/worker/middleware/correlation-id';

// Issue 15 point 3: errors in the Durable Object reach the error-reporting service, the WebSocket
// upgrade's with the correlation id of the request that made it. The hub here is the app's hub
// class wrapped by the app's own `withDurableObjectReporting`, with two methods that throw
// (tests/workers/worker.ts); the DSN points at the capturing outbound service of
// vitest.workers.config.mts.

const faultyHub = (name: string) => env.FAULTY_PUSH_HUB.get(env.FAULTY_PUSH_HUB.idFromName(name));

async function reportContaining(marker: string): Promise<string | undefined> {
  for (let i = 0; i < 100; i++) {
    const list = (await (await fetch('http://reports.test/captured')).json()) as string[];
    const found = list.find((body) => body.includes(marker));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

describe('a Durable Object error reaches the reporter', () => {
  it('an RPC method that throws is reported, tagged as the Durable Object', async () => {
    const marker = `rpc-failure-${crypto.randomUUID()}`;
    // Settled by hand: `expect(…).rejects` leaves the RPC promise's rejection unhandled in the pool.
    const thrown = await faultyHub('reporting-rpc')
      .fail(marker)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(String(thrown)).toContain(marker);
    const report = await reportContaining(marker);
    expect(report, 'no envelope with the error reached the DSN').toBeDefined();
    expect(report).toContain('"source":"durable-object"');
    expect(report).toContain('"method":"fail"');
  });

  it('a failing upgrade is reported with the correlation id of the request that made it', async () => {
    const marker = `upgrade-failure-${crypto.randomUUID()}`;
    const correlationId = crypto.randomUUID();
    const failed = await faultyHub('reporting-fetch')
      .fetch('https://hub.internal/', { headers: { [CORRELATION_ID_HEADER]: correlationId, 'X-Test-Fault': marker } })
      .then(
        (res) => res.status,
        () => 'threw',
      );
    expect(failed === 'threw' || failed === 500).toBe(true);
    const report = await reportContaining(marker);
    expect(report, 'no envelope with the error reached the DSN').toBeDefined();
    expect(report).toContain(correlationId);
  });
});
