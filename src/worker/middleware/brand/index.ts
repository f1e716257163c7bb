import type { Context, MiddlewareHandler } from 'hono';
import { brandForHost, normalizeHost } from '../../../shared/brands/brands';
import { intlFor } from '../../../shared/i18n/catalogue';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import type { AppEnv } from '../../env';
import { errorPageHtml } from '../../errors/error-page';
import { logEvent } from '../../logging';

export interface UnknownHostReport {
  host: string;
  correlationId: string;
  url: string;
}

export interface BrandOptions {
  /**
   * Use `X-Forwarded-Host` instead of the request's own host. Only behind a proxy that sets it:
   * otherwise any client could pick a brand (and its auth authority) for any host.
   */
  trustForwardedHost?: boolean;
  /** Extra host → brand key entries; default `c.env.BRAND_HOSTS` of the environment. */
  extraHosts?: (c: Context<AppEnv>) => Readonly<Record<string, string>> | undefined;
  /** Reports an unknown host (wire the error-reporting SDK here); default console.error. */
  onUnknownHost?: (report: UnknownHostReport, c: Context<AppEnv>) => void;
}

function requestHost(c: Context<AppEnv>, trustForwarded: boolean): string {
  if (trustForwarded) {
    const forwarded = c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return new URL(c.req.url).host;
}

/**
 * Resolves the host to a brand of the table and sets `c.var.brand` (locale, authority, theme…).
 * An unknown host is answered with a plain 404 page (en-GB, there is no brand to localise by)
 * and reported with the correlation id, so mis-routed DNS shows up in monitoring.
 *
 * @example app.use('*', brand({ onUnknownHost: (r) => reporter.captureMessage(...) }))
 */
export function brand(options: BrandOptions = {}): MiddlewareHandler<AppEnv> {
  const trustForwarded = options.trustForwardedHost ?? false;
  if (typeof trustForwarded !== 'boolean') throw new TypeError('brand: trustForwardedHost must be a boolean');
  const extraHosts = options.extraHosts ?? ((c) => c.env?.BRAND_HOSTS);
  const report =
    options.onUnknownHost ??
    ((r: UnknownHostReport) => logEvent('error', 'unknown host', { host: r.host, correlationId: r.correlationId }));

  return async function brandMiddleware(c, next) {
    const host = requestHost(c, trustForwarded);
    const found = brandForHost(host, extraHosts(c));
    if (!found) {
      const correlationId = c.get('correlationId') ?? 'unknown';
      try {
        report({ host: normalizeHost(host), correlationId, url: c.req.url }, c);
      } catch (err) {
        logEvent('error', 'unknown-host reporter failed', { correlationId, error: err });
      }
      const intl = intlFor(DEFAULT_LOCALE);
      const heading = intl.formatMessage({ id: 'error.notFound.title' });
      return c.html(
        errorPageHtml({
          lang: intl.locale,
          title: `${heading} | ${intl.formatMessage({ id: 'app.defaultTitle' })}`,
          heading,
          message: intl.formatMessage({ id: 'error.unknownHost' }),
          reference: intl.formatMessage({ id: 'error.correlationId' }, { id: correlationId }),
        }),
        404,
      );
    }
    c.set('brand', found);
    await next();
  };
}
