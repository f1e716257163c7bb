import type { Hono } from 'hono';
import { UpstreamHttpError } from '../../shared/api/errors';
import { fieldErrorsFor } from '../../shared/forms/form-status';
import { addressSchema, FORM_FIELDS, parseForm } from '../../shared/forms/schemas';
import { apiForRequest } from '../api';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { upstreamFieldNames } from '../errors/upstream-fields';
import { reportError } from '../reporting';
import { formValues } from './form-values';
import { formGuard } from './request';
import { respond } from './respond';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * 'Change delivery address' of an order as a plain form (issue 17 §1): POST /orders/{code} with the
 * address fields and the order's first product code (`orderCode`, which the upstream checks
 * belongs to the super order). Success: 303 to the order with `?s=saved`; a refusal renders the
 * order again with the form open, what was typed and the field errors (respond.ts). A 409 (the
 * production has started) is `inUse`: the page says the address can no longer change. The
 * hydrated page posts the same fields here with `fetch` and reads the JSON answer (DeliveryAddress.tsx):
 * one write path and one error mapping; the `/api` proxy has no delivery-address write.
 */
export function registerOrderAddressForm(app: Hono<AppEnv>): void {
  app.post('/orders/:code', ...formGuard, async (c) => {
    const code = c.req.param('code');
    if (!CODE.test(code)) throw httpError(404);
    const page = `/orders/${code}`;
    const form = await formValues(c);
    const parsed = parseForm(addressSchema, form, FORM_FIELDS.address);
    if (!parsed.ok) return respond(c, page, { status: 'invalid', fieldErrors: parsed.errors });
    const orderCode = CODE.test(form.orderCode ?? '') ? form.orderCode : undefined;
    try {
      // `isDefault` (false: the form has no such box) is accepted and dropped by the service.
      await apiForRequest(c).orders.updateDeliveryAddress(code, parsed.value, orderCode);
      return respond(c, page, { status: 'saved' });
    } catch (e) {
      if (e instanceof UpstreamHttpError && e.status === 409) return respond(c, page, { status: 'inUse' });
      if (e instanceof UpstreamHttpError && e.status === 400)
        return respond(c, page, { status: 'invalid', fieldErrors: fieldErrorsFor(upstreamFieldNames(e.body)) });
      void reportError(c, e, { source: 'worker', action: 'UPDATE_DELIVERY_ADDRESS_FAILED' });
      return respond(c, page, { status: 'failed' });
    }
  });
}
