import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { intlFor } from '../../shared/i18n/catalogue';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import type { PlainPageData } from '../../shared/router-context';
import type { AppEnv } from '../env';
import { errorPageHtml } from './error-page';
import { isHttpError } from './http-error';
import { jsonError, wantsJson } from './json-error';

export interface ErrorReport {
  error: unknown;
  correlationId: string;
  method: string;
  path: string;
  brandKey?: string;
}

export interface OnErrorOptions {
  /** Hands an unexpected error to the error-reporting SDK; a throwing reporter is ignored. */
  onReport?: (report: ErrorReport, c: Context<AppEnv>) => void;
  /** Where unexpected errors are logged (default console.error). */
  log?: (message: string, details: Record<string, unknown>) => void;
  /**
   * The branded error page in the brand's frame (app.ts: the /error route, rendered plain). Without
   * it, or when it fails itself (SSR may be what failed), the last-resort page (error-page.ts).
   */
  renderPage?: (c: Context<AppEnv>, status: ContentfulStatusCode, page: ErrorPageData) => Promise<Response>;
}

/** What the branded error page says (PlainPageData of kind 'error'). */
export type ErrorPageData = Extract<PlainPageData, { kind: 'error' }>;

/**
 * The app's one error handler (`app.onError(onError())`). An `HttpError` keeps its status and
 * shows its catalogue text; a Hono `HTTPException` keeps its own response; anything else is
 * logged and reported with the correlation id and answered 500 with the spec's boundary text.
 * HTML in the brand's locale, or the one JSON error shape (json-error.ts) to JSON callers. A 5xx
 * `HttpError` the thrower already reported (`reported`) is only logged.
 */
export function onError(options: OnErrorOptions = {}): ErrorHandler<AppEnv> {
  const log = options.log ?? ((message, details) => console.error(message, details));
  if (options.onReport !== undefined && typeof options.onReport !== 'function') {
    throw new TypeError('onError: onReport must be a function');
  }
  return async function handleError(err, c) {
    if (err instanceof HTTPException) return err.getResponse();
    const correlationId = c.get('correlationId') ?? 'unknown';
    const brand = c.get('brand');
    const known = isHttpError(err);
    const status = known ? err.status : 500;
    if (!known || status >= 500) {
      const path = new URL(c.req.url).pathname;
      log('unhandled error', { correlationId, method: c.req.method, path, brand: brand?.key, error: err });
      if (!known || !err.reported) {
        try {
          options.onReport?.({ error: err, correlationId, method: c.req.method, path, brandKey: brand?.key }, c);
        } catch (reportErr) {
          log('error reporter failed', { correlationId, error: reportErr });
        }
      }
    }
    const messageId = known ? err.messageId : 'error.boundary';
    const intl = intlFor(brand?.locale ?? DEFAULT_LOCALE);
    const message = intl.formatMessage({ id: messageId });
    c.header('Cache-Control', 'no-store');
    if (wantsJson(c)) return jsonError(c, status, known ? err.code : 'internal_error', message);
    if (brand && options.renderPage) {
      // A refusal says what was wrong in its heading; a failure is the spec's boundary text.
      const refusal = known && status < 500;
      const page: ErrorPageData = refusal
        ? { kind: 'error', headingId: messageId, correlationId }
        : { kind: 'error', headingId: 'error.title', messageId: 'error.boundary', correlationId };
      try {
        return await options.renderPage(c, status, page);
      } catch (renderErr) {
        log('error page failed', { correlationId, error: renderErr });
      }
    }
    const siteTitle = brand?.vendorDomain ?? intl.formatMessage({ id: 'app.defaultTitle' });
    const heading = known ? message : intl.formatMessage({ id: 'error.title' });
    return c.html(
      errorPageHtml({
        lang: intl.locale,
        title: `${heading} | ${siteTitle}`,
        heading,
        message: known ? undefined : message,
        reference: intl.formatMessage({ id: 'error.correlationId' }, { id: correlationId }),
      }),
      status,
    );
  };
}
