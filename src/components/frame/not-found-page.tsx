import { useT } from '../../shared/i18n/react';

export function NotFoundPage() {
  const t = useT();
  return (
    <main className="p-6">
      <h1>{t('error.notFound.title')}</h1>
    </main>
  );
}
