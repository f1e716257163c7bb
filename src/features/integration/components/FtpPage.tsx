import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import { Field, FormToken, inputClass } from '../../../components/form/form-ui';
import { Outcome, type StatusTexts } from '../../../components/form/status';
import { useFormAction } from '../../../components/form/use-form-action';
import { PartError, Section, sectionHeading } from '../../../components/ui';
import { buttonPrimary } from '../../../components/ui/styles';
import { CALLBACK_FORMATS } from '../../../shared/forms/callback-formats';
import { type FtpSearch, ftpOutcomeFromSearch } from '../../../shared/forms/ftp-form-status';
import { useT } from '../../../shared/i18n/react';
import { customerFormMutation, customerQuery } from '../../../shared/queries/customer';
import type { CustomerView } from '../../../shared/queries/customer-views';
import { settled } from '../../../shared/queries/settled';

const TEXTS: StatusTexts = {
  saved: { tone: 'success', id: 'ftp.callback.saved' },
  failed: { tone: 'error', id: 'ftp.callback.failed' },
};

/** FTP instructions and the callback form (callbackUrl, callbackFormat) saved to the customer record. */
export function FtpPage({ search = {} }: { search?: FtpSearch }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="ftp-instructions">
        <h2 id="ftp-instructions" className={sectionHeading}>
          {t('ftp.instructions.title')}
        </h2>
        <ol className="pl-5 m-0 flex flex-col gap-2">
          <li>{t('ftp.instructions.step1')}</li>
          <li>{t('ftp.instructions.step2')}</li>
          <li>{t('ftp.instructions.step3')}</li>
          <li>{t('ftp.instructions.step4')}</li>
        </ol>
      </section>
      <section aria-labelledby="ftp-callback">
        <h2 id="ftp-callback" className={sectionHeading}>
          {t('ftp.callback.title')}
        </h2>
        <p className="mt-0">{t('ftp.callback.body')}</p>
        <Section errorId="overview.error.customer">
          <CallbackFormLoader search={search} />
        </Section>
      </section>
    </div>
  );
}

function CallbackFormLoader({ search }: { search: FtpSearch }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(customerQuery(api, 'ftp')));
  if (!r.ok) return <PartError errorId="overview.error.customer" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  if (!r.data) return null;
  return <CallbackForm customer={r.data} search={search} />;
}

/**
 * A plain HTML form posting to its worker action (src/features/integration/actions.ts), which validates with
 * the form schema and redirects back with the outcome in `search`; once hydrated the same action
 * is called with `fetch` and its answer shows the outcome, keeping what was typed.
 */
function CallbackForm({ customer, search }: { customer: CustomerView<'ftp'>; search: FtpSearch }) {
  const t = useT();
  const id = useId();
  const o = useFormAction(customerFormMutation, ftpOutcomeFromSearch(search));
  const fmtErr = o.errors.callbackFormat;
  return (
    <form
      method="post"
      action="/integration"
      onSubmit={o.onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="ftp-callback"
    >
      <FormToken />
      <Field
        label="ftp.callback.url"
        hint="ftp.callback.urlHint"
        name="callbackUrl"
        type="url"
        inputMode="url"
        autoComplete="url"
        defaultValue={customer.ftp.callbackUrl ?? ''}
        error={o.errors.callbackUrl}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-format`} className="font-semibold">
          {t('ftp.callback.format')}
        </label>
        <select
          id={`${id}-format`}
          name="callbackFormat"
          defaultValue={customer.ftp.callbackFormat ?? 'json'}
          aria-invalid={fmtErr ? true : undefined}
          aria-describedby={fmtErr ? `${id}-format-error` : undefined}
          className={`${inputClass} border-gray-500 max-w-xs`}
        >
          {CALLBACK_FORMATS.map((f) => (
            <option key={f} value={f}>
              {f.toUpperCase()}
            </option>
          ))}
        </select>
        {fmtErr ? (
          <span id={`${id}-format-error`} className="text-red-800 text-sm">
            {t(fmtErr)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonPrimary} disabled={o.pending} aria-busy={o.pending}>
          {o.pending ? t('ftp.callback.saving') : t('ftp.callback.save')}
        </button>
        <Outcome status={o.status} texts={TEXTS} hasFieldErrors={Object.keys(o.errors).length > 0} />
      </div>
    </form>
  );
}
