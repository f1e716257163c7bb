import { useQuery } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../components/icons';
import { smallButton } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { timelineQuery } from '../../../shared/queries/photos';
import type { SelectionAction, SelectionState } from '../../library/selection';
import { useGridKeyboard } from '../../library/use-grid-keyboard';
import { useAlbumsApi } from '../data';
import { pickerMonths, pickerOrder } from '../picker-months';
import { PickerMonth } from './PickerMonth';

export interface PickerLibraryProps {
  /** The picker's scrolling element (months load as they scroll into it). */
  root: HTMLElement | null;
  selection: SelectionState;
  dispatch: (action: SelectionAction) => void;
}

/**
 * The customer's library in the 'Add photos' picker: one section per month of the timeline (GET
 * /users/timeline, date taken, newest first), each loading its photos the first time it is in view
 * (a library of a million photos fetches only the months looked at). Click or tap toggles a photo,
 * Shift+click selects the range from the last one clicked over the loaded photos in display
 * order (the timeline's selection reducer); arrow keys move between photos (one tab stop).
 */
export function PickerLibrary({ root, selection, dispatch }: PickerLibraryProps) {
  const t = useT();
  const api = useAlbumsApi();
  const timeline = useQuery(timelineQuery(api, 'dateTaken'));
  const months = useMemo(() => pickerMonths(timeline.data ?? {}), [timeline.data]);

  const grid = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // Measured before the first paint and on every resize (a phone turned, the window resized).
  useLayoutEffect(() => {
    const el = grid.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const [shown, setShown] = useState<Readonly<Record<string, readonly string[]>>>({});
  const onShown = useCallback(
    (key: string, ids: readonly string[]) =>
      setShown((s) => {
        const was = s[key] ?? [];
        return was.length === ids.length && ids.every((id, i) => was[i] === id) ? s : { ...s, [key]: ids };
      }),
    [],
  );
  const order = useMemo(() => pickerOrder(months, shown), [months, shown]);
  const orderRef = useRef(order);
  orderRef.current = order;
  const onToggle = useCallback(
    (id: string, range: boolean) => dispatch(range ? { type: 'range', id, order: orderRef.current } : { type: 'toggle', id }),
    [dispatch],
  );
  // A photo the arrow keys moved to in a month out of view: its month is brought into view first.
  const reveal = useCallback((id: string) => {
    const key = Object.entries(shownRef.current).find(([, ids]) => ids.includes(id))?.[0];
    if (key) grid.current?.querySelector(`[data-month="${CSS.escape(key)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, []);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useGridKeyboard(grid, { order, reveal });

  return (
    <div ref={grid} className="w-full" data-testid="picker-grid">
      {timeline.status === 'pending' && (
        <p role="status" className="flex items-center gap-2 text-gray-700">
          <Spinner /> {t('photos.loading')}
        </p>
      )}
      {timeline.status === 'error' && (
        <div role="alert" className="flex items-center gap-3 py-4">
          <span className="text-red-800">{t('photos.error.load')}</span>
          <button type="button" className={smallButton} onClick={() => void timeline.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
      {timeline.status === 'success' && months.length === 0 && <p className="text-gray-700">{t('photos.empty')}</p>}
      {width > 0 &&
        months.map((m, i) => (
          <PickerMonth
            key={m.key}
            month={m}
            width={width}
            root={root}
            first={i === 0}
            selected={selection.selected}
            onToggle={onToggle}
            onShown={onShown}
          />
        ))}
    </div>
  );
}
