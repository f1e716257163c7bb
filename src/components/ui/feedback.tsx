import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/react';

/** An inline error text (role alert). */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-red-800 m-0">
      {children}
    </p>
  );
}

/** The 'Loading…' status line of a part that is still suspended. */
export function Loading() {
  const t = useT();
  return (
    <p role="status" className="text-gray-700 m-0">
      {t('common.loading')}
    </p>
  );
}
