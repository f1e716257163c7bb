import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { CloseIcon, Spinner } from '../../../components/icons';
import { useT } from '../../../shared/i18n/react';
import { GridShortcuts } from '../../library/components/GridShortcuts';
import { useHydrated } from '../../library/hydrated';
import {
  clearPreviewReturn,
  readScrollPosition,
  readVisibleSections,
  writeScrollPosition,
  writeVisibleSections,
} from '../../library/scroll-position';
import { initialSelection, isGroupSelected, selectionReducer } from '../../library/selection';
import { browserStorage } from '../../library/storage';
import { useSortPreference } from '../../library/use-sort-preference';
import { useDeleteAllPhotos, useDeletePhotos, useMonthStore, useTimelineMonths } from '../data';
import { deleteErrorMessageId } from '../delete-photos';
import { monthView } from '../timeline-month';
import { timelineWidthAt } from '../timeline-width';
import { ActionBar } from './ActionBar';
import { DeleteAllDialog } from './DeleteAllDialog';
import { SelectionBar } from './SelectionBar';
import { Timeline } from './Timeline';

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
}

/**
 * Everything below the Photos page's header, tabs and info banner: selection bar with sort, the
 * timeline (loader / error with retry / empty), the bottom action bar, delete and delete-all.
 * Opening a photo stores the scroll position and the visible sections; coming back restores them.
 */
export function PhotosPage({ albumsEnabled, onOpenPhoto, onDownload, onCopyToAlbum, viewportWidth, seekMonth, onSeeked }: PhotosPageProps) {
  const t = useT();
  const [sort, setSort, sortReady] = useSortPreference('photos');
  const { months, status, refetch } = useTimelineMonths(sort);
  const store = useMonthStore(sort, sortReady);
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection);
  const deletePhotos = useDeletePhotos(store);
  const deleteAll = useDeleteAllPhotos();
  const [deleteError, setDeleteError] = useState<ReturnType<typeof deleteErrorMessageId> | null>(null);
  const [deleteAllOpen, setDeleteAllOpen] = useState(false);
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
  const onVisibleChange = useCallback((keys: string[]) => {
    visible.current = keys;
  }, []);

  const selectedIds = [...selection.selected];
  // Gone from the screen at once; sent when the undo toast ends (useDeletePhotos).
  const runDelete = () => {
    setDeleteError(null);
    dispatch({ type: 'stop' });
    deletePhotos(selectedIds, { onFailed: (result) => setDeleteError(deleteErrorMessageId(result.failed.length)) });
  };
  // Ctrl/⌘+A: every loaded photo (a second press keeps them selected).
  const selectLoaded = () => {
    const ids = months.flatMap((m) => monthView(store.get(m.key), m.count).shown.map((p) => p.imageId));
    if (!isGroupSelected(selection, ids)) dispatch({ type: 'toggleGroup', ids });
  };
  const copy = () => onCopyToAlbum?.(selectedIds, () => dispatch({ type: 'stop' }));

  return (
    // data-hydrated: this streamed part of the page is interactive (tests wait for it; the router's
    // own hydration ends before a streamed Suspense boundary is hydrated).
    <div className={selection.selecting ? 'pb-24' : undefined} data-hydrated={hydrated ? '' : undefined}>
      {/* An empty library has nothing to select or sort (issue 16 §8). */}
      {(status !== 'success' || months.length > 0) && (
        <SelectionBar
          selecting={selection.selecting}
          selectedCount={selection.selected.size}
          sort={sort}
          onStart={() => dispatch({ type: 'start' })}
          onCancel={() => dispatch({ type: 'stop' })}
          onDeselectAll={() => dispatch({ type: 'deselectAll' })}
          onSortChange={(next) => {
            dispatch({ type: 'stop' });
            setSort(next);
          }}
          onDeleteAll={months.length ? () => setDeleteAllOpen(true) : undefined}
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
        <Timeline
          months={months}
          store={store}
          selection={selection}
          dispatch={dispatch}
          onOpenPhoto={open}
          onVisibleChange={onVisibleChange}
          seekMonth={seekMonth}
          onSeeked={onSeeked}
          initialWidth={viewportWidth === undefined ? undefined : timelineWidthAt(viewportWidth)}
        />
      )}
      {selection.selecting && (
        <ActionBar
          selectedCount={selection.selected.size}
          albumsEnabled={albumsEnabled && !!onCopyToAlbum}
          onDownload={() => onDownload(selectedIds)}
          onCopyToAlbum={copy}
          onDelete={runDelete}
        />
      )}
      <GridShortcuts
        timeline
        selecting={selection.selecting}
        selectedCount={selection.selected.size}
        onLeave={() => dispatch({ type: 'stop' })}
        onSelectAll={selectLoaded}
        onDelete={runDelete}
      />
      <DeleteAllDialog open={deleteAllOpen} onClose={() => setDeleteAllOpen(false)} onConfirm={deleteAll} />
    </div>
  );
}
