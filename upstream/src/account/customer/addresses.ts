import type { UpstreamBindings } from '../../env';
import type { AddressInput } from './address-rules';
import { type Address, toAddress } from './repo';

type Env = Pick<UpstreamBindings, 'DB'>;
const MAX_ADDRESSES = 50;

async function countAddresses(env: Env, userId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Creates an address; the first one becomes the default. Null when the limit is reached. */
export async function createAddress(env: Env, userId: string, a: AddressInput): Promise<Address | null> {
  const count = await countAddresses(env, userId);
  if (count >= MAX_ADDRESSES) return null;
  const id = crypto.randomUUID();
  const isDefault = a.isDefault === true || count === 0;
  const stmts = [];
  // One default per customer: clearing the old one and inserting go in one batch (transaction).
  if (isDefault) stmts.push(env.DB.prepare('UPDATE addresses SET is_default = 0 WHERE user_id = ?').bind(userId));
  stmts.push(
    env.DB.prepare(
      `INSERT INTO addresses (id, user_id, first_name, last_name, street, house_number, postal_code, city, country_code, phone, is_default, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      userId,
      a.firstName,
      a.lastName,
      a.street,
      a.houseNumber,
      a.postalCode.toUpperCase(),
      a.city,
      a.countryCode,
      a.phone,
      isDefault ? 1 : 0,
      new Date().toISOString(),
    ),
  );
  await env.DB.batch(stmts);
  return toAddress(await env.DB.prepare('SELECT * FROM addresses WHERE id = ?').bind(id).first());
}

/** Replaces an owned address. Null when it is not this user's (→ 404). */
export async function updateAddress(env: Env, userId: string, id: string, a: AddressInput): Promise<Address | null> {
  const existing = await env.DB.prepare('SELECT is_default FROM addresses WHERE id = ? AND user_id = ?')
    .bind(id, userId)
    .first<{ is_default: number }>();
  if (!existing) return null;
  // A default cannot be "un-defaulted" directly (there must be one); choose another as default instead.
  const isDefault = a.isDefault === true || existing.is_default === 1;
  const stmts = [];
  if (isDefault) stmts.push(env.DB.prepare('UPDATE addresses SET is_default = 0 WHERE user_id = ?').bind(userId));
  stmts.push(
    env.DB.prepare(
      `UPDATE addresses SET first_name = ?, last_name = ?, street = ?, house_number = ?, postal_code = ?, city = ?, country_code = ?, phone = ?, is_default = ?
       WHERE id = ? AND user_id = ?`,
    ).bind(
      a.firstName,
      a.lastName,
      a.street,
      a.houseNumber,
      a.postalCode.toUpperCase(),
      a.city,
      a.countryCode,
      a.phone,
      isDefault ? 1 : 0,
      id,
      userId,
    ),
  );
  await env.DB.batch(stmts);
  return toAddress(await env.DB.prepare('SELECT * FROM addresses WHERE id = ?').bind(id).first());
}

/** Deletes an owned address; if it was the default, the oldest remaining one takes over. */
export async function deleteAddress(env: Env, userId: string, id: string): Promise<boolean> {
  const existing = await env.DB.prepare('SELECT is_default FROM addresses WHERE id = ? AND user_id = ?')
    .bind(id, userId)
    .first<{ is_default: number }>();
  if (!existing) return false;
  const stmts = [env.DB.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ?').bind(id, userId)];
  if (existing.is_default === 1) {
    stmts.push(
      env.DB.prepare(
        'UPDATE addresses SET is_default = 1 WHERE id = (SELECT id FROM addresses WHERE user_id = ? ORDER BY created, id LIMIT 1)',
      ).bind(userId),
    );
  }
  await env.DB.batch(stmts);
  return true;
}
