import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARCHIVE_SOCKET_MS, AUTH_TIMEOUT_MS, CLOSE } from '../../src/shared/push/protocol';
import { hubStub, open, openAuthenticated, ticketFor } from './helpers';

const alarmOf = (user: string) => runInDurableObject(hubStub(user), (_hub, state) => state.storage.getAlarm());

/** Runs the hub's alarm handler as if `ms` had passed (only Date is faked; sockets keep working). */
async function alarmAfter(user: string, ms: number): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
  await runInDurableObject(hubStub(user), (hub) => hub.alarm());
}

afterEach(() => {
  vi.useRealTimers();
});

describe('alarms', () => {
  it('closes a socket that never authenticates with 1008 after the timeout', async () => {
    const before = Date.now();
    const socket = await open('lazy');
    const alarm = await alarmOf('lazy');
    expect(alarm).toBeGreaterThanOrEqual(before + AUTH_TIMEOUT_MS);
    expect(alarm).toBeLessThanOrEqual(Date.now() + AUTH_TIMEOUT_MS);

    await alarmAfter('lazy', AUTH_TIMEOUT_MS - 1_000); // Too early: nothing happens.
    expect(await socket.quiet()).toBeUndefined();
    await alarmAfter('lazy', 2_000);
    expect(await socket.closed).toEqual({ code: CLOSE.policy, reason: 'authentication timeout' });
  });

  it('refuses an authenticate that arrives after the deadline', async () => {
    const socket = await open('late');
    const ticket = await ticketFor('late');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + AUTH_TIMEOUT_MS + 1);
    socket.send({ type: 'authenticate', ticket });
    expect((await socket.closed).code).toBe(CLOSE.policy);
  });

  it('closes an archive socket after 1,800,000 ms with 4000, but not an import socket', async () => {
    const archive = (await openAuthenticated('window', { purposes: ['archive'] })).socket;
    const both = (await openAuthenticated('window')).socket;
    // The first alarm is the second socket's auth deadline; having nothing to do then, it moves
    // itself to the archive window's end.
    expect(await alarmOf('window')).toBeLessThan(Date.now() + AUTH_TIMEOUT_MS + 1);
    await runDurableObjectAlarm(hubStub('window'));
    const alarm = await alarmOf('window');
    expect(alarm).toBeGreaterThan(Date.now() + ARCHIVE_SOCKET_MS - 5_000);
    expect(alarm).toBeLessThanOrEqual(Date.now() + ARCHIVE_SOCKET_MS);

    await alarmAfter('window', ARCHIVE_SOCKET_MS - 60_000);
    expect(await archive.quiet()).toBeUndefined();
    await alarmAfter('window', 60_001);
    expect(await archive.closed).toEqual({ code: CLOSE.archiveWindowOver, reason: 'archive window over' });
    expect(await both.quiet()).toBeUndefined();
    both.send({ type: 'ping' });
    expect(await both.next()).toEqual({ type: 'pong' });
  });

  it('keeps the archive window when the socket re-subscribes, and lifts it for import', async () => {
    const { socket } = await openAuthenticated('resub', { purposes: ['archive'] });
    const first = await alarmOf('resub');
    socket.send({ type: 'subscribe', purposes: ['archive'] });
    socket.send({ type: 'ping' }); // Round trip so the subscribe has been handled.
    await socket.next();
    expect(await alarmOf('resub')).toBe(first);

    socket.send({ type: 'subscribe', purposes: ['archive', 'import'] });
    socket.send({ type: 'ping' });
    await socket.next();
    await alarmAfter('resub', ARCHIVE_SOCKET_MS + 1);
    expect(await socket.quiet()).toBeUndefined();
  });

  it('runs a scheduled alarm through the runtime too', async () => {
    const socket = await open('runtime-alarm');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + AUTH_TIMEOUT_MS + 1);
    expect(await runDurableObjectAlarm(hubStub('runtime-alarm'))).toBe(true);
    expect((await socket.closed).code).toBe(CLOSE.policy);
  });
});
