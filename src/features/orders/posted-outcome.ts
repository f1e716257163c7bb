import { type FormStatus, isSuccess } from '../../shared/forms/form-status';
import { ADDRESS_CHANGE_START, type AddressChangeState } from './address-change';
import { type AddressField, isAddressField } from './address-fields';

/**
 * Where a plain (JavaScript-less) post of the delivery-address form left the order page: the
 * worker answers with `?s=<status>&e=<fields>` (src/features/orders/actions.ts), and
 * `?change=address` is the 'Change delivery address' link itself. Pure and zod-free: read on the
 * order page's first render.
 */
/** What a refused delivery-address change means for the form (plain post or hydrated, one reading). */
export type AddressChangeFailure =
  | { kind: 'field'; fields: readonly AddressField[] }
  | { kind: 'locked' }
  | { kind: 'other' }
  /** The form token was refused: send it again. */
  | { kind: 'expired' };

export interface PostedOutcome {
  status?: FormStatus | undefined;
  /** Field names the worker refused (`?e=` split). */
  fields?: readonly string[];
  /** The form was asked for (`?change=address`). */
  change?: boolean;
}

export function initialAddressChange(p: PostedOutcome): AddressChangeState {
  if (p.status === 'saved') return { status: 'SuccessfulUpdate' };
  if (p.status && !isSuccess(p.status)) return { status: 'RequestFailed' };
  return p.change ? { status: 'Editing' } : ADDRESS_CHANGE_START;
}

export function initialFailure(p: PostedOutcome): AddressChangeFailure | null {
  if (!p.status || isSuccess(p.status)) return null;
  if (p.status === 'inUse') return { kind: 'locked' };
  if (p.status === 'expired') return { kind: 'expired' };
  const fields = (p.fields ?? []).filter(isAddressField);
  return p.status === 'invalid' && fields.length ? { kind: 'field', fields } : { kind: 'other' };
}
