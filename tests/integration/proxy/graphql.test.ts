import { beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_QUERY, CHANNELS_QUERY } from '../../../src/shared/api/merchandise';
import { stackUrls } from '../../support/env';
import { request } from '../../support/http';
import { cookieValue, DEMO_PASSWORD, signIn } from '../../support/sign-in';

// Issue 15 §10: through /api/merchandise only the app's two GraphQL queries reach the upstream.
const { appUrl, upstreamUrl } = stackUrls();
const INTROSPECTION = 'query IntrospectionQuery { __schema { queryType { name } types { name kind } } }';
let cookie = '';

const post = (query: unknown) =>
  request(`${appUrl}/api/merchandise`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'myaccount', Origin: appUrl },
    body: JSON.stringify(query),
  });

beforeAll(async () => {
  cookie = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
});

describe('GraphQL through /api/merchandise', () => {
  it('control: the upstream itself answers introspection to the same token (so the refusal is the proxy)', async () => {
    const res = await fetch(`${upstreamUrl}/merchandise/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cookieValue(cookie, '__Secure-myaccount-at')}` },
      body: JSON.stringify({ query: INTROSPECTION }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { __schema: unknown } }).data.__schema).toBeTruthy();
  });

  it.each([
    ['__schema', { query: INTROSPECTION }],
    ['__type', { query: '{ __type(name: "Channel") { name fields { name } } }' }],
    ['an extra field on an allowed query', { query: CHANNELS_QUERY.replace('locale', 'locale __typename') }],
  ])('refuses %s with the one JSON error shape', async (_name, query) => {
    const res = await post(query);
    expect(res.status).toBe(403);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['correlationId', 'error', 'message']);
    expect(body.error).toBe('forbidden');
    expect(res.body).not.toContain('__schema');
  });

  it("passes the app's two queries", async () => {
    const channels = await post({ query: CHANNELS_QUERY, variables: {} });
    expect(channels.status).toBe(200);
    const list = (JSON.parse(channels.body) as { data: { channels: { vendorId: string; locale: string }[] } }).data.channels;
    expect(list.length).toBeGreaterThan(0);
    const channel = await post({ query: CHANNEL_QUERY, variables: { code: list[0]!.vendorId, locale: list[0]!.locale } });
    expect(channel.status).toBe(200);
    expect((JSON.parse(channel.body) as { data: { channel: { vendorId: string } } }).data.channel.vendorId).toBe(list[0]!.vendorId);
  });
});
