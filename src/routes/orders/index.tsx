import { createFileRoute, Link } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/react';

export const Route = createFileRoute('/orders/')({
  staticData: { titleId: 'menu.orders.title', frame: 'account' },
  component: Orders,
});

function Orders() {
  const t = useT();
  return (
    <main>
      <h1>{t('menu.orders.title')}</h1>
      <Link to="/">{t('menu.overview')}</Link>
    </main>
  );
}
