import type { UpstreamBindings } from '../../env';

/**
 * Deletes a customer's account in one batch (a transaction in D1): every account-area row goes,
 * the users row is kept but marked deleted_at and its e-mail replaced, so the identity provider
 * can no longer find the old address (sign-in refused, the address is free again) and every
 * token of the user stops working (requireUser/notDeleted check deleted_at). Refresh tokens are
 * revoked so the session cannot be renewed.
 */
export async function deleteAccount(env: Pick<UpstreamBindings, 'DB'>, userId: string): Promise<void> {
  const db = env.DB;
  const now = new Date().toISOString();
  await db.batch([
    db.prepare('DELETE FROM gallery_entries WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM widgets WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM projects WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM reorders WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM orders WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM super_orders WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM invoice_groups WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM historical_invoices WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM map_pdfs WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM addresses WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM analytics_events WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM customers WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM newsletter_subscriptions WHERE email = (SELECT email FROM users WHERE id = ?)').bind(userId),
    db.prepare('UPDATE oidc_refresh_tokens SET revoked = 1 WHERE user_id = ?').bind(userId),
    db.prepare("UPDATE users SET deleted_at = ?, email = 'deleted-' || id || '@deleted.invalid' WHERE id = ?").bind(now, userId),
  ]);
}
