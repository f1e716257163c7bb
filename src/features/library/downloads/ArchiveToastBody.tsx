import { useId } from 'react';
import { Spinner } from '../../../components/icons';
import type { ArchiveProgress } from './progress';

export interface ArchiveToastLabels {
  /** 'Cancel', the button's visible text. */
  cancel: string;
  /** 'Cancel download': its accessible name (the page's selection bar has a 'Cancel' too). */
  cancelLabel: string;
  progress: (progress: ArchiveProgress) => string;
}

/**
 * A running archive job's toast (issue 34 §3): its phase ('Preparing download...', 'Downloading
 * photos') with a Cancel, and a bar: determinate with the count once the upstream reported one,
 * indeterminate (a slow pulse, still under reduced motion) before. The bar row always has its
 * height, so the toast does not grow when the first count arrives.
 *
 * Screen readers: the phase text sits in the toast's polite status region and is read when it
 * changes; the count is not (aria-hidden, and a progressbar's value is not a live change), so
 * reports are not read as a ticker: the manager announces the count at each new quarter instead.
 * The bar is a real progressbar (value, max and 'n of m photos') for those who look for it.
 */
export function ArchiveToastBody({
  text,
  progress,
  onCancel,
  labels,
}: {
  text: string;
  progress: ArchiveProgress | null;
  onCancel: () => void;
  labels: ArchiveToastLabels;
}) {
  const textId = useId();
  const count = progress ? labels.progress(progress) : null;
  const percent = progress ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <div className="flex flex-col gap-2" data-busy="">
      <div className="flex items-center gap-2 min-h-6">
        <Spinner className="w-4 h-4 shrink-0" />
        <span id={textId} className="flex-1 min-w-0">
          {text}
        </span>
        <button
          type="button"
          aria-label={labels.cancelLabel}
          className="shrink-0 bg-transparent border-0 px-1 py-0.5 -my-0.5 rounded text-white font-semibold underline underline-offset-2 cursor-pointer focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-1"
          onClick={onCancel}
        >
          {labels.cancel}
        </button>
      </div>
      <div className="flex items-center gap-3 h-5">
        <div
          role="progressbar"
          aria-labelledby={textId}
          aria-valuemin={progress ? 0 : undefined}
          aria-valuemax={progress?.total}
          aria-valuenow={progress?.done}
          aria-valuetext={count ?? undefined}
          data-testid="download-progress"
          className="relative flex-1 h-1.5 rounded-full bg-white/25 overflow-hidden"
        >
          {percent === null ? (
            <div className="absolute inset-0 rounded-full bg-white/60 animate-pulse" />
          ) : (
            <div
              className="absolute inset-y-0 left-0 rounded-full bg-white transition-[width] duration-300"
              style={{ width: `${percent}%` }}
            />
          )}
        </div>
        {count !== null && (
          <span aria-hidden="true" className="shrink-0 text-sm text-gray-200 tabular-nums" data-testid="download-progress-count">
            {count}
          </span>
        )}
      </div>
    </div>
  );
}
