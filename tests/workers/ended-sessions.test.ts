import { describe, expect, it } from 'vitest';
import { hubStub } from './helpers';

// Sign-out records the session in the user's hub; the page gate asks it (issue 15 point 7: a copied
// cookie of an ended session renders no page, even with a fresh customer-gate cookie).
describe('ended sessions (endSession / sessionEnded RPC)', () => {
  it('remembers a signed-out session until its time is up; other sessions stay', async () => {
    const hub = hubStub('signing-out');
    expect(await hub.sessionEnded('signing-out', 'sid-a')).toEqual({ ok: true, ended: false });
    expect(await hub.endSession('signing-out', 'sid-a', Date.now() + 60_000)).toEqual({ ok: true });
    expect(await hub.sessionEnded('signing-out', 'sid-a')).toEqual({ ok: true, ended: true });
    expect(await hub.sessionEnded('signing-out', 'sid-b')).toEqual({ ok: true, ended: false });
    // A session ended in the past is no longer remembered (its tokens cannot verify any more).
    expect(await hub.endSession('signing-out', 'sid-c', Date.now() - 1)).toEqual({ ok: true });
    expect(await hub.sessionEnded('signing-out', 'sid-c')).toEqual({ ok: true, ended: false });
  });

  it('refuses calls naming another user or invalid ids, ending nothing', async () => {
    const hub = hubStub('careful-user');
    expect(await hub.endSession('someone-else', 'sid-x', Date.now() + 60_000)).toEqual({ ok: false, error: 'wrong object' });
    expect(await hub.endSession('careful-user', '', Date.now() + 60_000)).toEqual({ ok: false, error: 'invalid input' });
    expect(await hub.sessionEnded('someone-else', 'sid-x')).toEqual({ ok: false, error: 'wrong object' });
    expect(await hub.sessionEnded('careful-user', 'sid-x')).toEqual({ ok: true, ended: false });
  });
});
