import type { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../../auth/require-user';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { viewOf } from '../../locale/negotiate';
import { auth } from '../auth';
import { loadUser } from '../common';
import { addressInputSchema } from './address-rules';
import { createAddress, deleteAddress, updateAddress } from './addresses';
import { ensureCustomer, listAddresses, loadCustomer, offeredPaymentTypes, PAYMENT_METHODS } from './repo';

const BASE = '/customer-api';

/** Fields a customer may change with PATCH /customers/me; unknown fields are refused (400). */
const patchSchema = z
  .object({
    firstName: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[^<>{}\u0000-\u001f]+$/u, 'First name must be valid'),
    lastName: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[^<>{}\u0000-\u001f]+$/u, 'Last name must be valid'),
    dateOfBirth: z.iso
      .date()
      .refine((d) => d >= '1900-01-01' && new Date(d).getTime() <= Date.now() - 13 * 365.25 * 86_400_000, 'Date of birth must be valid')
      .nullable(),
    companyName: z.string().trim().min(1).max(100).nullable(),
    newsletter: z.boolean(),
    paymentMethod: z.object({ type: z.enum(Object.keys(PAYMENT_METHODS) as [keyof typeof PAYMENT_METHODS]) }).strict(),
  })
  .partial()
  .strict();

const ftpSchema = z
  .object({
    callbackUrl: z
      .url({ protocol: /^https?$/, message: 'callbackUrl must be an http(s) URL' })
      .max(2000)
      .nullable(),
    callbackFormat: z.enum(['json', 'xml']).nullable(),
  })
  .strict()
  .refine((f) => (f.callbackUrl === null) === (f.callbackFormat === null), {
    path: ['callbackFormat'],
    message: 'callbackFormat is required with a callbackUrl (and must be null without one)',
  });

const idParam = z.object({ id: z.string().min(1).max(64) });

/** Customer API (account-area §7): the record, its FTP callback and its addresses. */
export function registerCustomerApi(app: Hono<UpstreamEnv>): void {
  // 404 = account deleted (spec §4); so no notDeleted middleware here.
  app.get(`${BASE}/customers/me`, requireUser, async (c) => {
    const customer = await loadCustomer(c.env, c.var.userId, viewOf(c).locale);
    if (!customer) return jsonError(c, 404, 'not_found', 'customer not found (account deleted)');
    return c.json(customer);
  });

  app.patch(`${BASE}/customers/me`, ...auth, validate('json', patchSchema), async (c) => {
    const body = c.req.valid('json');
    const user = await loadUser(c.env, c.var.userId);
    if (!user) return jsonError(c, 404, 'not_found', 'customer not found');
    const b2b = user.b2b === 1;
    if (body.companyName !== undefined && !b2b) {
      return c.json({ error: 'validation', field: 'companyName', message: 'companyName: only business accounts have a company name' }, 400);
    }
    if (body.paymentMethod && !offeredPaymentTypes(b2b).includes(body.paymentMethod.type)) {
      return c.json({ error: 'validation', field: 'paymentMethod.type', message: 'paymentMethod.type: not offered for this account' }, 400);
    }
    await ensureCustomer(c.env, c.var.userId);
    const sets: string[] = [];
    const values: (string | number | null)[] = [];
    const put = (col: string, v: string | number | null) => {
      sets.push(`${col} = ?`);
      values.push(v);
    };
    if (body.firstName !== undefined) put('first_name', body.firstName);
    if (body.lastName !== undefined) put('last_name', body.lastName);
    if (body.dateOfBirth !== undefined) put('date_of_birth', body.dateOfBirth);
    if (body.companyName !== undefined) put('company_name', body.companyName);
    if (body.newsletter !== undefined) put('newsletter', body.newsletter ? 1 : 0);
    if (body.paymentMethod) put('payment_type', body.paymentMethod.type);
    put('updated', new Date().toISOString());
    // Column names come from the fixed list above, values are bound.
    await c.env.DB.prepare(`UPDATE customers SET ${sets.join(', ')} WHERE user_id = ?`)
      .bind(...values, c.var.userId)
      .run();
    return c.json(await loadCustomer(c.env, c.var.userId, viewOf(c).locale));
  });

  // PUT and PATCH both replace the pair: they always travel together.
  for (const method of ['put', 'patch'] as const) {
    app[method](`${BASE}/customers/me/ftp`, ...auth, validate('json', ftpSchema), async (c) => {
      const user = await loadUser(c.env, c.var.userId);
      if (user?.b2b !== 1) return jsonError(c, 403, 'forbidden', 'FTP integration is for business accounts');
      const body = c.req.valid('json');
      await ensureCustomer(c.env, c.var.userId);
      await c.env.DB.prepare('UPDATE customers SET ftp_callback_url = ?, ftp_callback_format = ?, updated = ? WHERE user_id = ?')
        .bind(body.callbackUrl, body.callbackFormat, new Date().toISOString(), c.var.userId)
        .run();
      return c.json({ callbackUrl: body.callbackUrl, callbackFormat: body.callbackFormat });
    });
  }

  app.get(`${BASE}/customers/me/addresses`, ...auth, async (c) => c.json({ addresses: await listAddresses(c.env, c.var.userId) }));

  app.post(`${BASE}/customers/me/addresses`, ...auth, validate('json', addressInputSchema), async (c) => {
    const result = await createAddress(c.env, c.var.userId, c.req.valid('json'));
    if (!result) return jsonError(c, 409, 'conflict', 'too many addresses (50 at most)');
    return c.json(result, 201);
  });

  app.put(`${BASE}/customers/me/addresses/:id`, ...auth, validate('param', idParam), validate('json', addressInputSchema), async (c) => {
    const result = await updateAddress(c.env, c.var.userId, c.req.valid('param').id, c.req.valid('json'));
    if (!result) return jsonError(c, 404, 'not_found', 'address not found');
    return c.json(result);
  });

  app.delete(`${BASE}/customers/me/addresses/:id`, ...auth, validate('param', idParam), async (c) => {
    const ok = await deleteAddress(c.env, c.var.userId, c.req.valid('param').id);
    if (!ok) return jsonError(c, 404, 'not_found', 'address not found');
    return c.body(null, 204);
  });
}
