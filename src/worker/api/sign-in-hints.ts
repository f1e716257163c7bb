import type { Context } from 'hono';
import type { Api } from '../../shared/api/index';
import type { AppEnv } from '../env';
import { hintedPage } from './hinted-pages';
import { keepKnownOrdersAtSignIn } from './known-orders-cache';
import { keepNewestMonthsAtSignIn } from './newest-months-cache';

export interface SignInHintInput {
  /** The verified user (the session does not exist yet). */
  userId: string;
  isBusiness: boolean;
  /** Where the sign-in returns to (a safe same-origin path with its query). */
  returnTo: string;
  /** The new access token's client. */
  api: Api;
  /** Whether the account may be kept for: the sign-in's customer check did not find it deleted. */
  allowed: Promise<boolean>;
}

/**
 * What the page a sign-in returns to starts from, asked for beside the sign-in's customer check and
 * kept per user (issue 18 §6), so even the first view of that page starts its calls together: the
 * orders for the overview, the orders list or an order (their delivery-date and follow-up calls),
 * the timeline's newest months for My photos (their first pages). One call, and only for those
 * pages. Undefined when the page needs nothing; resolves once kept (after the customer check
 * allowed it), never rejects.
 */
export function keepWhatTheLandingPageNeeds(c: Context<AppEnv>, o: SignInHintInput): Promise<void> | undefined {
  switch (hintedPage(new URL(o.returnTo, 'https://return-to.invalid').pathname)?.page) {
    case 'overview':
    case 'orders':
    case 'order':
      return keepKnownOrdersAtSignIn(c, o);
    case 'timeline':
      return keepNewestMonthsAtSignIn(c, o);
    default:
      return undefined;
  }
}
