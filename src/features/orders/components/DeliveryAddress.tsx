import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { reportClientError } from '../../../client/report-error';
import { CountrySelect } from '../../../components/form/country-select';
import { FormToken } from '../../../components/form/form-ui';
import { useStripped } from '../../../components/frame/stripped';
import { ErrorText, sectionHeading, smallButton } from '../../../components/ui';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../components/ui/styles';
import type { SuperOrder } from '../../../shared/api/orders';
import { type FormAnswer, formBody, postForm } from '../../../shared/forms/answer';
import { maxLengthOf } from '../../../shared/forms/field-limits';
import type { MessageId } from '../../../shared/i18n/intl';
import { useIntl, useT } from '../../../shared/i18n/react';
import { withStripped } from '../../../shared/links/stripped';
import { allSuperOrdersQuery, superOrderQuery } from '../../../shared/queries/orders';
import { isAddressFormOpen, nextAddressChange } from '../address-change';
import { ADDRESS_FIELDS, type AddressField, addressValues, canChangeAddress } from '../address-fields';
import { type AddressChangeFailure, initialAddressChange, initialFailure, type PostedOutcome } from '../posted-outcome';
import { SavedAddressPicker } from './SavedAddressPicker';

const LABELS: Record<AddressField, MessageId> = {
  firstName: 'orders.address.firstName',
  lastName: 'orders.address.lastName',
  street: 'orders.address.street',
  houseNumber: 'orders.address.houseNumber',
  postalCode: 'orders.address.postalCode',
  city: 'orders.address.city',
  countryCode: 'orders.address.country',
  phone: 'orders.address.phone',
};
const FIELD_ERRORS: Partial<Record<AddressField, MessageId>> = {
  street: 'orders.address.error.street',
  houseNumber: 'orders.address.error.houseNumber',
  postalCode: 'orders.address.error.postalCode',
  phone: 'orders.address.error.phone',
};
const FAILURE_TEXT: Record<Exclude<AddressChangeFailure['kind'], 'field'>, MessageId> = {
  locked: 'orders.address.error.locked',
  other: 'orders.address.error.generic',
  expired: 'form.expired',
};
const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  street: 'address-line1',
  houseNumber: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  countryCode: 'country',
  phone: 'tel',
};

/** Delivery address of an order (Home / PickupPoint / change in progress) and the change flow. */
export function DeliveryAddress({ order, posted = {} }: { order: SuperOrder; posted?: PostedOutcome }) {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  // Without JavaScript the change is a plain form post (src/features/orders/actions.ts): the page
  // then opens where the post left it (posted-outcome.ts), with what was typed in the fields.
  const [state, dispatch] = useReducer(nextAddressChange, posted, initialAddressChange);
  const [failure, setFailure] = useState<AddressChangeFailure | null>(() => initialFailure(posted));
  const stripped = useStripped();
  const orderHref = withStripped(`/orders/${order.superOrderCode}`, stripped);
  const replayed = useRouteContext({ from: '__root__', select: (c) => c.formReplay?.values });
  const formRef = useRef<HTMLFormElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  // Keyboard and screen-reader users land where the flow continues: the first field when the form
  // opens, the confirmation after a successful update.
  useEffect(() => {
    if (state.status === 'Editing') formRef.current?.querySelector<HTMLElement>('#addr-firstName')?.focus();
    if (state.status === 'SuccessfulUpdate') successRef.current?.focus();
  }, [state.status]);
  const addr = addressValues(order.deliveryAddress.address);
  const type = order.deliveryAddress.changeInProgress
    ? 'changeInProgress'
    : order.deliveryAddress.type === 'PickupPoint'
      ? 'PickupPoint'
      : 'Home';
  const changeable = canChangeAddress(order.orders, order.deliveryAddress.changeInProgress);

  // One write path (issue 33 §1): the hydrated form posts its fields to the same worker action as
  // the plain form (src/features/orders/actions.ts) and reads the same outcome, with one reading
  // of it for both (posted-outcome.ts).
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = formBody(e.currentTarget);
    dispatch({ type: 'submit' });
    setFailure(null);
    let answer: FormAnswer;
    try {
      answer = await postForm({ action: `/orders/${order.superOrderCode}`, body });
    } catch (error) {
      // No answer at all (offline, a dropped connection): the worker never saw the change.
      void reportClientError(error, 'UPDATE_DELIVERY_ADDRESS_FAILED');
      answer = { ok: false, status: 'failed', fieldErrors: {} };
    }
    if (answer.ok) {
      dispatch({ type: 'sent' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: superOrderQuery(api, order.superOrderCode).queryKey }),
        queryClient.invalidateQueries({ queryKey: allSuperOrdersQuery(api).queryKey }),
      ]);
      dispatch({ type: 'updated' });
      return;
    }
    const f = initialFailure({ status: answer.status, fields: Object.keys(answer.fieldErrors) }) ?? { kind: 'other' };
    setFailure(f);
    dispatch({ type: 'fail', field: f.kind === 'field' ? f.fields[0] : undefined });
    queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());
  }

  const open = isAddressFormOpen(state);
  const busy = state.status === 'RequestInProgress' || state.status === 'RequestSent';
  return (
    <section aria-labelledby="delivery-address" data-address-state={state.status}>
      <h2 id="delivery-address" className={sectionHeading}>
        {t('orders.address.title')}
      </h2>
      <p className="m-0 mb-2 font-semibold" data-delivery-type={type}>
        {t(`orders.address.type.${type}`)}
      </p>
      {open ? null : <AddressLines addr={addr} />}
      {state.status === 'SuccessfulUpdate' ? (
        <p ref={successRef} tabIndex={-1} role="status" className="text-green-800 outline-none">
          {t('orders.address.success')}
        </p>
      ) : null}
      {!open && changeable ? (
        // A GET form, so that the button opens the address form without JavaScript too
        // (`?change=address`); the hydrated page opens it in place.
        <form method="get" action={`/orders/${order.superOrderCode}`} className="mt-3">
          <input type="hidden" name="change" value="address" />
          {stripped ? <input type="hidden" name="stripped" value="true" /> : null}
          <button
            ref={changeRef}
            type="submit"
            className={smallButton}
            onClick={(e) => {
              e.preventDefault();
              dispatch({ type: 'edit' });
            }}
          >
            {t('orders.address.change')}
          </button>
        </form>
      ) : null}
      {open ? (
        <form
          ref={formRef}
          method="post"
          action={`/orders/${order.superOrderCode}`}
          onSubmit={submit}
          noValidate
          aria-labelledby="delivery-address"
          className="grid gap-3 sm:grid-cols-2 max-w-2xl mt-2"
        >
          <FormToken />
          <input type="hidden" name="orderCode" value={order.orders[0]?.code ?? ''} />
          <Suspense fallback={null}>
            <SavedAddressPicker form={formRef} />
          </Suspense>
          {ADDRESS_FIELDS.map((f) => {
            const invalid = failure?.kind === 'field' && failure.fields.includes(f);
            const errId = `addr-${f}-error`;
            return (
              <div key={f} className="flex flex-col gap-1">
                <label htmlFor={`addr-${f}`} className="font-semibold">
                  {t(LABELS[f])}
                </label>
                {f === 'countryCode' ? (
                  <CountrySelect
                    id="addr-countryCode"
                    value={addr.countryCode}
                    invalid={invalid}
                    errorId={errId}
                    className={`min-h-11 px-3 rounded border border-solid border-gray-500 bg-white ${focusRing}`}
                  />
                ) : (
                  <input
                    id={`addr-${f}`}
                    name={f}
                    defaultValue={replayed?.[f] ?? addr[f]}
                    required
                    autoComplete={AUTOCOMPLETE[f]}
                    maxLength={maxLengthOf(f)}
                    type={f === 'phone' ? 'tel' : 'text'}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? errId : undefined}
                    className={`min-h-11 px-3 rounded border border-solid ${invalid ? 'border-red-700' : 'border-gray-500'} ${focusRing}`}
                  />
                )}
                {invalid ? (
                  <span id={errId} className="text-red-800 text-sm">
                    {t(FIELD_ERRORS[f] ?? 'orders.address.error.generic')}
                  </span>
                ) : null}
              </div>
            );
          })}
          {failure && failure.kind !== 'field' ? (
            <div className="sm:col-span-2" tabIndex={-1}>
              <ErrorText>{t(FAILURE_TEXT[failure.kind])}</ErrorText>
            </div>
          ) : null}
          <div className="sm:col-span-2 flex flex-wrap gap-3">
            <button type="submit" className={buttonPrimary} disabled={busy} aria-busy={busy}>
              {busy ? t('orders.address.saving') : t('orders.address.save')}
            </button>
            {/* A link (not a button): without JavaScript it goes back to the order unchanged. */}
            <a
              href={orderHref}
              aria-disabled={busy || undefined}
              className={`${buttonSecondary} inline-flex items-center no-underline`}
              onClick={(e) => {
                e.preventDefault();
                if (busy) return;
                dispatch({ type: 'cancel' });
                requestAnimationFrame(() => changeRef.current?.focus());
              }}
            >
              {t('orders.address.cancel')}
            </a>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function AddressLines({ addr }: { addr: Record<AddressField, string> }) {
  const { locale } = useIntl();
  return (
    <address className="not-italic leading-relaxed">
      {addr.firstName} {addr.lastName}
      <br />
      {addr.street} {addr.houseNumber}
      <br />
      {addr.postalCode} {addr.city}
      <br />
      {regionName(addr.countryCode, locale)}
    </address>
  );
}

function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
