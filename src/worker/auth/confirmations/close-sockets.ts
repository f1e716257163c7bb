import { type HubEnv, pushHubStub } from '../../../shared/push/namespace';
import { logEvent } from '../../logging';

/**
 * After a confirmed account deletion: the user's push hub closes every open socket and refuses
 * new ones (account-area: the old session and any open socket stop working), through its
 * `closeAccount` RPC. A failure is reported, never shown: the account is already gone upstream,
 * and the sockets' tickets can no longer be minted once the session cookies are cleared by the
 * logout that follows.
 */
export async function closeUserSockets(env: HubEnv, userId: string): Promise<boolean> {
  try {
    const result = await pushHubStub(env, userId).closeAccount(userId);
    if (!result.ok) logEvent('error', 'push hub refused to close a deleted account’s sockets', { reason: result.error });
    return result.ok;
  } catch (error) {
    logEvent('error', 'closing a deleted account’s sockets failed', { error });
    return false;
  }
}
