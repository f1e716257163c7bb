import { z } from 'zod';
import type { UpstreamBindings } from '../../env';
import { translate } from '../../locale/content';
import type { ContentLocale } from '../../locale/negotiate';
import { loadUser } from '../common';

type Env = Pick<UpstreamBindings, 'DB'>;

export const PAYMENT_METHODS = {
  iDEAL: 'iDEAL',
  CreditCard: 'Credit card',
  PayPal: 'PayPal',
  Invoice: 'Invoice (pay later, business accounts)',
} as const;
export type PaymentType = keyof typeof PAYMENT_METHODS;

/** Payment methods the upstream offers: invoice only to business accounts. */
export function offeredPaymentTypes(b2b: boolean): PaymentType[] {
  return b2b ? ['iDEAL', 'CreditCard', 'PayPal', 'Invoice'] : ['iDEAL', 'CreditCard', 'PayPal'];
}

const addressRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
  phone: z.string(),
  is_default: z.number(),
});

export function toAddress(r: unknown) {
  const a = addressRow.parse(r);
  return {
    id: a.id,
    firstName: a.first_name,
    lastName: a.last_name,
    street: a.street,
    houseNumber: a.house_number,
    postalCode: a.postal_code,
    city: a.city,
    countryCode: a.country_code,
    phone: a.phone,
    isDefault: a.is_default === 1,
  };
}
export type Address = ReturnType<typeof toAddress>;

export async function listAddresses(env: Env, userId: string): Promise<Address[]> {
  const { results } = await env.DB.prepare('SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, created, id')
    .bind(userId)
    .all();
  return results.map(toAddress);
}

const customerRow = z.object({
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string().nullable(),
  company_name: z.string().nullable(),
  b2b_status: z.enum(['Default', 'New', 'Blocked']),
  newsletter: z.number(),
  payment_type: z.enum(['iDEAL', 'CreditCard', 'PayPal', 'Invoice']),
  ftp_callback_url: z.string().nullable(),
  ftp_callback_format: z.enum(['json', 'xml']).nullable(),
});

/** Creates the customer row if missing (users made outside the account seed still get a record). */
export async function ensureCustomer(env: Env, userId: string): Promise<void> {
  await env.DB.prepare('INSERT OR IGNORE INTO customers (user_id, updated) VALUES (?, ?)').bind(userId, new Date().toISOString()).run();
}

/** GET /customers/me body, or null when the user is missing or deleted (→ 404). */
/** The customer record; payment-method labels in `locale` (the request's Accept-Language, locale/negotiate.ts). */
export async function loadCustomer(env: Env, userId: string, locale: ContentLocale = 'en-GB') {
  const user = await loadUser(env, userId);
  if (!user) return null;
  await ensureCustomer(env, userId);
  const row = customerRow.parse(await env.DB.prepare('SELECT * FROM customers WHERE user_id = ?').bind(userId).first());
  const b2b = user.b2b === 1;
  return {
    id: user.id,
    accountId: user.account_id,
    email: user.email,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    companyName: b2b ? row.company_name : null,
    isB2b: b2b,
    b2bStatus: row.b2b_status,
    newsletter: row.newsletter === 1,
    paymentMethod: { type: row.payment_type, label: translate(PAYMENT_METHODS[row.payment_type], locale) },
    availablePaymentMethods: offeredPaymentTypes(b2b).map((type) => ({ type, label: translate(PAYMENT_METHODS[type], locale) })),
    ftp: { callbackUrl: row.ftp_callback_url, callbackFormat: row.ftp_callback_format },
    accountDeleted: false,
    addresses: await listAddresses(env, userId),
  };
}
export type Customer = NonNullable<Awaited<ReturnType<typeof loadCustomer>>>;
