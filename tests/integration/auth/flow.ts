import { type HttpResult, request } from '../../support/http';
import { CookieJar } from '../../support/sign-in';

/** Every step of one sign-in through the real identity provider, for tests that inspect them. */
export interface SignInTrace {
  login: HttpResult;
  authorizeUrl: URL;
  callback: HttpResult;
  /** Set-Cookie lines of the callback. */
  setCookies: string[];
  jar: CookieJar;
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

/** Like tests/support/sign-in.ts, but `returnTo` is sent as given (raw) and every step is kept. */
export async function traceSignIn(origin: string, email: string, password: string, rawReturnTo?: string): Promise<SignInTrace> {
  const jar = new CookieJar();
  const idp = new CookieJar();
  const login = await request(`${origin}/auth/login${rawReturnTo === undefined ? '' : `?returnTo=${rawReturnTo}`}`);
  if (login.status !== 302) throw new Error(`/auth/login answered ${login.status}: ${login.body.slice(0, 200)}`);
  jar.store(login.headers['set-cookie']);
  const authorizeUrl = new URL(String(login.headers.location));
  const page = await request(authorizeUrl.toString());
  if (page.status !== 200) throw new Error(`authorize answered ${page.status}: ${page.body.slice(0, 200)}`);
  idp.store(page.headers['set-cookie']);
  const form = new URLSearchParams({ ...hiddenInputs(page.body), email, password });
  const posted = await request(new URL(authorizeUrl.pathname, authorizeUrl).toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: idp.header() },
    body: form.toString(),
  });
  if (posted.status !== 302 && posted.status !== 303)
    throw new Error(`sign-in form answered ${posted.status}: ${posted.body.slice(0, 300)}`);
  const callback = await request(String(posted.headers.location), { headers: { Cookie: jar.header() } });
  const setCookies = [callback.headers['set-cookie'] ?? []].flat();
  jar.store(setCookies);
  return { login, authorizeUrl, callback, setCookies, jar };
}

/** The Set-Cookie line for `name` (the first one that sets a value). */
export function cookieLine(lines: readonly string[], name: string): string | undefined {
  return lines.find((l) => l.startsWith(`${name}=`) && !l.startsWith(`${name}=;`));
}

/** Attributes of a Set-Cookie line, lower-cased names → values ('' for flags). */
export function cookieAttributes(line: string): Map<string, string> {
  const [, ...attrs] = line.split(';');
  return new Map(
    attrs.map((a) => {
      const eq = a.indexOf('=');
      return eq === -1 ? [a.trim().toLowerCase(), ''] : [a.slice(0, eq).trim().toLowerCase(), a.slice(eq + 1).trim()];
    }),
  );
}
