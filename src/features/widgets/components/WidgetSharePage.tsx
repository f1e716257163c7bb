import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { runAction } from '../../../client/api/run-action';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import { UpstreamHttpError } from '../../../shared/api/errors';
import { useT } from '../../../shared/i18n/react';
import { QK } from '../../../shared/queries/keys';
import { card } from '../../../components/ui';
import { Field, focusFirstInvalid, formEntries, inputClass, FormToken } from '../../settings/components/form-ui';
import { Outcome, useFormOutcome } from '../../settings/components/status';
import type { FormSearch } from '../../settings/form-status';
import { FORM_FIELDS, parseForm, widgetShareSchema } from '../../settings/schemas';

/**
 * Share a widget by e-mail (§5): sender name, recipient e-mail (sent base64-encoded by the typed
 * client), an optional personal message (empty by default) and the brand's vendor id.
 */
export function WidgetSharePage({ productCode, search }: { productCode: string; search: FormSearch }) {
  const t = useT();
  const { api, brand } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const o = useFormOutcome(search);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = parseForm(widgetShareSchema, formEntries(form), FORM_FIELDS.widgetShare);
    if (!parsed.ok) {
      o.invalid(parsed.errors);
      focusFirstInvalid(form, Object.keys(parsed.errors));
      return;
    }
    o.clearErrors();
    o.start();
    try {
      await runAction('SHARE_WIDGET', () => api.widgets.share(productCode, { vendorId: brand.vendorId, ...parsed.value }), () => {});
      await queryClient.invalidateQueries({ queryKey: [QK.widgets] });
      await navigate({ to: '/widgets', search: { s: 'shared', id: productCode } });
    } catch (error) {
      o.done(error instanceof UpstreamHttpError && error.status === 429 ? 'tooMany' : 'failed');
    }
  }
  const err = o.errors;
  return (
    <form method="post" action={`/widgets/${productCode}/share`} onSubmit={submit} noValidate className={`${card} flex flex-col gap-4 max-w-xl`}>
      <FormToken />
      <Field label="widgets.share.fromName" name="fromName" autoComplete="name" error={err.fromName} required />
      <Field label="widgets.share.toEmail" name="toEmailAddress" type="email" autoComplete="off" error={err.toEmailAddress} required />
      <div className="flex flex-col gap-1">
        <label htmlFor="share-message" className="font-semibold">{t('widgets.share.message')}</label>
        <textarea id="share-message" name="personalMessage" rows={4} maxLength={500} defaultValue=""
          aria-invalid={err.personalMessage ? true : undefined} aria-describedby={err.personalMessage ? 'share-message-error' : undefined}
          className={`${inputClass} border-gray-500 py-2`} />
        {err.personalMessage ? <span id="share-message-error" className="text-red-800 text-sm">{t(err.personalMessage)}</span> : null}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonPrimary} disabled={o.pending} aria-busy={o.pending}>{t('widgets.share.submit')}</button>
        <Link to="/widgets" className={textLink}>{t('settings.cancel')}</Link>
      </div>
      <Outcome status={o.status} hasFieldErrors={Object.keys(err).length > 0} texts={{ failed: { tone: 'error', id: 'widgets.failed' } }} />
    </form>
  );
}
