import type { QueryClient } from '@tanstack/react-query';
import type { Api } from './api/index';
import type { Brand } from './brands/brands';
import type { SampleTestVariant } from './flags/experiment';
import type { Flags } from './flags/flags';
import type { AppIntl, MessageId } from './i18n/intl';
import type { Notice } from './notices/dismissed';
import type { OrderFollowUps } from './queries/orders';

/** What every route's beforeLoad / loader / component can read (router context). */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * Typed upstream client: `serverApi(env, session, correlationId)` in the worker,
   * `createApi(browserTransport())` in the browser. Query factories in src/shared/queries take it.
   */
  api: Api;
  brand: Brand;
  intl: AppIntl;
  flags: Flags;
  /**
   * Stylesheet for pages rendered without the router's asset manifest (the public e-mail-link
   * pages, which ship no JavaScript). Server only.
   */
  plainStylesheet?: string;
  /**
   * The signed-in customer, once sign-in (issue 4) fills it from the verified claims. Absent means
   * "not known yet": the frame then shows the consumer variant of the side menu.
   */
  session?: RouterSession;
  /**
   * The correlation id of the request that rendered this page (the one its error pages show):
   * browser error reports carry it, so a report of a page's failure leads to the page's request.
   */
  correlationId?: string;
  /** Prints editor address of this environment (wrangler `PRINTS_EDITOR_URL`); the order-prints hand-off goes there. */
  printsEditorUrl?: string;
  /** Project editor address of this environment (wrangler `PROJECT_EDITOR_URL`); 'Continue editing' of a saved project goes there. */
  projectEditorUrl?: string;
  /**
   * What the worker decided for a plain page it renders (renderPlainPage): the confirm form's
   * hidden fields, the sign-in error's retry link. Server only, never dehydrated.
   */
  plainPage?: PlainPageData;
  /**
   * A plain form post the worker refused, rendered again (src/worker/forms/respond.ts): what the
   * user typed, shown back in the form's fields. Server only, never dehydrated.
   */
  formReplay?: FormReplay;
  /**
   * The browser's viewport width as the worker learnt it (Client Hint, else a guess from the user
   * agent): pixel layouts rendered on the server (the photo timeline, the album grid) use it, and
   * the browser's first render reuses it so hydration matches (issue 16 §4).
   */
  viewportWidth?: number;
  /** Notices this browser dismissed (their cookie): the server renders the page without them. */
  dismissed?: readonly Notice[];
  /**
   * Markup the streamed page carries first thing in its head (src/worker/ssr/no-script.ts: the
   * refresh for browsers without scripts, the Intl warm-up). Server only, never dehydrated: the
   * browser's hydration skips these nodes of the head.
   */
  headStart?: HeadStart;
  /**
   * The server renders the complete variant, for a browser without scripts (src/worker/ssr/no-script.ts):
   * pages that need more data for it than the hydrated page does (the photo viewer's place in the
   * list) load it then only. Server only, never dehydrated.
   */
  completePage?: boolean;
}

/** The streamed page's first head markup (RouterContext.headStart), made by the worker. */
export interface HeadStart {
  /** Inside a `<noscript>`: what a browser without scripts gets (the refresh to the complete variant). */
  noscript: string;
  /** An inline script run at once, before anything else of the page (the Intl warm-up). */
  script: string;
  /** The response's CSP nonce, for that script. */
  nonce: string;
}

/** The typed values of a refused form post, by field name (`_`-prefixed fields left out). */
export interface FormReplay {
  values: Readonly<Record<string, string>>;
}

/**
 * Request state a worker handler hands to the plain page it renders. The values were checked by
 * the worker (zod); the signed CSRF token only ever comes from here, never from the URL.
 */
export type PlainPageData =
  | {
      kind: 'confirm';
      /** Hidden fields of the confirm form, in order: the confirmation token, the CSRF token, … */
      fields: Readonly<Record<string, string>>;
      /** The address the message names (double opt-in). */
      email?: string;
    }
  | { kind: 'signInError'; tryAgainHref: string; correlationId: string; retryAfterMinutes?: number }
  /** A refused or failed request (src/worker/errors/on-error.ts): what to say, and the reference. */
  | { kind: 'error'; headingId: MessageId; messageId?: MessageId; correlationId: string };

/** What the frame needs to know about the signed-in customer. */
export interface RouterSession {
  /** The business check of the spec: authentication-method claim equals 'b2b'. */
  isBusiness: boolean;
  email: string;
  /** The customer's first name, for the header's greeting (the customer gate's, src/worker/auth/customer-gate). */
  firstName?: string;
  /**
   * This browser session's signed CSRF token, rendered into every settings form as `_csrf` so the
   * worker accepts the plain (pre-hydration) post (src/worker/middleware/csrf). Not a credential.
   */
  formToken?: string;
  /** Experiment variants of this user, resolved by the worker (src/shared/flags/experiment.ts). */
  experiments?: { 'sample-test': SampleTestVariant };
  /**
   * The months My photos renders first, as the worker last saw them for this user
   * (src/worker/per-user-cache/newest-months.ts): their pages are asked for with the timeline, not after
   * it. A guess: the timeline stays the source.
   */
  newestMonths?: readonly { year: number; month: number }[];
  /**
   * On an order's page: the order, when the user's orders list showed it
   * (src/worker/per-user-cache/known-orders.ts), with the calls its page makes after it. The page then
   * streams instead of awaiting the order for a possible 404. A guess: the order stays the source.
   */
  knownOrder?: { code: string } & OrderFollowUps;
  /**
   * On the overview and the orders list: the orders whose delivery dates the page will show, from
   * the user's orders as the worker last saw them (src/worker/per-user-cache/known-orders.ts), so those
   * calls start with the orders call, not after it. A guess: the orders' answer decides what shows.
   */
  deliveryDatesAhead?: readonly string[];
}
