import type { FileProblem, ImageKind } from './file-check';
import type { UploadFailure } from './xhr-upload';

/**
 * The files of one 'Upload photos' dialog: added (being checked), ready, refused before sending,
 * uploading with progress, done, failed or cancelled by the user (retry possible without re-adding
 * the others).
 */
export type ItemStatus = 'checking' | 'ready' | 'invalid' | 'uploading' | 'done' | 'failed' | 'cancelled';
export interface UploadItem {
  id: string;
  name: string;
  size: number;
  status: ItemStatus;
  kind: ImageKind | null;
  progress: number;
  problem: FileProblem | null;
  failure: UploadFailure | null;
  /** Done because the same file was already in the library: nothing new was stored. */
  duplicate?: boolean;
  /**
   * Done without a date taken: the library places it by its upload date, in this month
   * (`YYYY/M`, as the timeline keys its months), which the dialog links to (issue 34 §3).
   */
  placedIn?: string;
}

export type QueueAction =
  | { type: 'add'; items: { id: string; name: string; size: number }[] }
  | { type: 'checked'; id: string; kind: ImageKind | null; problem: FileProblem | null }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'done'; id: string; duplicate?: boolean; placedIn?: string }
  | { type: 'failed'; id: string; failure: UploadFailure }
  | { type: 'cancel'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'reset' };

export function queueReducer(items: UploadItem[], action: QueueAction): UploadItem[] {
  const patch = (id: string, p: Partial<UploadItem>) => items.map((i) => (i.id === id ? { ...i, ...p } : i));
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.items.map((i) => ({ ...i, status: 'checking' as const, kind: null, progress: 0, problem: null, failure: null })),
      ];
    case 'checked':
      return patch(
        action.id,
        action.kind ? { status: 'ready', kind: action.kind, problem: null } : { status: 'invalid', problem: action.problem ?? 'content' },
      );
    case 'start':
      return patch(action.id, { status: 'uploading', progress: 0, failure: null });
    case 'progress':
      return items.map((i) =>
        i.id === action.id && i.status === 'uploading' ? { ...i, progress: Math.max(i.progress, Math.min(1, action.progress)) } : i,
      );
    case 'done':
      return items.map((i) =>
        i.id === action.id && i.status !== 'cancelled'
          ? {
              ...i,
              status: 'done',
              progress: 1,
              duplicate: action.duplicate === true,
              ...(action.placedIn ? { placedIn: action.placedIn } : {}),
            }
          : i,
      );
    case 'failed':
      // A cancelled upload's aborted request ends as a failure too: the user's cancel stands.
      return items.map((i) => (i.id === action.id && i.status !== 'cancelled' ? { ...i, status: 'failed', failure: action.failure } : i));
    case 'cancel':
      // Only a file on its way (or waiting its turn) can be cancelled; a finished one stays done.
      return items.map((i) =>
        i.id === action.id && (i.status === 'uploading' || i.status === 'ready')
          ? { ...i, status: 'cancelled', progress: 0, failure: null }
          : i,
      );
    case 'remove':
      return items.filter((i) => i.id !== action.id || i.status === 'uploading');
    case 'reset':
      return [];
  }
}

export interface QueueSummary {
  /** Files are being added (checked). */
  adding: boolean;
  uploading: boolean;
  ready: number;
  done: number;
  failed: number;
  invalid: number;
  cancelled: number;
  /** Upload is enabled: at least one file added and ready, nothing being added or sent. */
  canUpload: boolean;
}

export function summarize(items: readonly UploadItem[]): QueueSummary {
  const count = (s: ItemStatus) => items.filter((i) => i.status === s).length;
  const adding = count('checking') > 0;
  const uploading = count('uploading') > 0;
  const ready = count('ready');
  return {
    adding,
    uploading,
    ready,
    done: count('done'),
    failed: count('failed'),
    invalid: count('invalid'),
    cancelled: count('cancelled'),
    canUpload: ready > 0 && !adding && !uploading,
  };
}

/**
 * Where the library shows a photo without a date taken: the month of its upload (UTC, as the
 * library groups its months), as the timeline keys it (`2026/11`). Null for a photo with a date.
 */
export function undatedPlacement(photo: { dateTaken?: string | undefined; uploadEnd: string }): string | null {
  if (photo.dateTaken) return null;
  const d = new Date(photo.uploadEnd);
  return Number.isNaN(d.getTime()) ? null : `${d.getUTCFullYear()}/${d.getUTCMonth() + 1}`;
}
