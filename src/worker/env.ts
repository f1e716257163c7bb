import type { Brand } from '../shared/brands/brands';
import type { PushHubBindings } from '../shared/env';
import type { CookieJar } from './middleware/cookies';

export type { PushHubBindings } from '../shared/env';

/**
 * Bindings and configuration of the app worker (see wrangler.toml; one set per region). Those the
 * UserPushHub reads too (USER_PUSH_HUB, DO_JURISDICTION, SESSION_SECRET) live in `PushHubBindings`.
 */
export interface Bindings extends PushHubBindings {
  ASSETS: Fetcher;
  /** "development" locally and in tests; "production" or "staging" when deployed (then every secret is required). */
  ENVIRONMENT: string;
  /** Region name ("eu"; src/shared/brands/regions.ts), "local" or "test". */
  REGION: string;
  /** Base URL of each upstream API, keyed as in docs/contracts.md. */
  UPSTREAM: Record<string, string>;
  /** Issuer URL per auth authority key of the brand table ("main", "se"). */
  AUTHORITIES: Record<string, string>;
  /** Extra host → brand key entries of this environment (e.g. staging hosts). */
  BRAND_HOSTS?: Record<string, string>;
  /** Hosts on which flags are switched on by config: { flagName: [host, ...] }. */
  FLAG_HOSTS?: Record<string, string[]>;
  /** Secret for verifying the upstream's push signals (`POST /internal/push`). */
  PUSH_SIGNING_SECRET: string;
  /** DSN of the error-reporting service (Sentry-compatible); empty disables reporting. */
  ERROR_REPORTING_DSN?: string;
  /** Abuse limits (wrangler.toml `[[ratelimits]]`, src/worker/middleware/rate-limit): sign-in callback, per IP. */
  RL_LINKS?: RateLimit;
  /** Mail-sending and identity actions, per user. */
  RL_MAIL?: RateLimit;
  /** Analytics events and browser error reports, per user. */
  RL_TELEMETRY?: RateLimit;
  /** Prints editor the order-prints hand-off opens (`?tempSelectionId=&productCode=`), per region. */
  PRINTS_EDITOR_URL?: string;
  /** Project editor saved projects open in (`?projectId=`, 'Continue editing'), per region. */
  PROJECT_EDITOR_URL?: string;
}

/**
 * The signed-in user as the worker knows it, from the verified access token. Safe to hand to the
 * router context: it holds no token (the bearer is `c.var.accessToken`, server-side only).
 */
export interface Session {
  userId: string;
  email: string;
  idpType: string;
  idpSub: string;
  /** Authentication-method claim equals 'b2b', case-insensitively (account-area §6). */
  isBusiness: boolean;
  /** Access-token expiry, seconds since the epoch. */
  expiresAt: number;
}

/** Per-request values set by middleware, read by later handlers as `c.var.x`. */
export interface Variables {
  correlationId: string;
  /** Staged cookie writes, committed by the `cookies()` middleware (the only cookie writer). */
  cookies: CookieJar;
  brand: Brand;
  /** Per-response CSP nonce; every inline <script> must carry it. */
  nonce: string;
  /** True when the page is shown without chrome (?stripped=true). */
  stripped: boolean;
  /** Set by a handler (see `useNoReferrer`) on pages carrying tokens; the header middleware sends it. */
  referrerPolicy?: 'no-referrer' | 'same-origin' | 'strict-origin-when-cross-origin';
  /** Set by `markPrivate` on signed-in responses: sent with `Cache-Control: no-store`. */
  private?: boolean;
  /**
   * Set by `streamApp`: settles when the streamed page has rendered every part (React's
   * `allReady`), so every upstream call of the page has been made. The request log writes its line
   * then, instead of piping the body through a stream of its own to see its end.
   */
  pageRendered?: Promise<unknown>;
  /** The signed-in user from the verified access token, or null (set by `session()`). */
  session: Session | null;
  /**
   * The verified bearer for upstream calls (set by `session()` with `session`). Server-side only:
   * never put it into the router context, dehydrated state or any response body.
   */
  accessToken?: string;
  /** The session's current refresh token (set by `session()`), for sign-out's revocation only. Server-side only. */
  refreshToken?: string;
  /** The access token's `sid` (set by `session()`): the key of a signed-out session. Server-side only. */
  sessionId?: string;
  /**
   * The signed-in user's account id as the customer gate read it (its cookie or its call), for the
   * server render's calls by account id. Server-side only: never in a page or its state.
   */
  accountId?: number;
  /** The signed-in customer's first name as the customer gate read it: the header's greeting. */
  firstName?: string;
  /**
   * The signed-in user's account id for the calls by account id (the render's and the /api
   * proxy's): what the gate read, else its cookie, else one customer call; undefined signed out or
   * when the customer service cannot say. Set by auth's `session()` (customer-gate/customer-record.ts),
   * so the render and the proxy ask the session, not the auth internals.
   */
  ownAccountId?: (fetchImpl?: typeof fetch) => Promise<number | undefined>;
  /** This browser session's signed CSRF token of the page's forms (src/worker/middleware/csrf). */
  formToken?: string;
}

/**
 * Compile-time check that wrangler.toml provides every binding above: `Env` is generated from it by
 * `npm run cf-typegen` (worker-configuration.d.ts, kept current by the lint layer of `npm test`).
 * Secrets are declared in `[secrets] required` (values: .dev.vars locally, `wrangler secret put` deployed).
 * Exported so it is checked, not reported unused (knip: @public).
 * @public
 */
export type WranglerConfigProvidesBindings = Expect<Env extends Omit<Bindings, 'SESSION_SECRET' | 'PUSH_SIGNING_SECRET'> ? true : false>;
type Expect<T extends true> = T;

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
