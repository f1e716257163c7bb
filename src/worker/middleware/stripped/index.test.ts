import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { stripped } from './index';

const app = new Hono<AppEnv>();
app.use('*', stripped());
app.get('*', (c) => c.json({ stripped: c.var.stripped }));

describe('stripped middleware', () => {
  it.each([
    ['/orders?stripped=true', true],
    ['/orders?a=1&stripped=true', true],
    ['/orders', false],
    ['/orders?stripped=false', false],
    ['/orders?stripped=1', false],
    ['/orders?stripped', false],
  ])('%s → %j', async (path, expected) => {
    const res = await app.request(path);
    expect(await res.json()).toEqual({ stripped: expected });
  });
});
