/**
 * A timeline month's justified grid (issue 16 §4): the photos its section shows (the '+N' rule of
 * `timeline-month.ts`) at their aspect ratios, plus estimated boxes for photos reserved but not
 * loaded yet. A month whose first page hasn't arrived has no boxes, only an estimated height (it
 * renders one placeholder block). Memoised per month state and grid size: the layout asks for
 * every month's height on each store change, and states are immutable.
 */
import { aspectOf, ESTIMATED_ASPECT, estimatedHeight, type Justified, type JustifyOptions, justify } from '../library/justified';
import { expectedShown, type MonthState, monthView } from './timeline-month';

type Sized = Parameters<typeof aspectOf>[0] & { imageId: string };

export interface MonthGrid<P> {
  readonly shown: readonly P[];
  readonly plus: number | null;
  /** Photos the section lays out (loaded or reserved). */
  readonly reserved: number;
  /** Boxes of the reserved photos; null before the first page (estimate only). */
  readonly grid: Justified | null;
  readonly height: number;
}

/**
 * Height of a month whose first page failed: its error block alone ('Error: Your photos could not be
 * loaded' and 'Try again', Timeline.tsx's MonthError, which takes exactly this height). Narrow
 * columns wrap the text and the button onto lines of their own (two lines of text in the longer
 * locales), so they get more.
 */
export function monthErrorHeight(width: number): number {
  return width < NARROW_ERROR_WIDTH ? 148 : 80;
}
/** Below this grid width the error's text and button no longer share one line, px. */
const NARROW_ERROR_WIDTH = 560;

const cache = new WeakMap<object, { key: string; value: MonthGrid<unknown> }>();

export function monthGrid<P extends Sized>(state: MonthState<P>, count: number, options: JustifyOptions): MonthGrid<P> {
  const key = `${count}:${options.width}:${options.targetHeight}:${options.gap}`;
  const hit = cache.get(state);
  if (hit?.key === key) return hit.value as MonthGrid<P>;
  const { shown, plus } = monthView(state, count);
  const reserved = expectedShown(state, count);
  let value: MonthGrid<P>;
  if (shown.length === 0) {
    const failed = state.status === 'rejected' && state.pages === 0;
    value = { shown, plus, reserved, grid: null, height: failed ? monthErrorHeight(options.width) : estimatedHeight(reserved, options) };
  } else {
    const aspects = new Float64Array(Math.max(reserved, shown.length)).fill(ESTIMATED_ASPECT);
    for (let i = 0; i < shown.length; i++) aspects[i] = aspectOf(shown[i]!);
    const grid = justify(aspects, options);
    value = { shown, plus, reserved: aspects.length, grid, height: grid.height };
  }
  cache.set(state, { key, value });
  return value;
}
