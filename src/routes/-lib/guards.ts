import { redirect } from '@tanstack/react-router';
import type { RouterSession } from '../../shared/router-context';

/**
 * `beforeLoad` guard of the business-only routes (invoices, FTP instructions, business settings
 * and addresses) and the consumer-only ones (widgets): the wrong kind of account is sent to the
 * overview (account-area §6). Without a known session (sign-in fills it) nothing is decided here.
 */
export function requireAccount(kind: 'business' | 'consumer') {
  return ({ context }: { context: { session?: RouterSession } }) => {
    const session = context.session;
    if (!session) return;
    if (session.isBusiness !== (kind === 'business')) throw redirect({ to: '/' });
  };
}
