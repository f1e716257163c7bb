import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { translate } from '../../locale/content';
import { viewOf } from '../../locale/negotiate';
import { vendorByDomain } from './vendors';

/**
 * Public menu configuration per vendor domain. No token needed (public pages render the menu
 * before sign-in; a bearer, if sent, is ignored). Unknown domain → 404 (the app falls back).
 */
export function registerPublicConf(app: Hono<UpstreamEnv>): void {
  app.get(
    '/public-conf/:domain',
    validate(
      'param',
      z.object({
        domain: z
          .string()
          .min(3)
          .max(100)
          .regex(/^[a-z0-9.-]+$/i, 'domain must be a host name'),
      }),
    ),
    (c) => {
      const v = vendorByDomain(c.req.valid('param').domain);
      if (!v) return jsonError(c, 404, 'not_found', 'unknown vendor domain');
      const shop = `https://www.${v.domain}`;
      // The menu in the requested language (a domain shared by two languages, photobloom.be, has both);
      // no Accept-Language → the vendor's own locale.
      const { locale } = viewOf(c, v.locale);
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({
        vendorDomain: v.domain,
        vendorId: v.vendorId,
        locale: v.locale,
        menu: [
          { id: 'photobooks', label: translate('Photo books', locale), url: `${shop}/photo-books` },
          { id: 'prints', label: translate('Prints', locale), url: `${shop}/prints` },
          { id: 'wall-decor', label: translate('Wall decoration', locale), url: `${shop}/wall-decor` },
          { id: 'calendars', label: translate('Calendars', locale), url: `${shop}/calendars` },
          { id: 'all-products', label: translate('All products', locale), url: `${shop}/products` },
        ],
        links: {
          home: shop,
          allProducts: `${shop}/products`,
          faq: `${shop}/help`,
          customerCare: `${shop}/contact`,
          privacy: `${shop}/privacy`,
        },
      });
    },
  );
}
