import type { PlainAddress } from '../customer/address-rules';
import type { OrderStatus, ProductionStatus } from '../orders/repo';

/** What the account seed writes for one user; built by the profile functions, written by write.ts. */
export interface AccountSeed {
  customer: {
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    companyName: string | null;
    b2bStatus: 'Default' | 'New' | 'Blocked';
    newsletter: boolean;
    paymentType: 'iDEAL' | 'CreditCard' | 'PayPal' | 'Invoice';
    ftp: { url: string; format: 'json' | 'xml' } | null;
  };
  addresses: (PlainAddress & { isDefault: boolean })[];
  superOrders: SeedSuperOrder[];
  projects: { title: string; productType: string; updatedDaysAgo: number }[];
  /** Product codes (order codes) with a widget, and gallery entries per widget. */
  widgets: { productCode: string; gallery: { title: string; description: string; categoryId: string; channel: string }[] }[];
  invoiceGroups: { superOrderCode: string; daysAgo: number }[];
  historicalInvoices: { orderRef: string; channel: string; daysAgo: number; amount: number }[];
  mapPdfs: { name: string; orderRef: string; daysAgo: number }[];
}

export interface SeedProduct {
  status: OrderStatus;
  paymentStatus: 'Pending' | 'Success' | 'Failed' | 'Free';
  /** Days ago the payment status last changed (defaults to the super order's age). */
  paymentChangedDaysAgo?: number;
  /** Production sub-status (file check, review); absent = none reported. */
  productionStatus?: ProductionStatus;
  articleName: string;
  productType: 'PhotoBook' | 'Prints' | 'Poster' | 'Canvas' | 'Calendar' | 'Card';
  quantity: number;
  price: number;
  voucher?: string;
  delayed?: boolean;
  reorderable?: boolean;
  onlineVersion?: 'NotRequested' | 'Available';
  /** false = no delivery dates known (the API answers 404). */
  deliveryDates?: boolean;
  blocked?: boolean;
}

export interface SeedSuperOrder {
  n: number;
  daysAgo: number;
  channel?: 'Albelli' | 'Resnap';
  currency?: string;
  delivery: 'Home' | 'PickupPoint';
  changeInProgress?: boolean;
  products: SeedProduct[];
}

export const superCode = (accountId: number, n: number) => String(accountId * 1000 + n);
export const productCode = (accountId: number, n: number, k: number) => `${superCode(accountId, n)}-${k}`;
