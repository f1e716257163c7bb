import { request } from './http';

/** A minimal cookie jar for one origin's cookies (names → values), enough for the sign-in flow. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }
}

function hiddenInputs(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    out[m[1]!] = m[2]!
      .replaceAll('&amp;', '&')
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&#39;', "'");
  }
  return out;
}

/**
 * Signs in through the real identity provider exactly as a browser would (app → authorize page →
 * credentials → callback) and returns the app's cookie jar.
 */
export async function signIn(appOrigin: string, email: string, password: string, returnTo = '/'): Promise<CookieJar> {
  const app = new CookieJar();
  const idp = new CookieJar();
  const login = await request(`${appOrigin}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  if (login.status !== 302) throw new Error(`/auth/login answered ${login.status}`);
  app.store(login.headers['set-cookie']);
  const authorizeUrl = String(login.headers.location);
  const page = await request(authorizeUrl);
  idp.store(page.headers['set-cookie']);
  const form = new URLSearchParams({ ...hiddenInputs(page.body), email, password });
  const posted = await request(new URL(new URL(authorizeUrl).pathname, authorizeUrl).toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: idp.header() },
    body: form.toString(),
  });
  if (posted.status !== 302 && posted.status !== 303)
    throw new Error(`sign-in form answered ${posted.status}: ${posted.body.slice(0, 300)}`);
  const callback = await request(String(posted.headers.location), { headers: { Cookie: app.header() } });
  if (callback.status !== 302 && callback.status !== 303)
    throw new Error(`callback answered ${callback.status}: ${callback.body.slice(0, 300)}`);
  app.store(callback.headers['set-cookie']);
  return app;
}

export const DEMO_PASSWORD = 'demo-password-1';

/** The value of cookie `name` in a `Cookie` header string. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}
