import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv, Bindings } from '../../env';
import { correlationId } from '../correlation-id';
import { missingSecrets, requiredSecrets } from '.';

const SECRETS = { SESSION_SECRET: 's'.repeat(32), PUSH_SIGNING_SECRET: 'p'.repeat(32), ERROR_REPORTING_DSN: 'https://k@errors.example/1' };

function app() {
  const a = new Hono<AppEnv>();
  a.use('*', correlationId());
  a.use('*', requiredSecrets());
  a.get('/healthz', (c) => c.text('ok'));
  return a;
}
const call = (env: Partial<Bindings>) => app().request('/healthz', {}, env);

afterEach(() => vi.restoreAllMocks());

describe('requiredSecrets', () => {
  it('lets a deployed environment with every secret through', async () => {
    const res = await call({ ENVIRONMENT: 'production', REGION: 'eu', ...SECRETS });
    expect(res.status).toBe(200);
  });

  it.each(['production', 'staging'])('answers 503 in %s when a secret is missing, and logs which', async (environment) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call({ ENVIRONMENT: environment, REGION: 'eu', ...SECRETS, ERROR_REPORTING_DSN: '' });
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.text();
    expect(body).not.toContain('ERROR_REPORTING_DSN');
    expect(body).toContain(res.headers.get('x-correlationid') ?? 'no id header');
    const line = JSON.parse(String(log.mock.calls[0]?.[0]));
    expect(line).toMatchObject({
      level: 'error',
      event: 'configuration: missing secrets',
      missing: ['ERROR_REPORTING_DSN'],
      environment,
      region: 'eu',
    });
    expect(line.hint).toContain('wrangler secret put');
  });

  it('leaves development alone (the test stack and npm start have their own values)', async () => {
    const res = await call({ ENVIRONMENT: 'development' });
    expect(res.status).toBe(200);
  });

  it('names every secret that is absent or blank', () => {
    expect(missingSecrets({})).toEqual(['SESSION_SECRET', 'PUSH_SIGNING_SECRET', 'ERROR_REPORTING_DSN']);
    expect(missingSecrets({ ...SECRETS, SESSION_SECRET: '  ' })).toEqual(['SESSION_SECRET']);
  });
});
