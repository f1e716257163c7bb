import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, call, json, newUser, tokenFromMail } from './helpers';

const event = (over: Record<string, unknown> = {}) => ({
  name: 'import_finished',
  consent: '10',
  userId: 'user-a',
  channel: 'albelli-nl',
  properties: { photos: 12 },
  at: new Date().toISOString(),
  ...over,
});
const send = (events: unknown[]) =>
  SELF.fetch(`${BASE}/analytics/v1/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
  });
const collected = async (userId: string) =>
  (
    await json<{ events: { name: string; consent: string; properties: Record<string, unknown> }[] }>(
      SELF.fetch(`${BASE}/__admin/analytics?userId=${encodeURIComponent(userId)}`),
    )
  ).events;

describe('analytics collection', () => {
  it('stores events with their consent code, newest first, listed by the admin call', async () => {
    const userId = `u-${crypto.randomUUID()}`;
    expect(
      await json(
        send([
          event({ userId }),
          event({ userId, name: 'experiment_viewed', consent: '11', properties: { experiment: 'sample-test', variant: 'A' } }),
        ]),
        202,
      ),
    ).toEqual({ accepted: 2 });
    const events = await collected(userId);
    expect(events.map((e) => [e.name, e.consent])).toEqual([
      ['experiment_viewed', '11'],
      ['import_finished', '10'],
    ]);
    expect(events[0]!.properties).toEqual({ experiment: 'sample-test', variant: 'A' });
  });

  it('refuses events without analytics consent and malformed events, storing nothing', async () => {
    const userId = `u-${crypto.randomUUID()}`;
    expect(await json(send([event({ userId }), event({ userId, consent: '01' })]), 400)).toMatchObject({ error: 'no_consent' });
    expect((await send([event({ userId, consent: '1' })])).status).toBe(400);
    expect((await send([event({ userId, name: 'Bad Name' })])).status).toBe(400);
    expect((await send([{ ...event({ userId }), extra: true }])).status).toBe(400);
    expect(await collected(userId)).toEqual([]);
  });

  it('forgets a user’s events when the account is deleted', async () => {
    const u = await newUser();
    await json(send([event({ userId: u.userId })]), 202);
    const path = `/identity-api/v2/identities/${u.idpType}/${u.idpSub}/deleteaccount`;
    await json(call(u, 'POST', path, { channel: 'albelli-nl' }), 202);
    const { token } = await tokenFromMail(u.email, '/delete-account-confirmation');
    await json(call(u, 'POST', `${path}/${token}/actions/confirm`));
    expect(await collected(u.userId)).toEqual([]);
  });
});
