import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { Field, FormToken, inputClass } from '../../../components/form/form-ui';
import { Outcome } from '../../../components/form/status';
import { useFormAction } from '../../../components/form/use-form-action';
import { card } from '../../../components/ui';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import { FIELD_MAX_LENGTH } from '../../../shared/forms/field-limits';
import type { FormSearch } from '../../../shared/forms/form-status';
import { outcomeFromSearch } from '../../../shared/forms/search-errors';
import { useT } from '../../../shared/i18n/react';
import { widgetFormMutation, widgetQuery } from '../../../shared/queries/widgets';

/**
 * Share a widget by e-mail (§5): sender name, recipient e-mail, an optional personal message
 * (empty by default). The worker action adds the brand's vendor id and sends the recipient
 * base64-encoded; a success goes back to /widgets, like the plain post's redirect.
 */
export function WidgetSharePage({ productCode, search }: { productCode: string; search: FormSearch }) {
  const t = useT();
  const navigate = useNavigate();
  const o = useFormAction(widgetFormMutation, outcomeFromSearch(search));
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const answer = await o.send(e.currentTarget);
    if (answer?.ok) await navigate({ to: '/widgets', search: { s: answer.status, id: productCode } });
  }
  const err = o.errors;
  // The product being shared (issue 17 §3), from the cache the route's loader filled.
  const { api } = useRouteContext({ from: '__root__' });
  const { data: widget } = useQuery({ ...widgetQuery(api, productCode), retry: false });
  return (
    <form
      method="post"
      action={`/widgets/${productCode}/share`}
      onSubmit={(e) => void submit(e)}
      noValidate
      className={`${card} flex flex-col gap-4 max-w-xl`}
    >
      <FormToken />
      <div className="flex items-center gap-3" data-testid="shared-product">
        {widget?.previewUrl ? (
          <img src={widget.previewUrl} alt="" width={64} height={64} className="w-16 h-16 object-cover rounded shrink-0 bg-gray-100" />
        ) : null}
        <p className="m-0">{t('widgets.share.product', { title: widget?.title ?? productCode })}</p>
      </div>
      <Field label="widgets.share.fromName" name="fromName" autoComplete="name" error={err.fromName} required />
      <Field label="widgets.share.toEmail" name="toEmailAddress" type="email" autoComplete="off" error={err.toEmailAddress} required />
      <div className="flex flex-col gap-1">
        <label htmlFor="share-message" className="font-semibold">
          {t('widgets.share.message')}
        </label>
        <textarea
          id="share-message"
          name="personalMessage"
          rows={4}
          maxLength={FIELD_MAX_LENGTH.personalMessage}
          defaultValue=""
          aria-invalid={err.personalMessage ? true : undefined}
          aria-describedby={err.personalMessage ? 'share-message-error' : undefined}
          className={`${inputClass} border-gray-500 py-2`}
        />
        {err.personalMessage ? (
          <span id="share-message-error" className="text-red-800 text-sm">
            {t(err.personalMessage)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonPrimary} disabled={o.pending} aria-busy={o.pending}>
          {t('widgets.share.submit')}
        </button>
        <Link to="/widgets" className={textLink}>
          {t('settings.cancel')}
        </Link>
      </div>
      <Outcome status={o.status} hasFieldErrors={Object.keys(err).length > 0} texts={{ failed: { tone: 'error', id: 'widgets.failed' } }} />
    </form>
  );
}
