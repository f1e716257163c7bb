import { PUSH_USER_HEADER, pushHubStub, type HubEnv } from '../push/namespace';

/**
 * After a confirmed account deletion: the user's push hub closes every open socket and refuses
 * new ones (account-area: the old session and any open socket stop working). A failure is
 * reported, never shown: the account is already gone upstream, and the sockets' tickets can no
 * longer be minted once the session cookies are cleared by the logout that follows.
 */
export async function closeUserSockets<T extends Rpc.DurableObjectBranded | undefined>(env: HubEnv<T>, userId: string): Promise<boolean> {
  try {
    const res = await pushHubStub(env, userId).fetch('https://user-push-hub/close-account', {
      method: 'POST',
      headers: { [PUSH_USER_HEADER]: userId },
    });
    return res.status === 204;
  } catch (error) {
    console.error('closing the deleted account’s sockets failed', error);
    return false;
  }
}
