import type { Api } from '../../shared/api/index';
import { customerQuery } from '../../shared/queries/customer';
import { settledQuery } from './settled';

/** The customer record as a settled part (`data: null` = 404 = account deleted). */
export const customerSettled = (api: Api) => settledQuery(customerQuery(api).queryKey, (signal) => api.customer.me(signal), 'LOAD_CUSTOMER_FAILED');
