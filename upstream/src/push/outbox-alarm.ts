import { DurableObject } from 'cloudflare:workers';
import type { UpstreamBindings } from '../env';
import { drainOutbox } from './outbox';

/**
 * The push outbox's timer (one object, `idFromName('push-outbox')`): its alarm sends the due rows
 * of the D1 outbox and sets itself for the next one. An alarm survives the request, the job and a
 * restart, and a throwing alarm is retried by the runtime. One object is plenty for a stand-in
 * upstream; a real one would shard by user.
 */
export class PushOutbox extends DurableObject<UpstreamBindings> {
  /** RPC: run the alarm at `at` at the latest. */
  async wake(at: number): Promise<void> {
    await this.setEarliest(at);
  }

  override async alarm(): Promise<void> {
    const next = await drainOutbox(this.env);
    if (next !== null) await this.setEarliest(Math.max(next, Date.now()));
  }

  /**
   * An alarm already set earlier (e.g. by a `wake` during this alarm) is kept; one in the past is
   * the alarm running now, so it does not count.
   */
  private async setEarliest(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current <= Date.now() || current > at) await this.ctx.storage.setAlarm(at);
  }
}
