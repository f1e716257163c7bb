import { UpstreamHttpError } from '../../shared/api/errors';
import { at, type FormAction } from '../../shared/forms/action';
import { productActionId } from '../../shared/forms/product-actions';
import { addressSchema, FORM_FIELDS, parseForm } from '../../shared/forms/schemas';
import { isSafeLink } from '../../shared/links/safe-link';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * 'Change delivery address' of an order (issue 17 §1; src/shared/forms/action.ts): the address
 * fields and the order's first product code (`orderCode`, which the upstream checks belongs to the
 * super order). Saved: the order with `?s=saved`; a refusal: the order again with the form open,
 * what was typed and the field errors. A 409 (the production has started) is `inUse`: the page says
 * the address can no longer change. The hydrated page (DeliveryAddress.tsx) posts the same fields
 * with `fetch` and reads the same outcome: one write path and one error mapping.
 */
const deliveryAddress: FormAction = {
  path: '/orders/:code',
  async run({ form, params, api, failed }) {
    const code = params.code ?? '';
    const page = `/orders/${code}`;
    const parsed = parseForm(addressSchema, form, FORM_FIELDS.address);
    if (!parsed.ok) return at(page, { status: 'invalid', fieldErrors: parsed.errors });
    const orderCode = CODE.test(form.orderCode ?? '') ? form.orderCode : undefined;
    try {
      // `isDefault` (false: the form has no such box) is accepted and dropped by the service.
      await api.orders.updateDeliveryAddress(code, parsed.value, orderCode);
      return at(page, { status: 'saved' });
    } catch (e) {
      if (e instanceof UpstreamHttpError && e.status === 409) return at(page, { status: 'inUse' });
      return at(page, failed(e, 'UPDATE_DELIVERY_ADDRESS'));
    }
  },
};

/**
 * A product's 'Reorder' and 'Request online version' (issue 35 §2): `_action` reorder or
 * online-version. Reorder: on to the shop's reorder link (an http(s) one only; the hydrated page
 * goes there itself, as a fetch cannot follow a cross-origin redirect); 409 is `inUse` (it can no
 * longer be reordered). Online version: back to the order, which then says it is requested. A
 * refusal shows its message beside that product (`?s=…&id=<action>-<product>`).
 */
const productActions: FormAction = {
  path: '/orders/:code/products/:product',
  async run({ form, params, api, report }) {
    const page = `/orders/${params.code ?? ''}`;
    const product = params.product ?? '';
    if (form._action === 'reorder') {
      const id = productActionId('reorder', product);
      try {
        const { ShopUrl } = await api.orders.reorderDirect(product);
        if (!isSafeLink(ShopUrl)) throw new Error('unsafe shop URL');
        return at(page, { status: 'sent', id, location: ShopUrl });
      } catch (e) {
        if (e instanceof UpstreamHttpError && e.status === 409) return at(page, { status: 'inUse', id });
        report(e, 'REORDER');
        return at(page, { status: 'failed', id });
      }
    }
    if (form._action === 'online-version') {
      const id = productActionId('online', product);
      try {
        await api.orders.requestOnlineVersion(product);
        return at(page, { status: 'sent', id });
      } catch (e) {
        report(e, 'REQUEST_ONLINE_VERSION');
        return at(page, { status: 'failed', id });
      }
    }
    return at(page, { status: 'invalid' });
  },
};

export const orderActions: readonly FormAction[] = [deliveryAddress, productActions];
