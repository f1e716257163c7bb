/// <reference types="vite/client" />
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  type SearchMiddleware,
  useMatches,
  useRouteContext,
} from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { AppFrame } from '../components/frame/app-frame';
import { useLocalFlagOverrides } from '../components/frame/local-flags';
import { StorageGate } from '../components/frame/storage-gate';
import { ArchiveDownloadResume } from '../features/downloads/components/ArchiveDownloadResume';
import type { MessageId } from '../shared/i18n/intl';
import { IntlProvider } from '../shared/i18n/react';
import type { HeadStart, RouterContext } from '../shared/router-context';
import '../shared/route-static-data';
import { validateRoot } from './-lib/schemas';

/**
 * Like `retainSearchParams(['stripped'])`, but only for the one value that means stripped mode, so
 * `?stripped=false` (or garbage) is not copied onto every link. Absolute http links never pass
 * through the router, so they leave the app without it.
 */
const keepStripped: SearchMiddleware<{ stripped?: true }> = ({ search, next }) => {
  const result = next(search);
  return search.stripped === true && !('stripped' in result) ? { ...result, stripped: true } : result;
};

export const Route = createRootRouteWithContext<RouterContext>()({
  // Stripped mode: `stripped=true` is parsed here and kept on every <Link>, redirect and navigate.
  validateSearch: validateRoot,
  search: { middlewares: [keepStripped] },
  head: ({ matches }) => {
    const ctx = matches[0]?.context;
    if (!ctx) return {};
    const { intl, brand } = ctx;
    const notFound = matches.some((m) => m.status === 'notFound' || m._notFound === true);
    const titleId: MessageId | undefined = notFound
      ? 'error.notFound.title'
      : [...matches].reverse().find((m) => m.staticData?.titleId)?.staticData.titleId;
    const title = titleId
      ? `${intl.formatMessage({ id: titleId })} | ${brand.vendorDomain}`
      : intl.formatMessage({ id: 'app.defaultTitle' });
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: brand.theme.primaryColor },
        { title },
      ],
    };
  },
  component: RootDocument,
});

function RootDocument() {
  const { brand, intl, plainStylesheet, headStart } = useRouteContext({ from: '__root__' });
  useLocalFlagOverrides();
  const frame = useMatches({
    select: (ms) => [...ms].reverse().find((m) => m.staticData?.frame)?.staticData.frame ?? 'account',
  });
  const isPublic = frame === 'public';
  // Brand colours for the unocss theme (`brand`, `brand-accent`), see uno.config.ts.
  const brandStyle = {
    '--brand-primary': brand.theme.primaryColor,
    '--brand-accent': brand.theme.accentColor,
  } as CSSProperties;
  return (
    <html
      lang={brand.locale}
      data-brand={brand.key}
      data-format-locale={intl.formatLocale /* dates and amounts: the client entry formats as the server did */}
      data-theme={brand.theme.name /* design tokens per brand family: src/shared/brands/tokens.ts */}
    >
      <head>
        {headStart ? <HeadStartMarkup {...headStart} /> : null}
        <HeadContent />
        {isPublic && plainStylesheet ? <link rel="stylesheet" href={plainStylesheet} /> : null}
      </head>
      <body style={brandStyle} className="m-0 bg-white text-gray-900 font-sans antialiased">
        <IntlProvider intl={intl}>
          <StorageGate>
            <AppFrame frame={frame}>
              <Outlet />
            </AppFrame>
            {/* A zip download started before a reload still arrives, on whatever page loaded. */}
            {isPublic ? null : <ArchiveDownloadResume />}
          </StorageGate>
        </IntlProvider>
        {isPublic ? null : <Scripts />}
      </body>
    </html>
  );
}

/**
 * The server's first markup in the head (RouterContext.headStart, src/worker/ssr/no-script.ts and
 * intl-warmup.ts), written as the worker made it: the noscript's content as raw HTML so React
 * neither hoists nor parses its `<meta>`, the script inline with the response's nonce. The
 * browser's render has none of it (the field is not dehydrated): React 19 hydrates the head around
 * these nodes, and the script has already run by then.
 */
function HeadStartMarkup({ noscript, script, nonce }: HeadStart) {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the worker's own markup, never user input. */}
      <noscript dangerouslySetInnerHTML={{ __html: noscript }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the worker's own script, never user input. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
