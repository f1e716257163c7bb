import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLOSE } from '../../src/shared/push/protocol';
import { closeUserSockets } from '../../src/worker/confirmations/close-sockets';
import { openAuthenticated, upgrade } from './helpers';

describe('account deletion closes the push sockets', () => {
  it('closes every open socket of the user (1008) and refuses later upgrades (410); other users keep theirs', async () => {
    const a = await openAuthenticated('deleted-user');
    const b = await openAuthenticated('deleted-user');
    const other = await openAuthenticated('still-here');

    expect(await closeUserSockets(env, 'deleted-user')).toBe(true);
    expect(await a.socket.closed).toMatchObject({ code: CLOSE.policy, reason: 'account deleted' });
    expect(await b.socket.closed).toMatchObject({ code: CLOSE.policy, reason: 'account deleted' });

    const again = await upgrade('deleted-user');
    expect(again.status).toBe(410);
    expect(again.webSocket).toBeFalsy();

    other.socket.send({ type: 'ping' });
    expect(await other.socket.next()).toEqual({ type: 'pong' });
    other.socket.ws.close(1000);
  });
});
