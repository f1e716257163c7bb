import type { identityApi } from '../api/identity';
import type { Api } from '../api/index';
import type { FormStatus } from './form-status';
import type { FieldErrors } from './schemas';

/**
 * A page's form action (issue 33 §1): the one write path of its forms. It lives beside the page's
 * loader (`src/features/<feature>/actions.ts` next to `loaders.ts`) and is pure: what was posted and
 * the signed-in customer's typed clients in, the outcome out. The worker's one runner
 * (src/worker/forms) mounts every action at its page's address behind the session guard and the
 * CSRF check, builds its input and answers: a 303 or the page again for a plain post, JSON for the
 * hydrated form, which posts the same fields with `fetch` (src/components/form). The /api proxy
 * allows none of an action's writes (tests/worker/forms.ts checks every form test's post).
 */
export interface FormAction {
  /** The page's address as a route pattern (`/settings/address/:id`); every `:param` must be an id. */
  path: string;
  /** Who may post: the other kind of account is sent home, as its page does. Both when absent. */
  audience?: 'consumer' | 'business';
  run(input: ActionInput): Promise<ActionAnswer>;
}

/** What an action is given: the post, the signed-in customer, and their typed upstream clients. */
export interface ActionInput {
  /** The posted fields as single strings (files and repeated names left out). */
  form: Record<string, string>;
  /** The path's parameters, each already checked to be an id. */
  params: Record<string, string>;
  /** The signed-in identity (from the verified token) and its kind of account. */
  account: { idpType: string; idpSub: string; isBusiness: boolean };
  /** The brand's vendor id: the channel of e-mails and gallery entries. */
  vendorId: string;
  /** The typed upstream client for the signed-in customer. */
  api: Api;
  /** The identity API for the signed-in customer. */
  identity(): ReturnType<typeof identityApi>;
  /** This app's origin, where the identity API's e-mailed links must point. */
  appOrigin: string;
  /**
   * Spends one unit of the mail budget for a mail about to be sent; false when it is used up (then
   * answer 'tooMany': the runner adds Retry-After). Call it only once the input passed every check.
   */
  spendMail(): Promise<boolean>;
  /**
   * An unexpected upstream failure as the form shows it: 429 'tooMany', 400 'invalid' with the
   * fields the upstream named, anything else reported as the spec's `<action>_FAILED` and 'failed'.
   */
  failed(error: unknown, action: string): FormOutcome;
  /**
   * The customer record changed (a new name): the worker forgets what its customer gate remembered,
   * so the next page greets the customer by the new name.
   */
  customerChanged(): void;
  /** Reports an unexpected failure as the spec's `<action>_FAILED` (for an action that maps its own). */
  report(error: unknown, action: string): void;
}

/** How an action's form is answered: the outcome and the page it is about. */
export interface FormOutcome {
  status: FormStatus;
  /** Field → catalogue id of its message (status 'invalid'). */
  fieldErrors?: FieldErrors;
  /** Which item the status is about (an address id, a product code). */
  id?: string;
  /** Where the customer goes next (a reorder's shop link): a plain post is redirected there. */
  location?: string;
}

export type ActionAnswer =
  /** `page`: where the outcome is shown; `query`: its own search (default `?s=&e=&id=`). */
  | { page: string; outcome: FormOutcome; query?: string }
  /** Nothing of this customer's by that id: the same 404 as its page. */
  | { notFound: true };

/** The answer showing `outcome` on `page`. */
export const at = (page: string, outcome: FormOutcome, query?: string): ActionAnswer =>
  query === undefined ? { page, outcome } : { page, outcome, query };
