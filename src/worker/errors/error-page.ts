import { createElement as h } from 'react';
import { prerender } from 'react-dom/static';

export interface ErrorPageParts {
  lang: string;
  title: string;
  heading: string;
  message?: string;
  /** Already formatted "Reference: …" line, shown small for support. */
  reference?: string;
}

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222}small{color:#666}';

/**
 * The last-resort page for errors outside the app's pages (the unknown host, which has no brand,
 * and `app.onError`): rendered by React like every page, but without the router, the frame or a
 * stylesheet, so it still renders when SSR itself is what failed. No script; inline style only.
 */
export async function errorPageHtml(p: ErrorPageParts): Promise<string> {
  const page = h(
    'html',
    { lang: p.lang },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width,initial-scale=1' }),
      h('title', null, p.title),
      // biome-ignore lint/security/noDangerouslySetInnerHtml: STYLE is this module's constant stylesheet, no input reaches it.
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ),
    h(
      'body',
      null,
      h(
        'main',
        null,
        h('h1', null, p.heading),
        p.message ? h('p', null, p.message) : null,
        p.reference ? h('p', null, h('small', null, p.reference)) : null,
      ),
    ),
  );
  // prerender (React's edge build, the one that streams the pages) rather than renderToStaticMarkup,
  // whose legacy string renderer the worker bundle leaves out (src/worker/ssr/react-dom-server.cjs).
  const { prelude } = await prerender(page);
  // Fizz writes the doctype itself before an <html> root.
  return new Response(prelude).text();
}
