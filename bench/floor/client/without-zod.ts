import { titleAndDate } from './text-and-date';

// As with-requirements.ts, the stored value checked by hand instead of with zod: what zod costs.
export const extra = () => {
  const stored: unknown = JSON.parse(localStorage.getItem('consent') ?? 'null');
  const decided = typeof stored === 'object' && stored !== null && typeof (stored as { analytics?: unknown }).analytics === 'boolean';
  return titleAndDate(decided ? 'u' : 'jij');
};
