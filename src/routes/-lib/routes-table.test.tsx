import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import enGB from '../../../locales/en-GB.json';
import { fakeHttp } from '../../../tests/fixtures/test-transport';
import { NOT_FOUND_PATHS, ROUTES } from '../../../tests/worker/routes.table';
import { createAppRouter, createQueryClient } from '../../router';
import { createApi } from '../../shared/api';
import { brandForKey, DEFAULT_BRAND } from '../../shared/brands/brands';
import { DEFAULT_FLAGS, type Flags } from '../../shared/flags/flags';
import { intlFor } from '../../shared/i18n/catalogue';
import type { RouterSession } from '../../shared/router-context';

/**
 * Renders routes the way renderPlainPage does (memory history, renderToString, no browser): checks
 * the route table of the worker harness against the route tree, and the frame each route gets.
 */
async function render(path: string, opts: { flags?: Partial<Flags>; brandKey?: string; session?: RouterSession; plain?: boolean } = {}) {
  const brand = (opts.brandKey && brandForKey(opts.brandKey)) || DEFAULT_BRAND;
  const router = createAppRouter({
    context: {
      queryClient: createQueryClient(),
      // Any call answers 404 from this stub, except the table's order: its service fails (a load
      // failure keeps the order page with the spec's message; an unknown order would be a 404 page).
      api: createApi(() => fakeHttp({ 'GET /v1/superorders/1001002': { status: 500, body: {} } }).http),
      brand,
      intl: intlFor(brand.locale),
      flags: { ...DEFAULT_FLAGS, ...opts.flags },
      session: opts.session,
    },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // Plain pages ship no script at all: not even the router's inline scroll-restoration snippet.
  if (opts.plain) router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  const result = router._serverResult;
  const html = result?.type === 'redirect' ? '' : renderToString(<RouterProvider router={router} />);
  return {
    router,
    html,
    status: result?.type === 'render' ? result.status : undefined,
    redirect: result?.type === 'redirect' ? result.redirect.options.href : undefined,
  };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const unescapeHtml = (s: string | undefined) => s?.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

describe('route table (tests/worker/routes.table.ts)', () => {
  it('lists every route of the tree exactly once', async () => {
    const { router } = await render('/');
    const treePaths = Object.values(router.routesById)
      .filter((route) => route.id !== '__root__')
      .map((route) => route.fullPath.replace(/\/$/, '') || '/');
    expect([...new Set(treePaths)].sort()).toEqual(ROUTES.map((c) => c.pattern).sort());
  });

  it.each(ROUTES.map((c) => [c.path, c] as const))('%s', async (_path, c) => {
    expect(enGB[c.titleId as keyof typeof enGB]).toBe(c.title);
    const { router, html, status, redirect } = await render(c.path, { plain: c.frame === 'public' });
    if (c.redirectsTo) {
      expect(redirect).toBe(c.redirectsTo);
      return;
    }
    expect(status).toBe(200);
    const leaf = router.state.matches.at(-1)!;
    expect(leaf.fullPath.replace(/\/$/, '') || '/').toBe(c.pattern);
    expect(leaf.staticData).toEqual({ titleId: c.titleId, frame: c.frame });
    expect(unescapeHtml(titleOf(html))).toBe(`${c.title} | ${DEFAULT_BRAND.vendorDomain}`);
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toMatch(new RegExp(`data-frame="${c.frame}"`));
    // Every page has its heading; a full-screen preview is labelled by its photo instead.
    if (c.frame !== 'bare') expect(html).toMatch(/<h1\b[^>]*>/);
    if (c.frame === 'public') expect(html).not.toContain('<script');
  });
});

describe('frames', () => {
  it.each(NOT_FOUND_PATHS)('%s → 404 inside the frame', async (path) => {
    const { html, status } = await render(path);
    expect(status).toBe(404);
    expect(html).toContain('Page not found');
    expect(html).toContain('data-frame="account"');
    expect(html).toContain('aria-labelledby="side-menu-heading"');
  });

  it.each([
    ['/my-photos/photos/preview/p1', 'PhotoManagementTimelineViewEnabled'],
    ['/my-photos/albums/a1/preview/p1', 'PhotoManagementAlbumViewEnabled'],
    ['/my-photos/shared-albums/a1/preview/p1', 'PhotoManagementSharedAlbumsViewEnabled'],
  ] as const)('%s redirects to / without %s', async (path, flag) => {
    expect((await render(path, { flags: { [flag]: false } })).redirect).toBe('/');
    expect((await render(`${path}?stripped=true`, { flags: { [flag]: false } })).redirect).toBe('/?stripped=true');
  });

  it('account frame: header, menu, chat, feedback; menu entry of the page is current', async () => {
    const { html } = await render('/orders/ABC');
    expect(html).toContain('href="#main"');
    expect(html).toContain('<main id="main"');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/orders"|<a[^>]*href="\/orders"[^>]*aria-current="page"/);
    expect(html).toContain('popoverTarget="help-chat"');
    expect(html).toContain('feedbackForm=fb-en-gb-3k9q');
    expect(html).toContain('Widgets');
    expect(html).not.toContain('FTP instructions');
  });

  it('home: on small screens the menu is the page (its heading the h1) above the overview as a dashboard', async () => {
    const { html } = await render('/');
    expect(html).toMatch(/<div class="sm:hidden"><nav aria-labelledby="menu-page-heading"><h1 id="menu-page-heading"/);
    // The dashboard's own title and shortcuts are hidden below 575 px by CSS (uno.config.ts).
    expect(html).toMatch(/<\/nav><\/div>(<!--\$-->)?<section aria-labelledby="page-title"><h1 id="page-title"[^>]*>My account overview</);
    const other = await render('/orders');
    expect(other.html).not.toContain('menu-page-heading');
    expect(other.html).toContain('Back to My account');
  });

  it.each(ROUTES.filter((c) => c.account).map((c) => [c.path, c.account] as const))('%s is for %s accounts only', async (path, account) => {
    const own = { isBusiness: account === 'business', email: 'x@example.com' };
    const other = { isBusiness: account !== 'business', email: 'x@example.com' };
    expect((await render(path, { session: own })).status).toBe(200);
    expect((await render(path, { session: other })).redirect).toBe('/');
  });

  it('business session: business menu variant', async () => {
    const { html } = await render('/', { session: { isBusiness: true, email: 'b@example.com' } });
    expect(html).toContain('href="/settings/b2b"');
    expect(html).toContain('FTP instructions');
    expect(html).not.toContain('href="/widgets"');
  });

  it('photos frame hides the chat; bare frame has no header or menu', async () => {
    const photos = await render('/my-photos/photos');
    expect(photos.html).not.toContain('help-chat');
    expect(photos.html).toContain('side-menu-heading');
    const bare = await render('/my-photos/photos/preview/p1');
    expect(bare.html).not.toContain('<header');
    expect(bare.html).not.toContain('side-menu-heading');
    expect(bare.html).not.toContain('help-chat');
  });

  it('stripped mode: no chrome, internal links keep stripped=true, external links unchanged', async () => {
    const { html } = await render('/account-deleted?stripped=true', { plain: true });
    expect(html).not.toContain('<header');
    expect(html).not.toContain('help-chat');
    expect(html).not.toContain('feedbackForm');
    expect(html).toContain('href="/?stripped=true"');
    expect(html).toContain('href="https://www.photobloom.co.uk/products"');
    const other = await render('/orders?stripped=false');
    expect(other.html).toContain('<header');
    expect(other.html).not.toContain('stripped=');
  });

  it('error pages: Try again uses a safe returnTo, else settings; contact link', async () => {
    const safe = await render('/change-email-error?returnTo=%2Fsettings%2Femail&stripped=true');
    expect(safe.html).toContain('href="/settings/email?stripped=true"');
    const evil = await render('/delete-account-error?returnTo=https%3A%2F%2Fevil.example%2F');
    expect(evil.html).toContain('href="/settings"');
    expect(evil.html).not.toContain('evil.example');
    expect(evil.html).toContain('href="https://help.photobloom.co.uk/contact"');
  });

  it('localised by brand: lang, titles and theme colours', async () => {
    const { html } = await render('/subscription-confirmation-error', { brandKey: 'snapbook-no', plain: true });
    expect(html).toContain('<html lang="nb-NO"');
    expect(titleOf(html)).toBe('Påmeldingen din mislyktes | snapbook.no');
    expect(html).toContain('--brand-primary:#00a19a');
    expect(html).not.toContain('help-chat'); // chat disabled for this brand
  });
});
