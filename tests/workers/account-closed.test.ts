import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLOSE } from '../../src/shared/push/protocol';
import { closeUserSockets } from '../../src/worker/auth/confirmations/close-sockets';
import { hubStub, openAuthenticated, upgrade } from './helpers';

describe('account deletion closes the push sockets (closeAccount RPC)', () => {
  it('closes every open socket of the user (1008) and refuses later upgrades (410); other users keep theirs', async () => {
    const a = await openAuthenticated('deleted-user');
    const b = await openAuthenticated('deleted-user');
    const other = await openAuthenticated('still-here');

    expect(await hubStub('deleted-user').closeAccount('deleted-user')).toEqual({ ok: true });
    expect(await a.socket.closed).toMatchObject({ code: CLOSE.policy, reason: 'account deleted' });
    expect(await b.socket.closed).toMatchObject({ code: CLOSE.policy, reason: 'account deleted' });

    const again = await upgrade('deleted-user');
    expect(again.status).toBe(410);
    expect(again.webSocket).toBeFalsy();

    other.socket.send({ type: 'ping' });
    expect(await other.socket.next()).toEqual({ type: 'pong' });
    other.socket.ws.close(1000);
  });

  it('is what the confirmed deletion calls (closeUserSockets → true), and it sticks across calls', async () => {
    const { socket } = await openAuthenticated('confirmed-deletion');
    expect(await closeUserSockets(env, 'confirmed-deletion')).toBe(true);
    expect(await socket.closed).toMatchObject({ code: CLOSE.policy, reason: 'account deleted' });
    expect((await upgrade('confirmed-deletion')).status).toBe(410);
    expect(await closeUserSockets(env, 'confirmed-deletion')).toBe(true); // Idempotent.
    expect((await upgrade('confirmed-deletion')).status).toBe(410);
  });

  it("refuses a closeAccount naming another user: nothing closes, the hub's user keeps connecting", async () => {
    const { socket } = await openAuthenticated('innocent');
    expect(await hubStub('innocent').closeAccount('someone-else')).toEqual({ ok: false, error: 'wrong object' });
    expect(await hubStub('innocent').closeAccount('')).toEqual({ ok: false, error: 'invalid input' });
    // The worker's call site reports a refusal (here: an id longer than any user id) as false.
    expect(await closeUserSockets(env, 'x'.repeat(300))).toBe(false);
    expect(await socket.quiet()).toBeUndefined();
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    const again = await upgrade('innocent');
    expect(again.status).toBe(101);
    again.webSocket?.accept();
    again.webSocket?.close(1000);
    socket.ws.close(1000);
  });
});
