import { defaultStackParser } from '@sentry/browser';
import type { Exception, StackFrame } from '@sentry/core';
import { routeTemplate, scrub } from '../logging';

/** A browser error as `/api/client-errors` received and validated it (src/worker/api-proxy/client-errors.ts). */
export interface BrowserError {
  /** The error's name; absent for a thrown non-error. */
  type?: string;
  message: string;
  /** `error.stack` as the browser wrote it (V8, SpiderMonkey or JavaScriptCore format). */
  stack?: string;
  action: string;
}

/** Whose URLs a report may name: the page's own origin, and the origins it must never name (upstream APIs, identity providers). */
export interface ReportOrigins {
  app: string;
  private: ReadonlySet<string>;
}

/** The actions of the window's handlers (src/client/report-error.ts): nothing caught them. */
const UNHANDLED: Readonly<Record<string, string>> = { UNCAUGHT_ERROR: 'onerror', UNHANDLED_REJECTION: 'onunhandledrejection' };
const MAX_FUNCTION = 200;
const MAX_FILENAME = 300;

/**
 * The Sentry exception of a browser error, its frames parsed here with @sentry/browser's own
 * parsers (Chrome, Firefox, Safari), so the browser ships no parser. Frames come in Sentry's order
 * (outermost first, the frame that threw last), at most 50. What the report may carry: same-origin
 * script URLs without query or fragment (`https://<brand host>/assets/entry-x.js`, what the client
 * source maps are uploaded under as `~/assets/…`), never an upstream's or identity provider's URL,
 * and the message scrubbed like a log line (e-mail addresses, tokens, ids in URLs).
 */
export function browserException(error: BrowserError, origins: ReportOrigins): Exception {
  const frames = error.stack ? defaultStackParser(error.stack).map((frame) => cleanFrame(frame, origins)) : [];
  const unhandled = UNHANDLED[error.action];
  return {
    type: error.type || 'Error',
    value: redactText(error.message, origins),
    ...(frames.length ? { stacktrace: { frames } } : {}),
    mechanism: { type: unhandled ?? (error.action === 'RENDER_FAILED' ? 'error-boundary' : 'action'), handled: !unhandled },
  };
}

/** The origins a browser report must never name: every upstream API's and identity provider's (wrangler UPSTREAM, AUTHORITIES). */
export function privateOrigins(env: { UPSTREAM?: Record<string, string>; AUTHORITIES?: Record<string, string> }): Set<string> {
  const origins = new Set<string>();
  for (const url of [...Object.values(env.UPSTREAM ?? {}), ...Object.values(env.AUTHORITIES ?? {})]) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing it could leak
    }
  }
  return origins;
}

/** Free text of the browser: scrubbed like a log line, private origins replaced. */
export function redactText(text: string, origins: ReportOrigins): string {
  let out = scrub(text);
  for (const origin of origins.private) if (origin !== origins.app) out = out.split(origin).join('<upstream>');
  return out;
}

function cleanFrame(frame: StackFrame, origins: ReportOrigins): StackFrame {
  const filename = cleanFilename(frame.filename ?? '?', origins);
  return {
    filename,
    function: (frame.function ?? '?').replace(/[^\x20-\x7e]/g, '').slice(0, MAX_FUNCTION) || '?',
    ...(frame.lineno ? { lineno: frame.lineno } : {}),
    ...(frame.colno ? { colno: frame.colno } : {}),
    // The app's own bundles: what the uploaded source maps resolve.
    in_app: filename.startsWith(`${origins.app}/assets/`),
  };
}

function cleanFilename(name: string, origins: ReportOrigins): string {
  if (/^https?:\/\//i.test(name)) {
    try {
      const url = new URL(name);
      if (url.origin !== origins.app && origins.private.has(url.origin)) return '<upstream>';
      // The app's bundles by their exact name (the maps' key); any other page or script path
      // templated like a log line (a page's inline script is named by its URL: /orders/1001001).
      const own = url.origin === origins.app && /^\/assets\/[\w.-]+$/.test(url.pathname);
      return `${url.origin}${own ? url.pathname : routeTemplate(url.pathname)}`.slice(0, MAX_FILENAME);
    } catch {
      return '<url>';
    }
  }
  // Not a web URL: `<anonymous>`, `native`, an extension's or eval's script. No query, nothing personal.
  return redactText(name.replace(/[?#].*$/, ''), origins).slice(0, MAX_FILENAME) || '?';
}
