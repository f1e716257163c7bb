import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../components/icons';
import { smallButton } from '../../../components/ui/styles';
import { useIntl, useT } from '../../../shared/i18n/react';
import { PhotoTile } from '../../library/components/PhotoTile';
import { aspectOf, estimatedHeight, justify, rowHeightFor } from '../../library/justified';
import { monthLabel } from '../../photos';
import { useAlbumsApi } from '../data';
import { type PickerMonth as Month, pickerMonthView, reservedPhotos } from '../picker-months';
import { pickerMonthQuery } from '../picker-query';

/** The timeline's spacing: 4 px between photos, a 56 px month heading row. */
const GAP = 4;
const HEADER = 56;
/** A month passed faster than this is not fetched (a fling loads only where it stops). */
const SETTLE_MS = 120;
/** Tiles render within this distance of the picker's visible area, so the <img> count stays bounded. */
const NEAR = '800px 0px';

export interface PickerMonthProps {
  month: Month;
  /** Width of the grid, px (measured by the picker). */
  width: number;
  /** The picker's scrolling element: what "in view" is measured against. */
  root: HTMLElement | null;
  /** Loads the first page at once (the top month), without waiting to settle. */
  first: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string, range: boolean) => void;
  /** The month's shown photo ids, whenever they change (the picker's reading order). */
  onShown: (key: string, ids: readonly string[]) => void;
}

const noOpen = () => {};

/**
 * One month of the 'Add photos' picker: its heading ('MMMM yyyy', count), its first page fetched
 * once it has been in view for a moment, the timeline's justified rows and tiles (select mode, so a
 * click toggles and Shift+click selects the range) and '+N' for the rest. Its room is reserved
 * before the page arrives; tiles render only while the month is near the visible area.
 */
// Pure: a bundle that never shows the picker (the deployed worker) drops it.
export const PickerMonth = /* @__PURE__ */ memo(function PickerMonth({
  month,
  width,
  root,
  first,
  selected,
  onToggle,
  onShown,
}: PickerMonthProps) {
  const t = useT();
  const intl = useIntl();
  const api = useAlbumsApi();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [wanted, setWanted] = useState(first);

  useEffect(() => {
    const el = ref.current;
    if (!el || !root || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), { root, rootMargin: NEAR });
    io.observe(el);
    return () => io.disconnect();
  }, [root]);
  useEffect(() => {
    if (!near || wanted) return;
    const timer = setTimeout(() => setWanted(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [near, wanted]);

  const query = useInfiniteQuery({ ...pickerMonthQuery(api, month.year, month.month), enabled: wanted });
  const pages = query.data?.pages;
  const view = useMemo(() => pickerMonthView(pages ?? [], month.count), [pages, month.count]);
  useEffect(
    () =>
      onShown(
        month.key,
        view.shown.map((p) => p.imageId),
      ),
    [onShown, month.key, view],
  );

  const options = useMemo(() => ({ width, targetHeight: rowHeightFor(width), gap: GAP }), [width]);
  const layout = useMemo(() => (view.shown.length ? justify(view.shown.map(aspectOf), options) : null), [view, options]);
  const height = layout ? layout.height : estimatedHeight(reservedPhotos(month.count), options);
  const { fetchNextPage } = query;
  const onMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const label = monthLabel(month.year, month.month, intl.formatLocale, t('photos.month.unknown'));
  const headingId = `picker-month-${month.year}-${month.month}`;
  const failedFirst = query.status === 'error';
  const tiles =
    layout && near
      ? view.shown.map((p, i) => {
          const b = layout.boxes;
          const last = i === view.shown.length - 1;
          return (
            <PhotoTile
              key={p.imageId}
              photo={p}
              top={b[i * 4]!}
              left={b[i * 4 + 1]!}
              size={b[i * 4 + 2]!}
              height={b[i * 4 + 3]!}
              monthKey={month.key}
              selecting
              selected={selected.has(p.imageId)}
              plus={last ? view.plus : null}
              loadingMore={last && query.isFetchingNextPage}
              onOpen={noOpen}
              onToggle={onToggle}
              onMore={onMore}
            />
          );
        })
      : null;

  return (
    <section ref={ref} aria-labelledby={headingId} data-month={month.key}>
      <div className="flex items-center gap-3" style={{ height: HEADER }}>
        <h3 id={headingId} className="m-0 text-lg font-semibold text-gray-900" data-testid="picker-month">
          {label}
        </h3>
        <span className="text-sm text-gray-600">{t('photos.month.count', { count: month.count })}</span>
        {query.fetchStatus === 'fetching' && !pages && (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-gray-600">
            <Spinner className="w-4 h-4" />
            {t('photos.loading')}
          </span>
        )}
        {query.isFetchNextPageError && <MonthError onRetry={onMore} />}
      </div>
      <div className="relative" style={{ height, contain: 'layout style' }}>
        {failedFirst ? <MonthError onRetry={() => void query.refetch()} /> : (tiles ?? <Placeholder row={options.targetHeight} />)}
      </div>
    </section>
  );
});

/** A month not loaded (or out of view): its room, drawn as grey rows of the target height. */
function Placeholder({ row }: { row: number }) {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 animate-pulse"
      style={{ backgroundImage: `repeating-linear-gradient(to bottom, #f3f4f6 0 ${row}px, transparent ${row}px ${row + GAP}px)` }}
    />
  );
}

function MonthError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex items-center gap-3 text-sm">
      <span className="text-red-800">{t('photos.error.load')}</span>
      <button type="button" className={smallButton} onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
