import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { onError } from '../../errors/on-error';
import { requestGuard } from './index';

const app = new Hono<AppEnv>();
app.use('*', requestGuard());
app.get('*', (c) => c.text('ok'));
app.onError(onError({ log: () => {} }));

describe('requestGuard middleware', () => {
  it.each([
    ['/orders?page=2', 200],
    ['/search?q=caf%C3%A9+au+lait', 200],
    ['/a%20b', 200],
    [`/orders?q=${'a'.repeat(3900)}`, 200],
    [`/orders?q=${'a'.repeat(4100)}`, 414],
    [`/${'a'.repeat(5000)}`, 414],
    ['/orders?q=%', 400],
    ['/orders?q=%zz', 400],
    ['/orders?q=%C3%28', 400],
    ['/orders?%E0%A4%A=1', 400],
    ['/caf%C3', 400],
  ])('%s → %i', async (path, status) => {
    const res = await app.request(`http://localhost${path}`);
    expect(res.status).toBe(status);
  });

  it('answers with the localised text of the error', async () => {
    const res = await app.request('http://localhost/orders?q=%zz');
    expect(await res.text()).toContain('The address of this page is not valid.');
  });

  it.each([0, 100, 1.5, Number.NaN])('refuses maxUrlLength %s when built', (maxUrlLength) => {
    expect(() => requestGuard({ maxUrlLength })).toThrow(RangeError);
  });
});
