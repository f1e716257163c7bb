/**
 * The app-shell middleware, for `src/worker/app.ts`. Recommended order (each line `app.use('*', …)`):
 *
 *   correlationId()      first: every log line, report and response carries the id
 *   securityHeaders({…}) before brand, so the unknown-host 404 and guard errors get the headers too
 *   brand({…})           host → c.var.brand; unknown host → 404 page + report
 *   requestGuard()       414 / 400 thrown as HttpError, rendered by onError in the brand's locale
 *   stripped()           c.var.stripped from ?stripped=true
 *
 * and `app.onError(onError({ onReport }))` from src/worker/errors/on-error.ts.
 * (DESIGN.md §1 lists brand before security headers; running the headers first only widens them to
 * the brand's own 404 page — the per-request values they read don't depend on the brand.)
 */
export { type BrandOptions, brand, type UnknownHostReport } from './brand';
export { CORRELATION_ID_HEADER, type CorrelationIdOptions, correlationId, isValidCorrelationId } from './correlation-id';
export { type RequestGuardOptions, requestGuard } from './request-guard';
export {
  markPrivate,
  type OriginSource,
  type SecurityHeadersOptions,
  securityHeaders,
  useNoReferrer,
} from './security-headers';
export { stripped } from './stripped';
