import { Link } from '@tanstack/react-router';
import { pageHeading, textLink } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';

/**
 * /orders/{code} for a code that does not exist or is not this customer's (issue 17 §3): a page of
 * its own with the way back to the orders, answered with HTTP 404 (the loader throws notFound()).
 * It says no more than 'not found', so a foreign code can't be told from an unknown one.
 */
export function OrderNotFound() {
  const t = useT();
  return (
    <section aria-labelledby="page-title" data-testid="order-not-found">
      <h1 id="page-title" className={pageHeading}>
        {t('orders.notFound.title')}
      </h1>
      <p>{t('orders.notFound.body')}</p>
      <p>
        <Link to="/orders" className={textLink} data-back-link="">
          {t('orders.backToOrders')}
        </Link>
      </p>
    </section>
  );
}
