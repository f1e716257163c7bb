import { describe, expect, it } from 'vitest';
import { ORIGIN, sameOrigin, setup } from '../../../tests/worker/api-proxy';
import { CHANNEL_QUERY, CHANNELS_QUERY } from '../../shared/api/merchandise';
import { allowedGraphQl, normaliseQuery } from './graphql-rules';

const INTROSPECTION = `query IntrospectionQuery { __schema { queryType { name } types { name kind fields { name } } } }`;
const body = (o: unknown) => JSON.stringify(o);

describe('allowedGraphQl: only the two merchandise queries of the app (issue 15 §10)', () => {
  it.each<[string, string]>([
    ['Channels as the app sends it', body({ query: CHANNELS_QUERY, variables: {} })],
    ['Channels without variables', body({ query: CHANNELS_QUERY })],
    [
      'Channels re-indented, with commas',
      body({ query: 'query Channels {\n  channels {\n    id, vendorId, locale\n  }\n}', variables: null }),
    ],
    ['Channels with its operation name', body({ query: CHANNELS_QUERY, operationName: 'Channels' })],
    ['Channel with a code and a locale', body({ query: CHANNEL_QUERY, variables: { code: 'PB-GB', locale: 'en-GB' } })],
    ['Channel on one line', body({ query: CHANNEL_QUERY.replace(/\s+/g, ' '), variables: { code: 'SB-NO', locale: 'nb-NO' } })],
  ])('passes %s', (_name, raw) => {
    const verdict = allowedGraphQl(raw);
    expect(verdict.ok).toBe(true);
    // The upstream gets the app's own text, never the caller's.
    if (verdict.ok) expect([CHANNELS_QUERY, CHANNEL_QUERY]).toContain(JSON.parse(verdict.body).query);
  });

  it.each<[string, string, 'invalid_json' | 'not_allowed']>([
    ['introspection (__schema)', body({ query: INTROSPECTION }), 'not_allowed'],
    ['introspection (__type)', body({ query: '{ __type(name: "Channel") { name fields { name } } }' }), 'not_allowed'],
    ['__typename added to an allowed query', body({ query: CHANNELS_QUERY.replace('locale', 'locale __typename') }), 'not_allowed'],
    [
      'an allowed query plus a second operation',
      body({ query: `${CHANNELS_QUERY} query X { __schema { types { name } } }` }),
      'not_allowed',
    ],
    ['an extra field', body({ query: CHANNELS_QUERY.replace('locale', 'locale secret') }), 'not_allowed'],
    ['an alias', body({ query: CHANNELS_QUERY.replace('channels', 'all: channels') }), 'not_allowed'],
    ['a comment', body({ query: `${CHANNELS_QUERY} # x` }), 'not_allowed'],
    ['a mutation', body({ query: 'mutation { deleteChannel(id: "1") }' }), 'not_allowed'],
    ['a wrong operation name', body({ query: CHANNELS_QUERY, operationName: 'IntrospectionQuery' }), 'not_allowed'],
    ['Channel without variables', body({ query: CHANNEL_QUERY }), 'not_allowed'],
    ['Channel with an extra variable', body({ query: CHANNEL_QUERY, variables: { code: 'PB-GB', locale: 'en-GB', x: 1 } }), 'not_allowed'],
    ['Channel with a non-string code', body({ query: CHANNEL_QUERY, variables: { code: { $ne: 1 }, locale: 'en-GB' } }), 'not_allowed'],
    ['Channels with variables', body({ query: CHANNELS_QUERY, variables: { a: 1 } }), 'not_allowed'],
    ['extensions (persisted queries)', body({ query: CHANNELS_QUERY, extensions: { persistedQuery: { sha256Hash: 'x' } } }), 'not_allowed'],
    ['a batch', body([{ query: CHANNELS_QUERY }]), 'not_allowed'],
    ['no query', body({ variables: {} }), 'not_allowed'],
    ['not JSON', 'query { __schema { types { name } } }', 'invalid_json'],
  ])('refuses %s', (_name, raw, reason) => {
    expect(allowedGraphQl(raw)).toEqual({ ok: false, reason });
  });

  it('normalises only insignificant characters', () => {
    expect(normaliseQuery('query  A ( $x : String ! ) {\n a ( x : $x ) { b , c } }')).toBe('query A($x:String!){a(x:$x){b c}}');
  });
});

describe('/api/merchandise through the proxy', () => {
  const post = (raw: string) => ({ method: 'POST', headers: sameOrigin(), body: raw });

  it('refuses introspection with the one JSON error shape, before the upstream', async () => {
    const { request, fetch } = setup();
    const res = await request('/api/merchandise', post(body({ query: INTROSPECTION })));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'forbidden', message: expect.any(String), correlationId: 'corr-0000-test' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { request, fetch } = setup();
    const res = await request('/api/merchandise', post('{ __schema { types { name } } }'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_json');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("forwards the app's queries, as the app's own text", async () => {
    const { request, seen } = setup();
    const loose = body({ query: CHANNEL_QUERY.replace(/\s+/g, '  '), variables: { code: 'PB-NL', locale: 'nl-NL' } });
    expect((await request('/api/merchandise', post(loose))).status).toBe(200);
    expect((await request('/api/merchandise', post(body({ query: CHANNELS_QUERY, variables: {} })))).status).toBe(200);
    expect(seen.map((s) => JSON.parse(String(s.init.body)))).toEqual([
      { query: CHANNEL_QUERY, variables: { code: 'PB-NL', locale: 'nl-NL' } },
      { query: CHANNELS_QUERY, variables: {} },
    ]);
    expect(seen[0]!.url).toBe('http://up.test/merchandise/graphql');
  });

  it('still needs the CSRF header and a JSON content type', async () => {
    const { request, fetch } = setup();
    const raw = body({ query: CHANNELS_QUERY });
    expect(
      (await request('/api/merchandise', { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: raw }))
        .status,
    ).toBe(403);
    expect(
      (await request('/api/merchandise', { method: 'POST', headers: sameOrigin({ 'Content-Type': 'text/plain' }), body: raw })).status,
    ).toBe(415);
    expect(fetch).not.toHaveBeenCalled();
  });
});
