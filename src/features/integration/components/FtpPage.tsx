import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { reportClientError } from '../../../client/report-error';
import { buttonPrimary, focusRing } from '../../../components/ui/styles';
import type { Customer } from '../../../shared/api/customer';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import { customerQuery } from '../../../shared/queries/customer';
import { settled } from '../../../shared/queries/settled';
import { ErrorText, PartError, Section, sectionHeading } from '../../../components/ui';
import { FormToken } from '../../settings/components/form-ui';
import { CALLBACK_FORMATS } from '../callback-formats';
import { errorsFromFtpSearch, type FtpSearch } from '../ftp-form-status';

/** The form's zod schema, loaded when the form is first used (zod stays out of this page's chunk). */
const loadSchema = () => import('../ftp-schema');

const ERRORS: Record<string, MessageId> = {
  required: 'ftp.error.url',
  invalidUrl: 'ftp.error.url',
  tooLong: 'ftp.error.tooLong',
  invalidFormat: 'ftp.error.format',
};

/** FTP instructions and the callback form (callbackUrl, callbackFormat) saved to the customer record. */
export function FtpPage({ search = {} }: { search?: FtpSearch }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-8 max-w-3xl">
      <section aria-labelledby="ftp-instructions">
        <h2 id="ftp-instructions" className={sectionHeading}>{t('ftp.instructions.title')}</h2>
        <ol className="pl-5 m-0 flex flex-col gap-2">
          <li>{t('ftp.instructions.step1')}</li>
          <li>{t('ftp.instructions.step2')}</li>
          <li>{t('ftp.instructions.step3')}</li>
          <li>{t('ftp.instructions.step4')}</li>
        </ol>
      </section>
      <section aria-labelledby="ftp-callback">
        <h2 id="ftp-callback" className={sectionHeading}>{t('ftp.callback.title')}</h2>
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
  const { data: r, refetch } = useSuspenseQuery(settled(customerQuery(api)));
  if (!r.ok) return <PartError errorId="overview.error.customer" onRetry={() => void refetch()} />;
  if (!r.data) return null;
  return <CallbackForm customer={r.data} search={search} />;
}

/**
 * A plain HTML form first: before hydration (or without JavaScript) it posts to the worker
 * (src/worker/forms/ftp.ts), which validates with the same schema and redirects back with the
 * outcome in `search`. Once hydrated, the submit is handled here through the customer API.
 */
function CallbackForm({ customer, search }: { customer: Customer; search: FtpSearch }) {
  const t = useT();
  const id = useId();
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Partial<Record<'callbackUrl' | 'callbackFormat', string>>>(() => errorsFromFtpSearch(search));
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>(search.s === 'saved' || search.s === 'failed' ? search.s : 'idle');

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    setStatus('saving');
    try {
      const { parseFtpForm } = await loadSchema();
      const parsed = parseFtpForm({ callbackUrl: String(form.get('callbackUrl') ?? ''), callbackFormat: String(form.get('callbackFormat') ?? '') });
      if (!parsed.ok) {
        setErrors(parsed.errors);
        setStatus('idle');
        const first = parsed.errors.callbackUrl ? 'callbackUrl' : 'callbackFormat';
        formEl.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      const ftp = await api.customer.updateFtp(parsed.value);
      queryClient.setQueryData(customerQuery(api).queryKey, (c) => (c ? { ...c, ftp } : c));
      queryClient.setQueryData(settled(customerQuery(api)).queryKey, (s) => (s?.ok && s.data ? { ...s, data: { ...s.data, ftp } } : s));
      setStatus('saved');
    } catch (error) {
      setStatus('failed');
      void reportClientError(error, 'UPDATE_FTP_CALLBACK_FAILED');
    }
  }

  const urlErr = errors.callbackUrl ? ERRORS[errors.callbackUrl] ?? 'ftp.error.url' : undefined;
  const fmtErr = errors.callbackFormat ? ERRORS[errors.callbackFormat] ?? 'ftp.error.format' : undefined;
  const input = `min-h-11 px-3 rounded border border-solid bg-white ${focusRing}`;
  return (
    <form
      method="post" action="/integration" onSubmit={submit} onFocus={() => void loadSchema().catch(() => undefined)} noValidate
      className="flex flex-col gap-4" aria-labelledby="ftp-callback"
    >
      <FormToken />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-url`} className="font-semibold">{t('ftp.callback.url')}</label>
        <span id={`${id}-url-hint`} className="text-sm text-gray-700">{t('ftp.callback.urlHint')}</span>
        <input
          id={`${id}-url`} name="callbackUrl" type="url" inputMode="url" autoComplete="url" defaultValue={customer.ftp.callbackUrl ?? ''}
          aria-invalid={urlErr ? true : undefined} aria-describedby={`${id}-url-hint${urlErr ? ` ${id}-url-error` : ''}`}
          className={`${input} ${urlErr ? 'border-red-700' : 'border-gray-500'}`}
        />
        {urlErr ? <span id={`${id}-url-error`} className="text-red-800 text-sm">{t(urlErr)}</span> : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-format`} className="font-semibold">{t('ftp.callback.format')}</label>
        <select
          id={`${id}-format`} name="callbackFormat" defaultValue={customer.ftp.callbackFormat ?? 'json'}
          aria-invalid={fmtErr ? true : undefined} aria-describedby={fmtErr ? `${id}-format-error` : undefined}
          className={`${input} border-gray-500 max-w-xs`}
        >
          {CALLBACK_FORMATS.map((f) => <option key={f} value={f}>{f.toUpperCase()}</option>)}
        </select>
        {fmtErr ? <span id={`${id}-format-error`} className="text-red-800 text-sm">{t(fmtErr)}</span> : null}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonPrimary} disabled={status === 'saving'} aria-busy={status === 'saving'}>
          {status === 'saving' ? t('ftp.callback.saving') : t('ftp.callback.save')}
        </button>
        {status === 'saved' ? <p role="status" className="m-0 text-green-800">{t('ftp.callback.saved')}</p> : null}
        {status === 'failed' ? <ErrorText>{t('ftp.callback.failed')}</ErrorText> : null}
      </div>
    </form>
  );
}
