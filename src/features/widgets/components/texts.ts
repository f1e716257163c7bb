import type { StatusTexts } from '../../../components/form/status';

/** The outcome lines of every form on /widgets (a widget's, its gallery's, the picker's). */
export const WIDGET_TEXTS = {
  created: { tone: 'success', id: 'widgets.status.created' },
  refreshed: { tone: 'success', id: 'widgets.status.refreshed' },
  deleted: { tone: 'success', id: 'widgets.status.deleted' },
  shared: { tone: 'success', id: 'widgets.status.shared' },
  saved: { tone: 'success', id: 'settings.saved' },
  failed: { tone: 'error', id: 'widgets.failed' },
} as const satisfies StatusTexts;
