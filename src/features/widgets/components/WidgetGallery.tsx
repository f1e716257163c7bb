import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type Dispatch, type FormEvent, useReducer } from 'react';
import { Field, FormToken, inputClass } from '../../../components/form/form-ui';
import { Outcome } from '../../../components/form/status';
import { useFormAction } from '../../../components/form/use-form-action';
import { ConfirmDeleteForm } from '../../../components/overlay/ConfirmDeleteForm';
import { PartError, smallButton } from '../../../components/ui';
import { buttonPrimary } from '../../../components/ui/styles';
import type { GalleryEntry, Widget } from '../../../shared/api/widgets';
import type { FormSearch } from '../../../shared/forms/form-status';
import { outcomeFromSearch } from '../../../shared/forms/search-errors';
import { useT } from '../../../shared/i18n/react';
import { settled } from '../../../shared/queries/settled';
import { categoriesQuery, galleryFormMutation, galleryQuery } from '../../../shared/queries/widgets';
import type { RequestEvent } from '../../../shared/request-state';
import { entryStates, type GalleryOp, type GalleryStates, galleryReducer } from '../gallery-state';
import { WIDGET_TEXTS } from './texts';

type Category = { id: string; name: string };
type GalleryDispatch = Dispatch<{ id: string; op: GalleryOp; event: RequestEvent }>;
type FormState = ReturnType<typeof useFormAction>;

/** The widget's gallery entries: create, update and delete each with its own state (per id). */
export function WidgetGallery({ code, widget, search }: { code: string; widget: Widget; search: FormSearch }) {
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
  const categories = categoryList.data.data.categories;
  const entries = gallery.data.data.items.filter((e) => e.widgetId === widget.widgetId);
  return (
    // Named 'Gallery' plus the widget's title: one gallery per widget, each landmark's name unique (axe landmark-unique).
    <section aria-labelledby={`gallery-${code} widget-${code}`} className="flex flex-col gap-3 border-t border-t-solid border-line pt-3">
      <h3 id={`gallery-${code}`} className="m-0 text-lg font-semibold">
        {t('widgets.gallery.title')}
      </h3>
      {entries.length === 0 ? (
        <p className="m-0 text-gray-700">{t('widgets.gallery.none')}</p>
      ) : (
        <ul className="list-none p-0 m-0 flex flex-col gap-2">
          {entries.map((e) => (
            <li key={e.id} className="rounded-md border border-solid border-line p-3">
              <GalleryEntryItem code={code} entry={e} categories={categories} states={states} dispatch={dispatch} />
            </li>
          ))}
        </ul>
      )}
      <NewGalleryEntry code={code} widget={widget} categories={categories} search={search} dispatch={dispatch} />
    </section>
  );
}

/** A submit of one gallery form that also moves the request state of `stateId` (§4). */
function useGallerySubmit(o: FormState, stateId: string, dispatch: GalleryDispatch) {
  return async (e: FormEvent<HTMLFormElement>, op: GalleryOp) => {
    e.preventDefault();
    const form = e.currentTarget;
    dispatch({ id: stateId, op, event: { type: 'start' } });
    const answer = await o.send(form);
    dispatch({ id: stateId, op, event: { type: answer?.ok ? 'succeed' : 'fail' } });
    if (answer?.ok && op === 'create') form.reset();
  };
}

/**
 * One entry, read at a glance (title, description, category); its form folds out under 'Edit'
 * (a native disclosure, so it works before hydration too) beside the delete that asks first.
 */
function GalleryEntryItem({
  code,
  entry,
  categories,
  states,
  dispatch,
}: {
  code: string;
  entry: GalleryEntry;
  categories: Category[];
  states: GalleryStates;
  dispatch: GalleryDispatch;
}) {
  const t = useT();
  const o = useFormAction(galleryFormMutation);
  const run = useGallerySubmit(o, entry.id, dispatch);
  const deleting = entryStates(states, entry.id).delete.status === 'InProgress';
  const category = categories.find((c) => c.id === entry.categoryId)?.name;
  return (
    <div className="flex flex-col gap-2">
      <div className="min-w-0">
        <p className="m-0 font-semibold break-words">{entry.title}</p>
        {entry.description ? <p className="m-0 text-sm text-gray-700 break-words">{entry.description}</p> : null}
        {category ? <p className="m-0 text-sm text-gray-700">{category}</p> : null}
      </div>
      <div className="flex flex-wrap gap-3 items-start">
        <details className="[&[open]]:basis-full">
          <summary className={`${smallButton} list-none [&::-webkit-details-marker]:hidden`}>
            {t('widgets.gallery.edit')}
            <span className="sr-only">{` ${entry.title}`}</span>
          </summary>
          <div className="mt-3">
            <GalleryFields
              code={code}
              entry={entry}
              categories={categories}
              errors={o.errors}
              pending={o.pending}
              onSubmit={(e) => void run(e, 'update')}
            />
          </div>
        </details>
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
      </div>
      <Outcome status={o.status} texts={WIDGET_TEXTS} hasFieldErrors={Object.keys(o.errors).length > 0} />
    </div>
  );
}

/** 'Add to the gallery': the new entry's form, folded; it reports the plain post's outcome for this widget. */
function NewGalleryEntry({
  code,
  widget,
  categories,
  search,
  dispatch,
}: {
  code: string;
  widget: Widget;
  categories: Category[];
  search: FormSearch;
  dispatch: GalleryDispatch;
}) {
  const t = useT();
  const o = useFormAction(galleryFormMutation, outcomeFromSearch(search));
  // A new entry's create state is kept under its widget's id (gallery-state.ts).
  const run = useGallerySubmit(o, widget.widgetId, dispatch);
  const refused = search.s === 'invalid';
  return (
    <details open={refused || undefined}>
      <summary className="cursor-pointer min-h-11 flex items-center font-semibold">{t('widgets.gallery.add')}</summary>
      <div className="flex flex-col gap-2">
        <GalleryFields
          code={code}
          entry={null}
          categories={categories}
          errors={o.errors}
          pending={o.pending}
          onSubmit={(e) => void run(e, 'create')}
        />
        <Outcome status={o.status} texts={WIDGET_TEXTS} hasFieldErrors={Object.keys(o.errors).length > 0} />
      </div>
    </details>
  );
}

/** The entry's fields, posted to the /widgets action as 'gallery-create' or 'gallery-update'. */
function GalleryFields({
  code,
  entry,
  categories,
  errors,
  pending,
  onSubmit,
}: {
  code: string;
  entry: GalleryEntry | null;
  categories: Category[];
  errors: FormState['errors'];
  pending: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useT();
  const idp = entry ? `gallery-${entry.id}` : `gallery-new-${code}`;
  return (
    <form method="post" action="/widgets" onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormToken />
      <input type="hidden" name="_action" value={entry ? 'gallery-update' : 'gallery-create'} />
      <input type="hidden" name="productCode" value={code} />
      {entry ? <input type="hidden" name="entryId" value={entry.id} /> : null}
      <Field label="widgets.gallery.entryTitle" name="title" defaultValue={entry?.title ?? ''} error={errors.title} required />
      <Field label="widgets.gallery.description" name="description" defaultValue={entry?.description ?? ''} error={errors.description} />
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
        {errors.categoryId ? <span className="text-red-800 text-sm">{t(errors.categoryId)}</span> : null}
      </div>
      <div>
        <button type="submit" className={buttonPrimary} disabled={pending} aria-busy={pending}>
          {t(pending ? 'settings.saving' : 'settings.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * What deleting a widget takes with it (issue 17 §2): its gallery entries on this shop, by title.
 * Read from the cache the page loader filled; while it is unknown the count line says so generally.
 */
export function WidgetDeleteBody({ widgetId }: { widgetId: string }) {
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
