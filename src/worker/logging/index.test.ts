import { describe, expect, it } from 'vitest';
import { UpstreamHttpError } from '../../shared/api/errors';
import { errorFields, logEvent, routeTemplate, scrub } from './index';

function fakeConsole() {
  const lines: { level: string; text: string }[] = [];
  const sink = {
    info: (text: string) => lines.push({ level: 'info', text }),
    warn: (text: string) => lines.push({ level: 'warn', text }),
    error: (text: string) => lines.push({ level: 'error', text }),
  } as unknown as Console;
  return { lines, sink };
}

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTQyIn0.c2lnbmF0dXJlLXZhbHVl';

describe('routeTemplate', () => {
  it.each([
    ['/customers/me/addresses', '/customers/me/addresses'],
    ['/customers/12345/addresses/678', '/customers/:id/addresses/:id'],
    ['/v2/identities/local/3f1c9a52-8b7e-4c1d-9f0a-1b2c3d4e5f60/email-change', '/v2/identities/local/:id/email-change'],
    ['/orders/PB-AB12CD?page=2&email=a@b.example', '/orders/:id'],
    ['/widgets/someone@example.com/share', '/widgets/:id/share'],
    ['/photos/byDate', '/photos/byDate'],
    ['/OrderDeliveryDates/PB-0012', '/OrderDeliveryDates/:id'],
    ['/oidc/main/.well-known/openid-configuration', '/oidc/main/.well-known/openid-configuration'],
    ['/albums/Zx81kQ', '/albums/:id'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });
});

describe('scrub', () => {
  it("keeps the spec's error format but not the account id, query, e-mail or token in it", () => {
    const message =
      'Error {"detail":"no customer a@example.com"}; Status Code: 404 Received from http://127.0.0.1:8788/customer-api/customers/98765?token=abc';
    const out = scrub(message);
    expect(out).toBe(
      'Error {"detail":"no customer <email>"}; Status Code: 404 Received from http://127.0.0.1:8788/customer-api/customers/:id',
    );
  });

  it('keeps punctuation after a URL out of its path', () => {
    expect(scrub('Invalid response from http://up.test/identity-api/v2/identities/local/sub-1/emailchanges: (root): bad')).toBe(
      'Invalid response from http://up.test/identity-api/v2/identities/local/:id/emailchanges: (root): bad',
    );
  });

  it('replaces bearer credentials, JWTs and secret pairs', () => {
    const out = scrub(`Authorization: Bearer ${JWT}; refresh_token=r-123; cookie=__Host-x=1 ${JWT}`);
    expect(out).not.toContain(JWT);
    expect(out).not.toContain('r-123');
    expect(out).toContain('Bearer <token>');
    expect(out).toContain('refresh_token=<redacted>');
  });
});

describe('errorFields', () => {
  it('names the error, its upstream status and a short scrubbed stack, never the raw URL', () => {
    const err = new UpstreamHttpError(502, '{"error":"down"}', 'http://up.test/customer-api/customers/4242', 'cid-1');
    const f = errorFields(err);
    expect(f).toMatchObject({
      name: 'UpstreamHttpError',
      status: 502,
      message: 'Error {"error":"down"}; Status Code: 502 Received from http://up.test/customer-api/customers/:id',
    });
    expect(JSON.stringify(f)).not.toContain('4242');
    expect(Array.isArray(f.stack)).toBe(true);
  });

  it('follows the cause a little way', () => {
    const f = errorFields(new Error('outer', { cause: new TypeError('inner a@b.example') }));
    expect(f.cause).toMatchObject({ name: 'TypeError', message: 'inner <email>' });
  });
});

describe('logEvent', () => {
  it('writes one JSON line at its level, leaves out undefined fields', () => {
    const { lines, sink } = fakeConsole();
    logEvent('error', 'unhandled error', { correlationId: 'cid-9', brand: undefined, error: new Error('boom') }, sink);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('error');
    const parsed = JSON.parse(lines[0]!.text);
    expect(parsed).toMatchObject({
      level: 'error',
      event: 'unhandled error',
      correlationId: 'cid-9',
      error: { name: 'Error', message: 'boom' },
    });
    expect('brand' in parsed).toBe(false);
  });

  it('survives a field that cannot be serialised', () => {
    const { lines, sink } = fakeConsole();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    logEvent('warn', 'odd', { circular }, sink);
    expect(JSON.parse(lines[0]!.text)).toEqual({ level: 'warn', event: 'odd', logFailed: true });
  });
});
