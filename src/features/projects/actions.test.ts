import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE_VALUE, CSRF_TOKEN, formsApp, formsEnv, ORIGIN } from '../../../tests/worker/forms';
import { CSRF_COOKIE as FORM_CSRF_COOKIE } from '../../worker/middleware/csrf';

// Issue 35 §2: a saved project's 'Delete project' (after its confirmation in the page) as a plain post.
const env = formsEnv({ projects: 'http://up.test/project-api' });
let seen: string[] = [];
let answer: () => Response;
beforeEach(() => {
  seen = [];
  answer = () => Response.json({});
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push(`${init.method ?? 'GET'} ${String(input)}`);
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

const post = (form: Record<string, string>, token = CSRF_TOKEN) =>
  formsApp().request(
    `${ORIGIN}/saved-projects`,
    {
      method: 'POST',
      body: new URLSearchParams({ _csrf: token, ...form }),
      headers: { Origin: ORIGIN, Cookie: `${FORM_CSRF_COOKIE}=${CSRF_COOKIE_VALUE}` },
    },
    env,
  );

describe("a saved project's deletion as a plain form", () => {
  it('deletes the project and goes back to the list with the confirmation', async () => {
    const res = await post({ _action: 'delete', id: 'P-17' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/saved-projects?s=deleted&id=P-17');
    expect(seen).toEqual(['DELETE http://up.test/project-api/api/v2/project/P-17']);
  });

  it("a failure: the list again with that project's message", async () => {
    answer = () => new Response('boom', { status: 500 });
    const res = await post({ _action: 'delete', id: 'P-17' });
    expect(res.headers.get('Content-Location')).toBe('/saved-projects?s=failed&id=P-17');
  });

  it('no id, a malformed one or another action: nothing is deleted', async () => {
    const forms: Record<string, string>[] = [{ _action: 'delete' }, { _action: 'delete', id: '../x' }, { _action: 'rename', id: 'P-17' }];
    for (const form of forms) expect((await post(form)).headers.get('Content-Location')).toBe('/saved-projects?s=invalid');
    expect(seen).toEqual([]);
  });

  it('a forged form token deletes nothing', async () => {
    expect((await post({ _action: 'delete', id: 'P-17' }, 'forged')).status).toBeGreaterThanOrEqual(400);
    expect(seen).toEqual([]);
  });
});
