import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../worker/env';

/** One per user: holds that user's import and archive-job push sockets (filled by the push issue). */
export class UserPushHub extends DurableObject<Bindings> {
  override async fetch(): Promise<Response> {
    return new Response('Not implemented', { status: 501 });
  }
}
