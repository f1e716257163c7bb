import type { ErrorComponentProps } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/react';

/** The spec's boundary text; the details go to the console and the error reporter, never the page. */
export function ErrorBoundaryPage({ error }: ErrorComponentProps) {
  const t = useT();
  if (typeof window !== 'undefined') console.error(error);
  return (
    <section role="alert" className="py-6">
      <p>{t('error.boundary')}</p>
    </section>
  );
}
