import { describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE_VALUE, CSRF_TOKEN, formsApp, formsEnv, ORIGIN } from '../../../tests/worker/forms';
import { fakeLimiter } from '../../../tests/worker/rate-limit';
import { CSRF_COOKIE } from '../middleware/csrf';

// The mail-sending form actions spend RL_MAIL (per user) only for a mail about to be sent: after
// the session and CSRF checks and the form's own validation. Over budget, they answer like any
// refused form: the JSON outcome for the hydrated form, the redirect without JS.
const UPSTREAM = { identity: 'http://up.test/identity-api', customer: 'http://up.test/customer-api', widgets: 'http://up.test/widget-api' };

function post(path: string, form: Record<string, string>, env: object, headers: Record<string, string> = {}) {
  return formsApp().request(
    `${ORIGIN}${path}`,
    {
      method: 'POST',
      body: new URLSearchParams({ _csrf: CSRF_TOKEN, ...form }),
      headers: { Origin: ORIGIN, Cookie: `${CSRF_COOKIE}=${CSRF_COOKIE_VALUE}`, ...headers },
    },
    env,
  );
}

describe('RL_MAIL on the form actions', () => {
  it('e-mail change: the sixth request in the window is refused before the upstream is called', async () => {
    const upstream = vi.fn(async () => Response.json({ status: 'requested' }));
    vi.stubGlobal('fetch', upstream);
    const { binding, keys } = fakeLimiter(5);
    const env = { ...formsEnv(UPSTREAM), RL_MAIL: binding };
    for (let i = 0; i < 5; i++)
      expect((await post('/settings/email', { email: `n${i}@example.com` }, env)).headers.get('Location')).toBe('/settings/email?s=sent');
    const refused = await post('/settings/email', { email: 'n6@example.com' }, env);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Content-Location')).toBe('/settings/email?s=tooMany');
    expect(refused.headers.get('Retry-After')).toBe('60');
    // Five requests, each after its look-up of the current address; the sixth only looked up.
    expect(upstream).toHaveBeenCalledTimes(11);
    expect(new Set(keys)).toEqual(new Set(['user:u1']));
    vi.unstubAllGlobals();
  });

  it('the hydrated form gets the JSON outcome; the settings page names which form', async () => {
    const { binding } = fakeLimiter(0);
    const env = { ...formsEnv(UPSTREAM), RL_MAIL: binding };
    const res = await post('/settings', { _action: 'delete-account' }, env, {
      Accept: 'application/json',
      'X-Requested-With': 'myaccount',
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      ok: false,
      status: 'tooMany',
      id: 'delete',
      error: 'too_many_requests',
      correlationId: 'corr-test',
    });
    const share = await post('/widgets/PB-W1/share', { fromName: 'Sanne', toEmailAddress: 'friend@example.com', personalMessage: '' }, env);
    expect(share.headers.get('Content-Location')).toBe('/widgets/PB-W1/share?s=tooMany');
  });

  it('a refused CSRF check spends nothing', async () => {
    const { binding, keys } = fakeLimiter(5);
    const env = { ...formsEnv(UPSTREAM), RL_MAIL: binding };
    const res = await post('/settings/email', { email: 'x@example.com' }, env, { Origin: 'https://evil.test' });
    expect(res.status).toBe(403);
    expect(keys).toEqual([]);
  });

  it('forms and actions that send no mail are not limited: personal details, the newsletter', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({})),
    );
    const { binding, keys } = fakeLimiter(0);
    const env = { ...formsEnv(UPSTREAM), RL_MAIL: binding };
    await post('/settings/personal-details', { firstName: 'A', lastName: 'B' }, env);
    const newsletter = await post('/settings', { _action: 'newsletter', newsletter: 'on' }, env);
    expect(newsletter.status).not.toBe(429);
    expect(keys).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('a submission refused as invalid spends nothing, so the valid one after it is sent', async () => {
    const upstream = vi.fn(async () => Response.json({ status: 'requested' }));
    vi.stubGlobal('fetch', upstream);
    const { binding, keys } = fakeLimiter(1);
    const env = { ...formsEnv(UPSTREAM), RL_MAIL: binding };
    for (const email of ['not an address', '', 'x'.repeat(300)])
      expect((await post('/settings/email', { email }, env)).headers.get('Content-Location')).toMatch(/s=invalid/);
    expect(keys).toEqual([]);
    expect((await post('/settings/email', { email: 'valid@example.com' }, env)).headers.get('Location')).toBe('/settings/email?s=sent');
    expect(keys).toEqual(['user:u1']);
    vi.unstubAllGlobals();
  });
});
