import type { SeedProfile } from '../../seed/types';
import type { AccountSeed, SeedSuperOrder } from './model';
import { productCode, superCode } from './model';

const home = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  street: 'Keizersgracht',
  houseNumber: '123',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL',
  phone: '+31 20 123 4567',
};

const emptySeed = (firstName: string, lastName: string): AccountSeed => ({
  customer: {
    firstName,
    lastName,
    dateOfBirth: null,
    companyName: null,
    b2bStatus: 'Default',
    newsletter: false,
    paymentType: 'iDEAL',
    ftp: null,
  },
  addresses: [],
  superOrders: [],
  projects: [],
  widgets: [],
  invoiceGroups: [],
  historicalInvoices: [],
  mapPdfs: [],
});

/**
 * demo: orders in every status and on both sides of the 30-day rule (created 2–29 vs 31–400 days
 * ago) and of the 14-day rule (dispatched with payment changed 10 vs 20 days ago), one awaiting
 * payment, one delayed, one cancelled, one with a voucher, reorderable ones, online versions,
 * three stopped before production (verification failed, processing failed, rejected),
 * 23 projects, widgets with gallery entries, 3 addresses, newsletter off.
 */
function demo(accountId: number): AccountSeed {
  const book = { articleName: 'Photo book large landscape', productType: 'PhotoBook' as const, quantity: 1, price: 49.99 };
  const prints = { articleName: 'Photo prints 10x15', productType: 'Prints' as const, quantity: 48, price: 9.6 };
  const superOrders: SeedSuperOrder[] = [
    { n: 1, daysAgo: 2, delivery: 'Home', changeInProgress: true, products: [{ ...book, status: 'Received', paymentStatus: 'Pending' }] },
    {
      n: 2,
      daysAgo: 5,
      delivery: 'Home',
      products: [
        { ...book, status: 'Confirmed', paymentStatus: 'Success', voucher: 'WELCOME10', price: 44.99 },
        { ...prints, status: 'Confirmed', paymentStatus: 'Success' },
      ],
    },
    {
      n: 3,
      daysAgo: 8,
      delivery: 'Home',
      products: [
        { ...book, articleName: 'Photo book medium square', status: 'ProductionStarted', paymentStatus: 'Success', delayed: true },
      ],
    },
    {
      n: 4,
      daysAgo: 12,
      delivery: 'Home',
      products: [{ ...book, status: 'ProductionCompleted', paymentStatus: 'Success', deliveryDates: false }],
    },
    {
      n: 5,
      daysAgo: 16,
      delivery: 'PickupPoint',
      products: [
        {
          ...book,
          articleName: 'Wall calendar',
          productType: 'Calendar',
          price: 24.95,
          status: 'Dispatched',
          paymentStatus: 'Success',
          paymentChangedDaysAgo: 10,
          reorderable: true,
        },
      ],
    },
    {
      n: 6,
      daysAgo: 25,
      delivery: 'Home',
      products: [
        {
          ...book,
          status: 'Dispatched',
          paymentStatus: 'Success',
          paymentChangedDaysAgo: 20,
          reorderable: true,
          onlineVersion: 'Available',
        },
      ],
    },
    { n: 7, daysAgo: 29, delivery: 'Home', products: [{ ...prints, status: 'ProductionCompleted', paymentStatus: 'Free', price: 0 }] },
    {
      n: 8,
      daysAgo: 31,
      delivery: 'Home',
      products: [
        {
          ...book,
          articleName: 'Canvas print 40x60',
          productType: 'Canvas',
          price: 59.95,
          status: 'Dispatched',
          paymentStatus: 'Success',
          paymentChangedDaysAgo: 30,
          reorderable: true,
          blocked: true,
        },
      ],
    },
    { n: 9, daysAgo: 60, delivery: 'Home', products: [{ ...book, status: 'Cancelled', paymentStatus: 'Failed', deliveryDates: false }] },
    {
      n: 10,
      daysAgo: 400,
      delivery: 'Home',
      products: [
        { ...book, status: 'Dispatched', paymentStatus: 'Success', reorderable: true, onlineVersion: 'Available' },
        { ...book, articleName: 'Poster A2', productType: 'Poster', price: 19.95, status: 'Dispatched', paymentStatus: 'Success' },
      ],
    },
    { n: 11, daysAgo: 1200, delivery: 'Home', products: [{ ...prints, status: 'Dispatched', paymentStatus: 'Success' }] },
    // Paid, then stopped before production by the file check or the review (§3 further labels).
    {
      n: 12,
      daysAgo: 18,
      delivery: 'Home',
      products: [
        {
          ...book,
          articleName: 'Photo book small portrait',
          price: 29.99,
          status: 'Confirmed',
          paymentStatus: 'Success',
          productionStatus: 'VerificationFailed',
        },
      ],
    },
    {
      n: 13,
      daysAgo: 20,
      delivery: 'Home',
      products: [
        {
          ...book,
          articleName: 'Poster A1',
          productType: 'Poster',
          price: 24.95,
          status: 'Confirmed',
          paymentStatus: 'Success',
          productionStatus: 'ProcessingFailed',
        },
      ],
    },
    {
      n: 14,
      daysAgo: 22,
      delivery: 'Home',
      products: [
        {
          ...book,
          articleName: 'Canvas print 30x40',
          productType: 'Canvas',
          price: 39.95,
          status: 'Confirmed',
          paymentStatus: 'Success',
          productionStatus: 'Rejected',
        },
      ],
    },
  ];
  const titles = [
    'Summer holiday',
    'Wedding album',
    'Baby’s first year',
    'Family calendar',
    'Road trip',
    'Garden poster',
    'Christmas cards',
    'Birthday book',
    'Ski week',
    'Graduation',
    'City weekend',
  ];
  const types = ['PhotoBook', 'PhotoBook', 'Calendar', 'Canvas', 'Prints', 'Poster'];
  return {
    customer: {
      firstName: 'Sanne',
      lastName: 'de Vries',
      dateOfBirth: '1986-04-12',
      companyName: null,
      b2bStatus: 'Default',
      newsletter: false,
      paymentType: 'iDEAL',
      ftp: null,
    },
    addresses: [
      { ...home, isDefault: true },
      {
        firstName: 'Sanne',
        lastName: 'de Vries',
        street: 'Rue Neuve',
        houseNumber: '45B',
        postalCode: '1000',
        city: 'Bruxelles',
        countryCode: 'BE',
        phone: '+32 2 123 45 67',
        isDefault: false,
      },
      {
        firstName: 'Jörg',
        lastName: 'Müller',
        street: 'Straße des 17. Juni',
        houseNumber: '7',
        postalCode: '10623',
        city: 'Berlin',
        countryCode: 'DE',
        phone: '+49 30 1234567',
        isDefault: false,
      },
    ],
    superOrders,
    projects: Array.from({ length: 23 }, (_, i) => ({
      title: `${titles[i % titles.length]} ${2026 - Math.floor(i / titles.length)}`,
      productType: types[i % types.length] ?? 'PhotoBook',
      updatedDaysAgo: i * 3 + 0.5,
    })),
    widgets: [
      {
        productCode: productCode(accountId, 10, 1),
        gallery: [
          // Gallery entries belong to a channel: two on the default brand (Photobloom UK), one on NL.
          { title: 'Our trip to Italy', description: 'Two weeks in Tuscany', categoryId: 'travel', channel: 'PB-GB' },
          { title: 'Sunsets', description: '', categoryId: 'nature', channel: 'PB-GB' },
          { title: 'Grandma’s birthday', description: 'Ninety years!', categoryId: 'family', channel: 'PB-NL' },
        ],
      },
      { productCode: productCode(accountId, 6, 1), gallery: [] },
    ],
    invoiceGroups: [],
    historicalInvoices: [
      { orderRef: superCode(accountId, 10), channel: 'albelli-nl', daysAgo: 400, amount: 69.94 },
      { orderRef: superCode(accountId, 11), channel: 'albelli-nl', daysAgo: 1200, amount: 9.6 },
    ],
    mapPdfs: [],
  };
}

/** business: status Default, invoice payment, FTP callback, orders with current invoices, historical invoices, map PDFs. */
function business(accountId: number): AccountSeed {
  const line = (articleName: string, productType: 'PhotoBook' | 'Prints' | 'Poster', quantity: number, price: number) => ({
    articleName,
    productType,
    quantity,
    price,
  });
  const superOrders: SeedSuperOrder[] = [
    {
      n: 1,
      daysAgo: 3,
      delivery: 'Home',
      products: [{ ...line('Photo book large landscape', 'PhotoBook', 25, 1124.75), status: 'Confirmed', paymentStatus: 'Pending' }],
    },
    {
      n: 2,
      daysAgo: 9,
      delivery: 'Home',
      products: [
        { ...line('Photo book medium square', 'PhotoBook', 10, 349.5), status: 'ProductionStarted', paymentStatus: 'Success' },
        { ...line('Poster A2', 'Poster', 5, 99.75), status: 'ProductionCompleted', paymentStatus: 'Success' },
      ],
    },
    {
      n: 3,
      daysAgo: 24,
      delivery: 'Home',
      products: [
        {
          ...line('Photo prints 10x15', 'Prints', 500, 60),
          status: 'Dispatched',
          paymentStatus: 'Success',
          paymentChangedDaysAgo: 20,
          reorderable: true,
        },
      ],
    },
    {
      n: 4,
      daysAgo: 45,
      delivery: 'Home',
      products: [
        {
          ...line('Photo book large landscape', 'PhotoBook', 40, 1799.6),
          status: 'Dispatched',
          paymentStatus: 'Success',
          reorderable: true,
        },
      ],
    },
    {
      n: 5,
      daysAgo: 130,
      delivery: 'Home',
      products: [{ ...line('Poster A2', 'Poster', 12, 239.4), status: 'Cancelled', paymentStatus: 'Failed', deliveryDates: false }],
    },
  ];
  return {
    customer: {
      firstName: 'Bram',
      lastName: 'Bakker',
      dateOfBirth: '1979-09-30',
      companyName: 'Pixel Studio B.V.',
      b2bStatus: 'Default',
      newsletter: true,
      paymentType: 'Invoice',
      ftp: { url: 'https://ftp-callback.example.com/orders', format: 'json' },
    },
    addresses: [
      {
        firstName: 'Bram',
        lastName: 'Bakker',
        street: 'Stationsplein',
        houseNumber: '1',
        postalCode: '3511 ED',
        city: 'Utrecht',
        countryCode: 'NL',
        phone: '+31 30 765 4321',
        isDefault: true,
      },
    ],
    superOrders,
    projects: [
      { title: 'Client catalogue 2026', productType: 'PhotoBook', updatedDaysAgo: 1 },
      { title: 'Trade fair posters', productType: 'Poster', updatedDaysAgo: 6 },
      { title: 'Portfolio', productType: 'PhotoBook', updatedDaysAgo: 40 },
    ],
    widgets: [],
    invoiceGroups: superOrders.filter((s) => s.n !== 5).map((s) => ({ superOrderCode: superCode(accountId, s.n), daysAgo: s.daysAgo })),
    historicalInvoices: [
      { orderRef: `${accountId}-H1`, channel: 'albelli-nl', daysAgo: 200, amount: 1450.0 },
      { orderRef: `${accountId}-H2`, channel: 'albelli-nl', daysAgo: 260, amount: 312.4 },
      { orderRef: `${accountId}-H3`, channel: 'albelli-be', daysAgo: 300, amount: 87.5 },
      { orderRef: `${accountId}-H4`, channel: 'albelli-nl', daysAgo: 420, amount: 2299.99 },
      { orderRef: `${accountId}-H5`, channel: 'albelli-be', daysAgo: 500, amount: 640.0 },
    ],
    mapPdfs: [
      { name: 'Order map March', orderRef: superCode(accountId, 4), daysAgo: 45 },
      { name: 'Order map February', orderRef: superCode(accountId, 3), daysAgo: 24 },
      { name: 'Order map January', orderRef: superCode(accountId, 2), daysAgo: 9 },
    ],
  };
}

/** consumer (throwaway test accounts): a little of everything so destructive tests have something to change. */
function consumer(accountId: number): AccountSeed {
  const book = { articleName: 'Photo book large landscape', productType: 'PhotoBook' as const, quantity: 1, price: 39.99 };
  return {
    ...emptySeed('Chris', 'Consumer'),
    addresses: [{ ...home, firstName: 'Chris', lastName: 'Consumer', isDefault: true }],
    superOrders: [
      { n: 1, daysAgo: 4, delivery: 'Home', products: [{ ...book, status: 'Confirmed', paymentStatus: 'Success' }] },
      { n: 2, daysAgo: 50, delivery: 'Home', products: [{ ...book, status: 'Dispatched', paymentStatus: 'Success', reorderable: true }] },
      { n: 3, daysAgo: 20, delivery: 'Home', products: [{ ...book, status: 'ProductionCompleted', paymentStatus: 'Success' }] },
    ],
    projects: [
      { title: 'Holiday', productType: 'PhotoBook', updatedDaysAgo: 1 },
      { title: 'Calendar', productType: 'Calendar', updatedDaysAgo: 2 },
    ],
    widgets: [
      {
        productCode: productCode(accountId, 2, 1),
        gallery: [{ title: 'Holiday gallery', description: '', categoryId: 'travel', channel: 'PB-GB' }],
      },
    ],
  };
}

/** friend: a customer record with one old order. */
function friend(): AccountSeed {
  return {
    ...emptySeed('Frida', 'Jansen'),
    addresses: [
      {
        firstName: 'Frida',
        lastName: 'Jansen',
        street: 'Oudegracht',
        houseNumber: '200',
        postalCode: '3511 NR',
        city: 'Utrecht',
        countryCode: 'NL',
        phone: '+31 6 12345678',
        isDefault: true,
      },
    ],
    superOrders: [
      {
        n: 1,
        daysAgo: 90,
        delivery: 'Home',
        products: [
          {
            articleName: 'Photo prints 10x15',
            productType: 'Prints',
            quantity: 24,
            price: 4.8,
            status: 'Dispatched',
            paymentStatus: 'Success',
          },
        ],
      },
    ],
  };
}

/** The account data of a seed profile. */
export function seedFor(profile: SeedProfile, accountId: number, email: string): AccountSeed {
  switch (profile) {
    case 'demo':
      return demo(accountId);
    case 'business': {
      const b = business(accountId);
      // The fixed business demo account stays 'Default'; throwaway business accounts start 'New'
      // (pending validation) so both banners can be seen and tested.
      return email === 'business@example.com' ? b : { ...b, customer: { ...b.customer, b2bStatus: 'New' } };
    }
    case 'consumer':
      return consumer(accountId);
    case 'friend':
      return friend();
    case 'new':
      return emptySeed('Noor', 'Nieuw');
    case 'empty':
    case 'not-activated':
      return emptySeed('Test', 'Customer');
  }
}
