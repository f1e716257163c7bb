import type { MiddlewareHandler } from 'hono';
import { intlFor } from '../../../shared/i18n/catalogue';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import type { AppEnv, Bindings } from '../../env';
import { errorPageHtml } from '../../errors/error-page';
import { logEvent } from '../../logging';

/** The secrets every deployed environment needs (wrangler.toml `[secrets] required`, docs/operations.md). */
export const REQUIRED_SECRETS = ['SESSION_SECRET', 'PUSH_SIGNING_SECRET', 'ERROR_REPORTING_DSN'] as const;

export function missingSecrets(env: Partial<Pick<Bindings, (typeof REQUIRED_SECRETS)[number]>>): string[] {
  return REQUIRED_SECRETS.filter((name) => {
    const value = env[name];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** ENVIRONMENT of the deployed environments (wrangler.toml); development and tests are left alone. */
const DEPLOYED = new Set<string | undefined>(['production', 'staging']);

/**
 * In a deployed environment, a worker without one of its secrets answers every request (the health
 * check included) 503 and logs which secret is missing, instead of running with reporting silently
 * off or failing later at the first signed cookie. wrangler refuses to deploy without them; this
 * covers a secret deleted afterwards. The page names no secret: only the log does.
 */
export function requiredSecrets(): MiddlewareHandler<AppEnv> {
  return async function requiredSecretsMiddleware(c, next) {
    if (!DEPLOYED.has(c.env?.ENVIRONMENT)) return next();
    const missing = missingSecrets(c.env);
    if (missing.length === 0) return next();
    const correlationId = c.get('correlationId') ?? 'unknown';
    logEvent('error', 'configuration: missing secrets', {
      hint: `set them with \`wrangler secret put --env <env> <NAME>\``,
      missing,
      environment: c.env.ENVIRONMENT,
      region: c.env.REGION,
      correlationId,
    });
    const intl = intlFor(DEFAULT_LOCALE);
    const heading = intl.formatMessage({ id: 'error.title' });
    const html = errorPageHtml({
      lang: intl.locale,
      title: heading,
      heading,
      message: intl.formatMessage({ id: 'error.boundary' }),
      reference: intl.formatMessage({ id: 'error.correlationId' }, { id: correlationId }),
    });
    return c.html(html, 503, { 'Cache-Control': 'no-store', 'Retry-After': '60' });
  };
}
