import { Hono } from 'hono';
import { apiForRequest } from '../api';
import { requireSession } from '../auth';
import type { AppEnv } from '../env';
import { reportError } from '../reporting';

/** The download ids the Download API hands out (URL-safe tokens). */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * 'Download again' without JavaScript (account-area issue 17 §1): the list's button is a link to
 * `/downloads/{id}/zip`, answered here with a fresh signed link (302: the zip's `Content-Disposition:
 * attachment` saves it and the page stays). A refused or failed link sends the customer back to the
 * list with that item's error (`?failed={id}`), the message the hydrated page shows in place.
 */
export function downloadRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/downloads/:id/zip', requireSession(), async (c) => {
    c.header('Cache-Control', 'no-store');
    const id = c.req.param('id');
    if (!ID.test(id)) return c.redirect('/downloads', 303);
    try {
      // The answer's schema (HttpUrl) admits only http(s) links, so nothing else is redirected to.
      const { url } = await apiForRequest(c).downloads.url(id);
      return c.redirect(url, 302);
    } catch (error) {
      void reportError(c, error, { source: 'worker', action: 'DOWNLOAD_AGAIN_FAILED' });
      return c.redirect(`/downloads?failed=${encodeURIComponent(id)}`, 303);
    }
  });
  return app;
}
