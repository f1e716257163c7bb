import { describe, expect, it } from 'vitest';
import { setup } from '../../../tests/worker/api-proxy';
import { brandForKey } from '../../shared/brands/brands';

// Issue 19 §4: the upstream answers in the customer's language and market; the browser's own
// Accept-Language (a German browser on the UK brand) must not change what the brand shows.
describe("apiProxy: the brand's locale, not the browser's", () => {
  it.each([
    ['photobloom-gb', 'en-GB'],
    ['photobloom-de', 'de-DE, de-AT;q=0.9'],
    ['photobloom-be-fr', 'fr-BE, fr-FR;q=0.9'],
    ['photobloom-se', 'sv-SE'],
  ])('%s forwards Accept-Language: %s', async (key, expected) => {
    const brand = brandForKey(key);
    if (!brand) throw new Error(`no brand ${key}`);
    const { request, seen } = setup({ brand });
    const res = await request('/api/photo/photos/timeline/2024/3', { headers: { 'Accept-Language': 'ja-JP,ja;q=0.9' } });
    expect(res.status).toBe(200);
    expect(new Headers(seen[0]!.init.headers).get('Accept-Language')).toBe(expected);
  });
});
