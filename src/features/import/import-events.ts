import type { PushMessage, PushType } from '../../shared/push/protocol';

export const IMPORT_TYPES: readonly PushType[] = ['import-started', 'import-error', 'import-finished'];

/** Photo spec §9: after import-finished the page waits this long before showing the library. */
export const ACTIVATION_FINISH_DELAY_MS = 10_000;

export type ImportEventType = 'import-started' | 'import-error' | 'import-finished';
export interface ImportEvent {
  type: ImportEventType;
  timestamp: number;
}

function isImportType(type: string): type is ImportEventType {
  return type === 'import-started' || type === 'import-error' || type === 'import-finished';
}

/**
 * Photo spec §4: import-started / import-error / import-finished are kept, the newest timestamp
 * wins (a replayed older event never overrides a newer one; on a tie the later arrival wins).
 */
export function keepNewest(current: ImportEvent | null, message: PushMessage): ImportEvent | null {
  if (!isImportType(message.type)) return current;
  const next: ImportEvent = { type: message.type, timestamp: message.data.timestamp };
  if (current && current.timestamp > next.timestamp) return current;
  return next;
}

export type ActivationStatus = 'ACTIVE' | 'NOT_ACTIVE' | 'IMPORTING' | 'DELETING';

/** What the photos page shows. */
export type LibraryView = 'timeline' | 'notActive' | 'importing' | 'finishing' | 'deleting';

/**
 * `status`: the cached activation status; `inProgress`: this tab started or watches an import;
 * `latest`: the newest import event. The finished event shows 'finishing' during the 10 s wait.
 */
export function libraryView(status: ActivationStatus, inProgress: boolean, latest: ImportEvent | null): LibraryView {
  if (status === 'DELETING') return 'deleting';
  if (status === 'ACTIVE') return 'timeline';
  if (inProgress && latest?.type === 'import-finished') return 'finishing';
  if (status === 'IMPORTING' || inProgress) return 'importing';
  return 'notActive';
}
