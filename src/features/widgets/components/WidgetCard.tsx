import { Link } from '@tanstack/react-router';
import { type FormEvent, Suspense } from 'react';
import { FormToken, inputClass } from '../../../components/form/form-ui';
import { Outcome } from '../../../components/form/status';
import { useFormAction } from '../../../components/form/use-form-action';
import { ConfirmDeleteForm } from '../../../components/overlay/ConfirmDeleteForm';
import { Loading, smallButton } from '../../../components/ui';
import { textLink } from '../../../components/ui/styles';
import type { Widget } from '../../../shared/api/widgets';
import type { FormSearch } from '../../../shared/forms/form-status';
import { outcomeFromSearch } from '../../../shared/forms/search-errors';
import { useT } from '../../../shared/i18n/react';
import { widgetFormMutation } from '../../../shared/queries/widgets';
import type { WidgetProduct } from '../widget-products';
import { WIDGET_TEXTS } from './texts';
import { WidgetDeleteBody, WidgetGallery } from './WidgetGallery';

/**
 * One of the customer's widgets: its preview and embed code, refresh, delete (asks first), share
 * and its gallery. `search` is the plain post's outcome when it was about this widget.
 */
export function WidgetCard({
  product,
  widget,
  search,
  onDeleted,
}: {
  product: WidgetProduct;
  widget: Widget;
  search: FormSearch;
  /** Called once a hydrated delete went through: the card leaves the page, the page says so. */
  onDeleted: () => void;
}) {
  const t = useT();
  const code = product.code;
  const title = widget.title ?? product.articleName;
  // The card reports widget actions; the gallery's new-entry form reports its own save / validation outcome.
  const galleryOutcome = search.s === 'saved' || search.s === 'invalid';
  const o = useFormAction(widgetFormMutation, outcomeFromSearch(galleryOutcome ? {} : search));
  const headingId = `widget-${code}`;

  async function remove(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const answer = await o.send(e.currentTarget);
    if (answer?.ok) onDeleted();
  }

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex gap-4 items-start">
        {widget.previewUrl ? (
          <img
            src={widget.previewUrl}
            alt={t('widgets.preview', { title })}
            width={96}
            height={96}
            loading="lazy"
            data-testid="widget-preview"
            className="shrink-0 w-24 h-24 object-cover rounded-md bg-surface-muted border border-solid border-line"
          />
        ) : null}
        <div className="min-w-0 flex flex-col gap-1">
          <h2 id={headingId} className="m-0 text-lg font-bold text-ink break-words">
            {title} <span className="block text-sm font-normal text-gray-700">{code}</span>
          </h2>
          {widget.shareCount !== undefined ? (
            <p className="m-0 text-sm text-gray-700">{t('widgets.shareCount', { count: widget.shareCount })}</p>
          ) : null}
        </div>
      </div>
      {widget.embedCode ? (
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('widgets.embedCode')}</span>
          <textarea
            readOnly
            value={widget.embedCode}
            rows={3}
            className={`${inputClass} border-gray-500 font-mono text-sm py-2 resize-y`}
          />
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3 items-center">
        <form method="post" action="/widgets" onSubmit={o.onSubmit}>
          <FormToken />
          <input type="hidden" name="_action" value="refresh" />
          <input type="hidden" name="productCode" value={code} />
          <button type="submit" className={smallButton} disabled={o.pending} aria-busy={o.pending}>
            {t('widgets.refresh')}
          </button>
        </form>
        <ConfirmDeleteForm
          action="/widgets"
          fields={{ _action: 'delete', productCode: code }}
          onSubmit={(e) => void remove(e)}
          pending={o.pending}
          label={t('widgets.delete')}
          srLabel={title}
          title={t('widgets.delete.title', { title })}
          body={<WidgetDeleteBody widgetId={widget.widgetId} />}
          confirmLabel={t('widgets.delete')}
          testId="delete-widget"
        />
        <Link to="/widgets/$productCode/share" params={{ productCode: code }} className={`${textLink} min-h-11 inline-flex items-center`}>
          {t('widgets.share')}
        </Link>
      </div>
      <Outcome status={o.status} texts={WIDGET_TEXTS} />
      <Suspense fallback={<Loading />}>
        <WidgetGallery code={code} widget={widget} search={galleryOutcome ? search : {}} />
      </Suspense>
    </article>
  );
}
