/// <reference types="vite/client" />
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useMatches, useRouteContext } from '@tanstack/react-router';
import { AppFrame } from '../components/frame/app-frame';
import { IntlProvider } from '../shared/i18n/react';
import type { RouterContext } from '../shared/router-context';
import '../shared/route-static-data';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => {
    const titled = [...matches].reverse().find((m) => m.staticData?.titleId);
    const ctx = matches[0]?.context;
    if (!ctx) return {};
    const { intl, brand } = ctx;
    const title = titled?.staticData.titleId
      ? `${intl.formatMessage({ id: titled.staticData.titleId })} | ${brand.vendorDomain}`
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
  const { brand, intl, plainStylesheet } = useRouteContext({ from: '__root__' });
  const matches = useMatches();
  const frame = [...matches].reverse().find((m) => m.staticData?.frame)?.staticData.frame ?? 'account';
  const isPublic = frame === 'public';
  return (
    <html lang={brand.locale} data-brand={brand.key}>
      <head>
        <HeadContent />
        {isPublic && plainStylesheet ? <link rel="stylesheet" href={plainStylesheet} /> : null}
      </head>
      <body>
        <IntlProvider intl={intl}>
          <AppFrame frame={frame}>
            <Outlet />
          </AppFrame>
        </IntlProvider>
        {isPublic ? null : <Scripts />}
      </body>
    </html>
  );
}
