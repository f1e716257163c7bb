import type { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { type ConfirmationOptions, registerAccountFlows } from './account-flows';
import { registerSubscription } from './subscription';

export type { ConfirmationOptions } from './account-flows';

/**
 * The confirmation-link routes (account-area §2, DESIGN.md §3): GET renders a confirm form, only
 * the POST consumes the token. /delete-account-confirmation and /change-email-confirmation need
 * a session (they send to sign-in first); /subscription-confirmation is public.
 */
export function registerConfirmations(app: Hono<AppEnv>, o: ConfirmationOptions = {}): void {
  registerAccountFlows(app, o);
  registerSubscription(app, o);
}
