import { createFileRoute, Link } from '@tanstack/react-router';
import { useT } from '../shared/i18n/react';

export const Route = createFileRoute('/')({
  staticData: { titleId: 'menu.overview.title', frame: 'account' },
  component: Overview,
});

function Overview() {
  const t = useT();
  return (
    <main>
      <h1>{t('menu.overview.title')}</h1>
      <Link to="/orders">{t('menu.orders')}</Link>
    </main>
  );
}
