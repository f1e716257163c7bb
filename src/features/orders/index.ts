/**
 * The orders feature's public surface: what other features (the overview's recent orders) may
 * use. Everything else in this folder is internal (tests/unit/feature-boundaries.test.ts).
 */
export { OrderCard } from './components/OrderCard';
export { deliveryDatesShownOn, followUpsOf, listedOn, type OrderListPage } from './follow-ups';
export { toOrderView } from './model';
