import type { Context, Hono } from 'hono';
import { UpstreamHttpError } from '../../shared/api/errors';
import { productActionId } from '../../shared/forms/product-actions';
import { isSafeLink } from '../../shared/links/safe-link';
import { apiForRequest } from '../api';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { reportError } from '../reporting';
import { formValues } from './form-values';
import { formGuard } from './request';
import { asksForFormAnswer, respond } from './respond';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A product's 'Reorder' and 'Request online version' as plain forms (issue 35 §2): POST
 * /orders/{code}/products/{product} with `_action`. Reorder: 303 to the shop's reorder link (only
 * an http(s) one); refused with 409, `inUse` (the product can no longer be reordered); failed,
 * `failed`. Online version: back to the order, which then shows 'Online version is requested'.
 * A refusal renders the order again with the message beside that product (`?s=…&id=<action>-<product>`).
 * The hydrated page posts the same fields here with `fetch` (issue 33 §1: one write path) and gets
 * the outcome as JSON, the reorder's shop link as its `location`; /api allows neither write.
 */
export function registerOrderProductForms(app: Hono<AppEnv>): void {
  app.post('/orders/:code/products/:product', ...formGuard, async (c) => {
    const code = c.req.param('code');
    const product = c.req.param('product');
    if (!CODE.test(code) || !CODE.test(product)) throw httpError(404);
    const page = `/orders/${code}`;
    const action = (await formValues(c))._action;
    if (action === 'reorder') return reorder(c, page, product);
    if (action === 'online-version') return requestOnlineVersion(c, page, product);
    return respond(c, page, { status: 'invalid' });
  });
}

async function reorder(c: Context<AppEnv>, page: string, product: string): Promise<Response> {
  const id = productActionId('reorder', product);
  try {
    const { ShopUrl } = await apiForRequest(c).orders.reorderDirect(product);
    if (!isSafeLink(ShopUrl)) throw new Error('unsafe shop URL');
    // The hydrated page goes there itself: a fetch cannot read a cross-origin redirect.
    if (asksForFormAnswer(c)) return respond(c, page, { status: 'sent', id, location: ShopUrl });
    return c.redirect(ShopUrl, 303);
  } catch (e) {
    if (e instanceof UpstreamHttpError && e.status === 409) return respond(c, page, { status: 'inUse', id });
    void reportError(c, e, { source: 'worker', action: 'REORDER_FAILED' });
    return respond(c, page, { status: 'failed', id });
  }
}

async function requestOnlineVersion(c: Context<AppEnv>, page: string, product: string): Promise<Response> {
  const id = productActionId('online', product);
  try {
    await apiForRequest(c).orders.requestOnlineVersion(product);
    return respond(c, page, { status: 'sent', id });
  } catch (e) {
    void reportError(c, e, { source: 'worker', action: 'REQUEST_ONLINE_VERSION_FAILED' });
    return respond(c, page, { status: 'failed', id });
  }
}
