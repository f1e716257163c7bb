import { type ComponentProps, lazy, type ReactNode, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { CloseIcon, Spinner } from '../../../components/icons';
import { showToast } from '../../../components/overlay/Toaster';
import { useIntl, useT } from '../../../shared/i18n/react';
import { GridShortcuts } from '../../library/components/GridShortcuts';
import { useHydrated } from '../../library/hydrated';
import {
  clearPreviewReturn,
  readScrollPosition,
  readVisibleSections,
  writeScrollPosition,
  writeVisibleSections,
} from '../../library/scroll-position';
import { initialSelection, type SelectionState, selectionCount, selectionReducer } from '../../library/selection';
import { browserStorage } from '../../library/storage';
import { useSortPreference } from '../../library/use-sort-preference';
import { useDeleteAllPhotos, useDeletePhotos, useMonthStore, useTimelineMonths } from '../data';
import { deleteErrorMessageId } from '../delete-photos';
import { monthLabel } from '../month-label';
import { timelineWidthAt } from '../timeline-width';
import { useSelectionIds } from '../use-selection-ids';
import { ActionBar as ActionBarInBrowser } from './ActionBar';
import { SelectionBar } from './SelectionBar';
import { Timeline } from './Timeline';

/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;

// Shown in select mode only, which no server render is in: the deployed worker's bundle has a stand-in (issue 31 §3).
const ActionBar: (props: ComponentProps<typeof ActionBarInBrowser>) => ReactNode =
  typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__ ? () => null : ActionBarInBrowser;
/** The whole months of a selection with how many of their photos it holds (less those deselected in them). */
function wholeMonthCounts(selection: SelectionState): Map<string, number> {
  const counts = new Map(selection.months);
  for (const month of selection.excluded.values()) counts.set(month, (counts.get(month) ?? 1) - 1);
  return counts;
}

// Opened by a click (it renders nothing closed): its own chunk, loaded when first asked for (route budget, DESIGN §5).
// The deployed worker never renders it: its bundle leaves it out (issue 31 §3).
const DeleteAllDialog = lazy(() =>
  typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__
    ? Promise.reject(new Error('delete all is browser-only'))
    : import('./DeleteAllDialog').then((m) => ({ default: m.DeleteAllDialog })),
);

export interface PhotosPageProps {
  /** PhotoManagementAlbumViewEnabled: 'Copy to album'. */
  albumsEnabled: boolean;
  /** Navigate to the preview of a photo, keeping the query string. */
  onOpenPhoto: (id: string) => void;
  /** Multi-download (zip, downloads issue); receives at most 100 ids. */
  onDownload: (ids: string[]) => void;
  /**
   * Opens the copy-to-album modal (albums issue); it calls `copied` once the photos are copied, which
   * ends the selection (photo spec §4). Closing the modal without copying keeps the selection.
   */
  onCopyToAlbum?: (ids: string[], copied: () => void) => void;
  /** The viewport width the server rendered for (router context): the timeline's first layout. */
  viewportWidth?: number;
  /** A month to open the timeline at (`2026/11`), once; `onSeeked` when it is in view. */
  seekMonth?: string | undefined;
  onSeeked?: () => void;
  /** 'Add photos' (upload flag): the photo bar's '+' on a phone. */
  onAddPhotos?: (() => void) | undefined;
}

/**
 * Everything below the Photos page's header, tabs and info banner: selection bar with sort, the
 * timeline (loader / error with retry / empty), the bottom action bar, delete and delete-all.
 * Opening a photo stores the scroll position and the visible sections; coming back restores them.
 */
export function PhotosPage({
  albumsEnabled,
  onOpenPhoto,
  onDownload,
  onCopyToAlbum,
  viewportWidth,
  seekMonth,
  onSeeked,
  onAddPhotos,
}: PhotosPageProps) {
  const t = useT();
  const { formatLocale } = useIntl();
  // The month at the top of the photos, named in the sticky bar (issue 34 §1).
  const [viewMonth, setViewMonth] = useState<string | null>(null);
  const [sort, setSort, sortReady] = useSortPreference('photos');
  const { months, status, refetch } = useTimelineMonths(sort);
  const store = useMonthStore(sort, sortReady);
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection);
  const deletePhotos = useDeletePhotos(store);
  const deleteAll = useDeleteAllPhotos();
  const [deleteError, setDeleteError] = useState<ReturnType<typeof deleteErrorMessageId> | null>(null);
  const [deleteAllOpen, setDeleteAllOpen] = useState(false);
  // Mounted from its first opening on, then only opened and closed (its modal layer returns the focus).
  const [deleteAllAsked, setDeleteAllAsked] = useState(false);
  const visible = useRef<string[]>([]);
  const hydrated = useHydrated();

  // Back from the preview: the sections it stored load first, then the scroll position returns.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || months.length === 0 || !sortReady) return;
    restored.current = true;
    const storage = browserStorage();
    const position = readScrollPosition(storage);
    if (!position) {
      clearPreviewReturn(storage); // A stale one from an earlier page load goes (issue 16 §8).
      return;
    }
    for (const key of readVisibleSections(storage)) {
      const m = months.find((x) => x.key === key);
      if (m) store.ensure(m);
    }
    // The document may still be growing (frame, banner, measured grid) for a few frames: scroll
    // until the position holds, at most ~half a second.
    let frames = 0;
    let held = 0;
    const apply = () => {
      if (Math.abs(window.scrollY - position[1]) < 2 && Math.abs(window.scrollX - position[0]) < 2) held++;
      else {
        held = 0;
        window.scrollTo(position[0], position[1]);
      }
      if (++frames < 30 && held < 3) requestAnimationFrame(apply);
    };
    requestAnimationFrame(apply);
    clearPreviewReturn(storage);
  }, [months, store, sortReady]);

  const open = useCallback(
    (id: string) => {
      const storage = browserStorage();
      writeScrollPosition(storage, [Math.max(0, window.scrollX), Math.max(0, window.scrollY)]);
      writeVisibleSections(storage, visible.current);
      onOpenPhoto(id);
    },
    [onOpenPhoto],
  );
  const unknownMonth = t('photos.month.unknown');
  const onViewMonth = useCallback(
    (key: string | null) => {
      const [year = 0, month = 0] = key ? key.split('/').map(Number) : [];
      setViewMonth(key ? monthLabel(year, month, formatLocale, unknownMonth) : null);
    },
    [formatLocale, unknownMonth],
  );
  const onVisibleChange = useCallback((keys: string[]) => {
    visible.current = keys;
  }, []);

  // The selection may hold whole months not loaded yet (Ctrl/⌘+A, a month's circle): the count is
  // exact from the start; the ids are fetched when an action runs (selection-ids.ts), the action bar
  // busy meanwhile, and a failure says the action's own error.
  const count = selectionCount(selection);
  const selectionIds = useSelectionIds(store, months);
  // Gone from the screen at once; sent when the undo toast ends (useDeletePhotos).
  const runDelete = () => {
    setDeleteError(null);
    selectionIds.withIds(
      selection,
      (ids) => {
        dispatch({ type: 'stop' });
        deletePhotos(
          ids,
          { onFailed: (result) => setDeleteError(deleteErrorMessageId(result.failed.length)) },
          wholeMonthCounts(selection),
        );
      },
      () => setDeleteError(deleteErrorMessageId(count)),
    );
  };
  // Ctrl/⌘+A: every month, loaded or not (a second press keeps them selected).
  const selectAll = () => dispatch({ type: 'selectAll', months });
  const download = () =>
    selectionIds.withIds(selection, onDownload, () =>
      showToast(t(count === 1 ? 'photos.download.errorOne' : 'downloads.error.many'), { kind: 'error' }),
    );
  const copy = () =>
    selectionIds.withIds(
      selection,
      (ids) => onCopyToAlbum?.(ids, () => dispatch({ type: 'stop' })),
      () => showToast(t('albums.error.save'), { kind: 'error' }),
    );

  return (
    // data-hydrated: this streamed part of the page is interactive (tests wait for it; the router's
    // own hydration ends before a streamed Suspense boundary is hydrated).
    <div
      className={selection.selecting ? 'pb-24' : undefined}
      data-hydrated={hydrated ? '' : undefined}
      data-selecting={selection.selecting ? '' : undefined}
    >
      {/* An empty library has nothing to select or sort (issue 16 §8). */}
      {(status !== 'success' || months.length > 0) && (
        <SelectionBar
          selecting={selection.selecting}
          selectedCount={count}
          sort={sort}
          month={viewMonth}
          onStart={() => dispatch({ type: 'start' })}
          onCancel={() => dispatch({ type: 'stop' })}
          onDeselectAll={() => dispatch({ type: 'deselectAll' })}
          onSortChange={(next) => {
            dispatch({ type: 'stop' });
            setSort(next);
          }}
          onDeleteAll={
            months.length
              ? () => {
                  setDeleteAllAsked(true);
                  setDeleteAllOpen(true);
                }
              : undefined
          }
          onAddPhotos={onAddPhotos}
        />
      )}
      {deleteError && (
        <div role="alert" className="my-3 flex items-center justify-between gap-3 rounded-md bg-red-50 p-3 text-red-800">
          <span>{t(deleteError)}</span>
          <button
            type="button"
            className="w-11 h-11 flex items-center justify-center bg-transparent border-0 cursor-pointer"
            aria-label={t('photos.dialog.close')}
            onClick={() => setDeleteError(null)}
          >
            <CloseIcon />
          </button>
        </div>
      )}
      {status === 'pending' ? (
        <p role="status" className="flex items-center gap-2 text-gray-600">
          <Spinner />
          {t('photos.loading')}
        </p>
      ) : status === 'error' ? (
        <div role="alert" className="flex items-center gap-3 p-4 bg-red-50 rounded-md">
          <span className="text-red-800">{t('photos.error.load')}</span>
          <button
            type="button"
            className="underline text-brand-accent bg-transparent border-0 cursor-pointer"
            onClick={() => void refetch()}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      ) : months.length === 0 ? (
        <p className="py-12 text-center text-gray-600">{t('photos.empty')}</p>
      ) : (
        <>
          {/* Where 'Skip to photos' (the frame's second skip link) lands: the next Tab is the photo grid. */}
          <span id="photos" tabIndex={-1} className="block outline-none" />
          <Timeline
            months={months}
            store={store}
            selection={selection}
            dispatch={dispatch}
            onOpenPhoto={open}
            onVisibleChange={onVisibleChange}
            seekMonth={seekMonth}
            onSeeked={onSeeked}
            onViewMonth={onViewMonth}
            initialWidth={viewportWidth === undefined ? undefined : timelineWidthAt(viewportWidth)}
          />
        </>
      )}
      {selection.selecting && (
        <ActionBar
          selectedCount={count}
          albumsEnabled={albumsEnabled && !!onCopyToAlbum}
          onDownload={download}
          onCopyToAlbum={copy}
          onDelete={runDelete}
          busy={selectionIds.resolving}
        />
      )}
      <GridShortcuts
        timeline
        selecting={selection.selecting}
        selectedCount={count}
        onLeave={() => dispatch({ type: 'stop' })}
        onSelectAll={selectAll}
        onDelete={runDelete}
      />
      {deleteAllAsked && (
        <Suspense fallback={null}>
          <DeleteAllDialog open={deleteAllOpen} onClose={() => setDeleteAllOpen(false)} onConfirm={deleteAll} />
        </Suspense>
      )}
    </div>
  );
}
