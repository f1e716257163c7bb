import { readFileSync } from 'node:fs';

/**
 * What no page may carry of the upstream (issue 15 §9, issue 32 §5): its API paths and its host,
 * except the links its own data hands to the page on purpose.
 */

/** Every API base path of the upstream (wrangler.toml [env.test] UPSTREAM), e.g. `/project-api`. */
export const API_PATHS = [
  ...new Set(
    [...readFileSync('wrangler.toml', 'utf8').matchAll(/"http:\/\/127\.0\.0\.1:\d+(\/[A-Za-z_-]+)[^"]*"/g)]
      .map((m) => m[1]!)
      .filter((p) => !['/media', '/prints-editor', '/editor', '/oidc', '/error-reports'].includes(p)),
  ),
];

/**
 * Links the upstream's own data hands to the page (images, media, the prints and project editors,
 * the shop's pages): public by design, on the API host only in this test stack. Everything else on
 * that host is a leak.
 */
export const publicLinks = (upstreamHost: string) =>
  new RegExp(`https?://${upstreamHost.replaceAll('.', '\\.')}/(media/|shop/|prints-editor|editor)`, 'g');

/** The inline scripts of a page: where the router's and the query cache's dehydrated state live. */
export function inlineScripts(html: string): string {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('\n');
}
