import { useSearch } from '@tanstack/react-router';

/**
 * True when the page is shown in stripped mode (`?stripped=true`, parsed by the root route).
 * Its own module so that pages (error page actions, saved projects) read the mode without
 * importing the frame: through app-frame.tsx a route chunk reaches the header, side menu and
 * footer, and the bundler then splits the router's Link (and hook utilities) out of the entry into
 * extra first-load chunks (~0.3 KB gzip more).
 */
export function useStripped(): boolean {
  return useSearch({ strict: false, select: (s) => s.stripped === true });
}
