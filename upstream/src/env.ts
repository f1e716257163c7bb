import type { AccessClaims } from './auth/claims';
import type { PushOutbox } from './push/outbox-alarm';

/** Bindings and vars of the upstream worker (see upstream/wrangler.toml). */
export interface UpstreamBindings {
  DB: D1Database;
  BUCKET: R2Bucket;
  /** Only "development" opens `/__admin/*` and fault injection. */
  ENVIRONMENT: string;
  /** Absolute base of this worker as the browser sees it; issuers are `${PUBLIC_BASE_URL}/oidc/{authority}`. */
  PUBLIC_BASE_URL: string;
  /** The app's push endpoint (docs/contracts.md, push signal). */
  APP_PUSH_URL: string;
  PUSH_SIGNING_SECRET: string;
  /** The push outbox's timer (one object): retries the signals the app did not accept yet. */
  PUSH_OUTBOX: DurableObjectNamespace<PushOutbox>;
  /** Comma list of extra allowed app origins; `*` matches one host label. */
  APP_ORIGINS: string;
}

/** Hono environment of the upstream app: `c.var.userId` / `c.var.claims` are set by `requireUser`. */
export type UpstreamEnv = {
  Bindings: UpstreamBindings;
  Variables: { userId: string; claims: AccessClaims };
};

export type { AccessClaims };
