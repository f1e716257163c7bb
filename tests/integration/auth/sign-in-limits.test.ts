import { describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../../support/env';
import { throwawayAccount } from '../../support/upstream-admin';
import { traceSignIn } from './flow';

// Issue 35 §1, with the production limits (wrangler.toml [env.test] has the same ones): every
// request here comes from one address, 127.0.0.1, like an office or a carrier's NAT.
const { appUrl } = stackUrls();
const PAUSED = 'Signing in is paused for a moment';

describe('sign-in limits: customers behind one address get in, a guessing run does not', () => {
  it('50 customers sign in from one address within a minute, every one back on the page they asked for', async () => {
    const accounts = await Promise.all(Array.from({ length: 50 }, () => throwawayAccount('empty')));
    const started = Date.now();
    for (const [i, a] of accounts.entries()) {
      const t = await traceSignIn(appUrl, a.email, a.password, encodeURIComponent(`/orders?customer=${i}`));
      expect(t.callback.status, `customer ${i}`).toBe(302);
      expect(t.callback.headers.location).toBe(`/orders?customer=${i}`);
      expect(t.jar.names()).toContain('__Secure-myaccount-at');
    }
    expect(Date.now() - started, 'all 50 within one minute').toBeLessThan(60_000);
  }, 180_000);

  it('ten wrong passwords pause the account: the right one then gets the localised 429 page with the way back', async () => {
    const a = await throwawayAccount('empty');
    for (let i = 0; i < 10; i++) {
      const t = await traceSignIn(appUrl, a.email, `wrong-${i}`).catch((e: Error) => e);
      // The provider's own form again, with its 'wrong e-mail or password'.
      expect(String(t)).toContain('sign-in form answered 401');
    }
    const t = await traceSignIn(appUrl, a.email, a.password, encodeURIComponent('/settings'));
    expect(t.callback.status).toBe(429);
    expect(Number(t.callback.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.callback.body).toContain(PAUSED);
    expect(t.callback.body).toMatch(/Please try again in 1[45] minutes\./);
    expect(t.callback.body).toContain('href="/settings"');
    expect(t.jar.names()).not.toContain('__Secure-myaccount-at');

    // Another customer at the same address is not affected.
    const b = await throwawayAccount('empty');
    const other = await traceSignIn(appUrl, b.email, b.password);
    expect(other.callback.status).toBe(302);
  }, 120_000);

  it('the paused page is in the brand’s language', async () => {
    const a = await throwawayAccount('empty');
    for (let i = 0; i < 10; i++) await traceSignIn(appUrl, a.email, `wrong-${i}`).catch(() => undefined);
    const fr = brandUrl('photobloom-fr', '');
    const t = await traceSignIn(fr, a.email, a.password);
    expect(t.callback.status).toBe(429);
    expect(t.callback.body).toContain('<html lang="fr-FR"');
    expect(t.callback.body).toContain('La connexion est suspendue un instant');
  }, 120_000);
});
