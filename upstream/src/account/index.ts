import type { Hono } from 'hono';
import type { UpstreamEnv } from '../env';
import { registerMailbox } from '../mail/routes';
import { registerAccountAdmin } from './admin';
import { registerAnalytics } from './analytics';
import { registerCutoff } from './catalogue/cutoff';
import { registerMerchandise } from './catalogue/merchandise';
import { registerPublicConf } from './catalogue/public-conf';
import { registerCustomerApi } from './customer/routes';
import { registerEmailGateway } from './identity/email-gateway';
import { registerIdentityApi } from './identity/routes';
import { registerInvoiceApi } from './invoices/routes';
import { registerOrderApi } from './orders/routes';
import { registerProjectApi } from './projects/routes';
import { registerShop } from './shop';
import { registerWidgetApi } from './widgets/routes';

/** Mounts the account-area APIs (account-area.md §7), the mailbox and the shop stand-in. See upstream/README.md. */
export function registerAccountApis(app: Hono<UpstreamEnv>): void {
  registerCustomerApi(app);
  registerOrderApi(app);
  registerInvoiceApi(app);
  registerProjectApi(app);
  registerWidgetApi(app);
  registerIdentityApi(app);
  registerEmailGateway(app);
  registerMerchandise(app);
  registerCutoff(app);
  registerPublicConf(app);
  registerMailbox(app);
  registerShop(app);
  registerAccountAdmin(app);
  registerAnalytics(app);
}
