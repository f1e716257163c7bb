import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { type Dispatch, type FormEvent, type ReactNode, Suspense, useReducer } from 'react';
import { Field, FormToken, inputClass } from '../../../components/form/form-ui';
import { Outcome, type StatusTexts } from '../../../components/form/status';
import { useFormAction } from '../../../components/form/use-form-action';
import { ConfirmDeleteForm } from '../../../components/overlay/ConfirmDeleteForm';
import { card, Loading, PartError, Section, sectionHeading, smallButton } from '../../../components/ui';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import type { GalleryEntry, Widget } from '../../../shared/api/widgets';
import { type FormSearch, outcomeFromSearch } from '../../../shared/forms/form-status';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import { superOrdersQuery } from '../../../shared/queries/orders';
import { settled } from '../../../shared/queries/settled';
import { categoriesQuery, galleryFormMutation, galleryQuery, widgetFormMutation, widgetsQuery } from '../../../shared/queries/widgets';
import type { RequestEvent } from '../../../shared/request-state';
import { entryStates, type GalleryOp, type GalleryStates, galleryReducer } from '../gallery-state';
import { productCodes } from '../loaders';

const TEXTS = {
  created: { tone: 'success', id: 'widgets.status.created' },
  refreshed: { tone: 'success', id: 'widgets.status.refreshed' },
  deleted: { tone: 'success', id: 'widgets.status.deleted' },
  shared: { tone: 'success', id: 'widgets.status.shared' },
  saved: { tone: 'success', id: 'settings.saved' },
  failed: { tone: 'error', id: 'widgets.failed' },
} as const satisfies StatusTexts;

/** My widgets (consumers only): one row per ordered product, with its widget or 'Create widget'. */
export function WidgetsPage({ search }: { search: FormSearch }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 max-w-3xl">
      <p className="m-0">{t('widgets.intro')}</p>
      <Section errorId="widgets.error.load">
        <WidgetList search={search} />
      </Section>
    </div>
  );
}

function WidgetList({ search }: { search: FormSearch }) {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: orders } = useSuspenseQuery(superOrdersQuery(api));
  const products = orders.items.flatMap((s) => s.orders).filter((p) => p.status !== 'Cancelled');
  const { data: widgets } = useSuspenseQuery(widgetsQuery(api, productCodes(orders.items)));
  if (products.length === 0) return <p className="m-0">{t('widgets.none')}</p>;
  const byCode = new Map(widgets.widgets.map((w) => [w.productCode, w]));
  return (
    <ul className="list-none p-0 m-0 flex flex-col gap-4">
      {products.map((p) => (
        <li key={p.code} className={card} data-product-code={p.code}>
          <WidgetRow code={p.code} title={p.articleName} widget={byCode.get(p.code) ?? null} search={search.id === p.code ? search : {}} />
        </li>
      ))}
    </ul>
  );
}

function ActionForm({
  code,
  action,
  label,
  onSubmit,
  disabled,
}: {
  code: string;
  action: string;
  label: MessageId;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <form method="post" action="/widgets" onSubmit={onSubmit}>
      <FormToken />
      <input type="hidden" name="_action" value={action} />
      <input type="hidden" name="productCode" value={code} />
      <button type="submit" className={smallButton} disabled={disabled} aria-busy={disabled}>
        {t(label)}
      </button>
    </form>
  );
}

function WidgetRow({ code, title, widget, search }: { code: string; title: string; widget: Widget | null; search: FormSearch }) {
  const t = useT();
  // The row reports widget actions; the gallery form reports its own save / validation outcome.
  const rowSearch = search.s === 'saved' || search.s === 'invalid' ? {} : search;
  const gallerySearch = search.s === 'saved' || search.s === 'invalid' ? search : {};
  const o = useFormAction(widgetFormMutation, outcomeFromSearch(rowSearch));
  const headingId = `widget-${code}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className={`${sectionHeading} mb-0`}>
        {widget?.title ?? title} <span className="text-sm font-normal text-gray-700">{code}</span>
      </h2>
      {widget ? (
        <>
          {widget.previewUrl ? (
            <img
              src={widget.previewUrl}
              alt={t('widgets.preview', { title: widget.title ?? title })}
              width={160}
              height={160}
              loading="lazy"
              data-testid="widget-preview"
              className="w-40 h-40 object-cover rounded bg-gray-100"
            />
          ) : null}
          {widget.embedCode ? (
            <label className="flex flex-col gap-1">
              <span className="font-semibold">{t('widgets.embedCode')}</span>
              <textarea readOnly value={widget.embedCode} rows={3} className={`${inputClass} border-gray-500 font-mono text-sm py-2`} />
            </label>
          ) : null}
          {widget.shareCount !== undefined ? (
            <p className="m-0 text-sm text-gray-700">{t('widgets.shareCount', { count: widget.shareCount })}</p>
          ) : null}
          <div className="flex flex-wrap gap-3 items-center">
            <ActionForm code={code} action="refresh" label="widgets.refresh" onSubmit={o.onSubmit} disabled={o.pending} />
            <ConfirmDeleteForm
              action="/widgets"
              fields={{ _action: 'delete', productCode: code }}
              onSubmit={o.onSubmit}
              pending={o.pending}
              label={t('widgets.delete')}
              srLabel={widget.title ?? title}
              title={t('widgets.delete.title', { title: widget.title ?? title })}
              body={<WidgetDeleteBody widgetId={widget.widgetId} />}
              confirmLabel={t('widgets.delete')}
              testId="delete-widget"
            />
            <Link to="/widgets/$productCode/share" params={{ productCode: code }} className={textLink}>
              {t('widgets.share')}
            </Link>
          </div>
          <Outcome status={o.status} texts={TEXTS} />
          <Suspense fallback={<Loading />}>
            <Gallery code={code} widget={widget} search={gallerySearch} />
          </Suspense>
        </>
      ) : (
        <>
          <p className="m-0 text-gray-700">{t('widgets.noWidget')}</p>
          <ActionForm code={code} action="create" label="widgets.create" onSubmit={o.onSubmit} disabled={o.pending} />
          <Outcome status={o.status} texts={TEXTS} />
        </>
      )}
    </article>
  );
}

/** The widget's gallery entries: create, update and delete each with its own state (per id). */
function Gallery({ code, widget, search }: { code: string; widget: Widget; search: FormSearch }) {
  const t = useT();
  const { api, brand } = useRouteContext({ from: '__root__' });
  const gallery = useSuspenseQuery(settled(galleryQuery(api, { channel: brand.vendorId })));
  const categoryList = useSuspenseQuery(settled(categoriesQuery(api)));
  const [states, dispatch] = useReducer(galleryReducer, {});
  // Either call failing is this gallery's error with a retry; the widget above it stays usable.
  if (!gallery.data.ok || !categoryList.data.ok) {
    const correlationId =
      (!gallery.data.ok ? gallery.data.correlationId : undefined) ?? (!categoryList.data.ok ? categoryList.data.correlationId : undefined);
    return (
      <PartError
        errorId="widgets.gallery.error.load"
        correlationId={correlationId}
        onRetry={() => {
          if (!gallery.data.ok) void gallery.refetch();
          if (!categoryList.data.ok) void categoryList.refetch();
        }}
      />
    );
  }
  const categories = categoryList.data.data;
  const data = { items: gallery.data.data.items.filter((e) => e.widgetId === widget.widgetId) };
  return (
    // Named 'Gallery' plus the widget's title: one gallery per widget, each landmark's name unique (axe landmark-unique).
    <section
      aria-labelledby={`gallery-${code} widget-${code}`}
      className="flex flex-col gap-3 border-t border-t-solid border-gray-200 pt-3"
    >
      <h3 id={`gallery-${code}`} className="m-0 text-lg font-semibold">
        {t('widgets.gallery.title')}
      </h3>
      {data.items.length === 0 ? (
        <p className="m-0 text-gray-700">{t('widgets.gallery.none')}</p>
      ) : (
        <ul className="list-none p-0 m-0 flex flex-col gap-3">
          {data.items.map((e) => (
            <li key={e.id}>
              <GalleryForm
                code={code}
                widget={widget}
                entry={e}
                categories={categories.categories}
                search={{}}
                states={states}
                dispatch={dispatch}
              />
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer min-h-11 flex items-center font-semibold">{t('widgets.gallery.add')}</summary>
        <GalleryForm
          code={code}
          widget={widget}
          entry={null}
          categories={categories.categories}
          search={search}
          states={states}
          dispatch={dispatch}
        />
      </details>
    </section>
  );
}

/**
 * What deleting a widget takes with it (issue 17 §2): its gallery entries on this shop, by title.
 * Read from the cache the page loader filled; while it is unknown the count line says so generally.
 */
function WidgetDeleteBody({ widgetId }: { widgetId: string }) {
  const t = useT();
  const { api, brand } = useRouteContext({ from: '__root__' });
  const { data } = useQuery(settled(galleryQuery(api, { channel: brand.vendorId })));
  const entries = data?.ok ? data.data.items.filter((e) => e.widgetId === widgetId) : undefined;
  if (!entries) return <p className="m-0">{t('widgets.delete.bodyUnknown')}</p>;
  if (entries.length === 0) return <p className="m-0">{t('widgets.delete.noEntries')}</p>;
  return (
    <>
      <p className="m-0">{t('widgets.delete.body', { count: entries.length })}</p>
      <ul className="m-0 pl-5" data-testid="doomed-entries">
        {entries.map((e) => (
          <li key={e.id}>{e.title}</li>
        ))}
      </ul>
    </>
  );
}

type GalleryDispatch = Dispatch<{ id: string; op: GalleryOp; event: RequestEvent }>;

function GalleryForm({
  code,
  widget,
  entry,
  categories,
  search,
  states,
  dispatch,
}: {
  code: string;
  widget: Widget;
  entry: GalleryEntry | null;
  categories: { id: string; name: string }[];
  search: FormSearch;
  states: GalleryStates;
  dispatch: GalleryDispatch;
}): ReactNode {
  const t = useT();
  const o = useFormAction(galleryFormMutation, outcomeFromSearch(search));
  // Per-id request states (§4): an entry's update/delete under its id, a new entry's create under the widget id.
  const stateId = entry ? entry.id : widget.widgetId;
  const deleting = entryStates(states, stateId).delete.status === 'InProgress';
  const idp = entry ? `gallery-${entry.id}` : `gallery-new-${code}`;
  async function run(e: FormEvent<HTMLFormElement>, op: GalleryOp) {
    e.preventDefault();
    const form = e.currentTarget;
    dispatch({ id: stateId, op, event: { type: 'start' } });
    const answer = await o.send(form);
    dispatch({ id: stateId, op, event: { type: answer?.ok ? 'succeed' : 'fail' } });
    if (answer?.ok && op === 'create') form.reset();
  }
  const err = o.errors;
  return (
    <div className="flex flex-col gap-2">
      <form
        method="post"
        action="/widgets"
        onSubmit={(e) => void run(e, entry ? 'update' : 'create')}
        noValidate
        className="flex flex-col gap-3"
      >
        <FormToken />
        <input type="hidden" name="_action" value={entry ? 'gallery-update' : 'gallery-create'} />
        <input type="hidden" name="productCode" value={code} />
        {entry ? <input type="hidden" name="entryId" value={entry.id} /> : null}
        <Field label="widgets.gallery.entryTitle" name="title" defaultValue={entry?.title ?? ''} error={err.title} required />
        <Field label="widgets.gallery.description" name="description" defaultValue={entry?.description ?? ''} error={err.description} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idp}-category`} className="font-semibold">
            {t('widgets.gallery.category')}
          </label>
          <select
            id={`${idp}-category`}
            name="categoryId"
            defaultValue={entry?.categoryId ?? categories[0]?.id ?? ''}
            className={`${inputClass} border-gray-500 max-w-xs`}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {err.categoryId ? <span className="text-red-800 text-sm">{t(err.categoryId)}</span> : null}
        </div>
        <div className="flex flex-wrap gap-3 items-center">
          <button type="submit" className={buttonPrimary} disabled={o.pending} aria-busy={o.pending}>
            {t(o.pending ? 'settings.saving' : 'settings.save')}
          </button>
        </div>
      </form>
      {entry ? (
        <ConfirmDeleteForm
          action="/widgets"
          fields={{ _action: 'gallery-delete', productCode: code, entryId: entry.id }}
          onSubmit={(e) => void run(e, 'delete')}
          pending={deleting}
          label={t('widgets.gallery.delete')}
          srLabel={entry.title}
          title={t('widgets.gallery.delete.title', { title: entry.title })}
          body={<p className="m-0">{t('widgets.gallery.delete.body')}</p>}
          confirmLabel={t('widgets.gallery.delete')}
          testId="delete-gallery-entry"
        />
      ) : null}
      <Outcome status={o.status} texts={TEXTS} hasFieldErrors={Object.keys(err).length > 0} />
    </div>
  );
}
