/**
 * Every route of both specs' route tables, with sample params, its expected en-GB page title and
 * its frame. The worker-level harness requests each `path` and checks streamed HTML with
 * `<title>{title} | {vendorDomain}</title>` (other locales: look `titleId` up in locales/*.json)
 * and the brand's `lang`. Kept in step with src/routes by src/routes/-lib/routes-table.test.ts.
 */
export type RouteFrame = 'account' | 'photos' | 'bare' | 'public';

export interface RouteCase {
  /** Spec route name. */
  name: string;
  /** Path to request, with sample params. */
  path: string;
  /** The route's path pattern (TanStack full path). */
  pattern: string;
  /** Catalogue id of the page title. */
  titleId: string;
  /** en-GB page title (the document title is `${title} | ${vendorDomain}`). */
  title: string;
  frame: RouteFrame;
  /**
   * The worker renders it as plain HTML without any script (renderPlainPage); other routes stream
   * the app with its scripts.
   */
  plain?: boolean;
  /** The route answers with a redirect to this path instead of a page. */
  redirectsTo?: string;
  /** Feature flag that must be on (preview routes redirect to '/' when it is off). */
  flag?: 'PhotoManagementTimelineViewEnabled' | 'PhotoManagementAlbumViewEnabled' | 'PhotoManagementSharedAlbumsViewEnabled';
  /**
   * Only this kind of account may open it; the other kind is redirected to '/' (a request without
   * a known session is not redirected).
   */
  account?: 'business' | 'consumer';
  /** The worker answers this path itself (sign-out); the app page is only its fallback. */
  workerHandled?: boolean;
}

const r = (c: RouteCase) => c;

export const ROUTES: readonly RouteCase[] = [
  // account-area §2
  r({ name: 'home', path: '/', pattern: '/', titleId: 'menu.overview.title', title: 'My account overview', frame: 'account' }),
  r({
    name: 'accountDeleted',
    path: '/account-deleted',
    pattern: '/account-deleted',
    titleId: 'public.accountDeleted.title',
    title: 'Your account has been successfully deleted',
    frame: 'public',
    plain: true,
  }),
  r({
    name: 'deleteAccountConfirmation',
    workerHandled: true,
    path: '/delete-account-confirmation?confirmation-token=sample-token',
    pattern: '/delete-account-confirmation',
    titleId: 'confirm.deleteAccount.title',
    title: 'Confirm account deletion',
    frame: 'public',
  }),
  r({
    name: 'deleteAccountError',
    path: '/delete-account-error',
    pattern: '/delete-account-error',
    titleId: 'page.deleteAccountError.title',
    title: "Your account couldn't be deleted",
    frame: 'account',
  }),
  r({
    name: 'savedProjects',
    path: '/saved-projects',
    pattern: '/saved-projects',
    titleId: 'page.savedProjects.title',
    title: 'My saved projects',
    frame: 'account',
  }),
  r({ name: 'orders', path: '/orders', pattern: '/orders', titleId: 'menu.orders.title', title: 'Orders', frame: 'account' }),
  r({
    name: 'orderDetails',
    // The demo account's second order (account id 1001, seed): an unknown code is a 404 page (issue 17 §3).
    path: '/orders/1001002',
    pattern: '/orders/$orderCode',
    titleId: 'page.orderDetails.title',
    title: 'Order details',
    frame: 'account',
  }),
  r({
    name: 'downloads',
    path: '/downloads',
    pattern: '/downloads',
    titleId: 'page.downloads.title',
    title: 'Downloads',
    frame: 'account',
  }),
  r({ name: 'settings', path: '/settings', pattern: '/settings', titleId: 'page.settings.title', title: 'My settings', frame: 'account' }),
  r({
    name: 'settingsB2b',
    account: 'business',
    path: '/settings/b2b',
    pattern: '/settings/b2b',
    titleId: 'page.settings.title',
    title: 'My settings',
    frame: 'account',
  }),
  r({
    name: 'changeEmailB2b',
    account: 'business',
    path: '/settings/b2b/email',
    pattern: '/settings/b2b/email',
    titleId: 'page.changeEmail.title',
    title: 'Change email address',
    frame: 'account',
  }),
  r({
    name: 'personalDetails',
    path: '/settings/personal-details',
    pattern: '/settings/personal-details',
    titleId: 'page.personalDetails.title',
    title: 'Change personal details',
    frame: 'account',
  }),
  r({
    name: 'paymentMethod',
    path: '/settings/payment-method',
    pattern: '/settings/payment-method',
    titleId: 'page.paymentMethod.title',
    title: 'Change your payment method',
    frame: 'account',
  }),
  r({
    name: 'changeEmail',
    path: '/settings/email',
    pattern: '/settings/email',
    titleId: 'page.changeEmail.title',
    title: 'Change email address',
    frame: 'account',
  }),
  r({
    name: 'changeEmailConfirmation',
    workerHandled: true,
    path: '/change-email-confirmation?confirmation-token=sample-token',
    pattern: '/change-email-confirmation',
    titleId: 'confirm.changeEmail.title',
    title: 'Confirm your new e-mail address',
    frame: 'public',
  }),
  r({
    name: 'changeEmailSuccess',
    path: '/change-email-success',
    pattern: '/change-email-success',
    titleId: 'public.changeEmailSuccess.title',
    title: 'Your e-mail address has been changed!',
    frame: 'public',
    plain: true,
  }),
  r({
    name: 'changeEmailError',
    path: '/change-email-error',
    pattern: '/change-email-error',
    titleId: 'page.changeEmailError.title',
    title: "Your email wasn't changed",
    frame: 'account',
  }),
  r({
    name: 'logout',
    path: '/logout',
    pattern: '/logout',
    titleId: 'page.signOut.title',
    title: 'Sign out',
    frame: 'public',
    workerHandled: true,
  }),
  r({
    name: 'onlineProducts',
    path: '/online-products',
    pattern: '/online-products',
    titleId: 'page.onlineProducts.title',
    title: 'My online photo books',
    frame: 'account',
  }),
  r({
    name: 'onlineProduct',
    path: '/online-products/PB-A4-001',
    pattern: '/online-products/$productCode',
    titleId: 'page.onlineProduct.title',
    title: 'Online photo book',
    frame: 'account',
  }),
  r({
    name: 'addAddress',
    path: '/settings/new-address',
    pattern: '/settings/new-address',
    titleId: 'page.address.title',
    title: 'Delivery address',
    frame: 'account',
  }),
  r({
    name: 'changeAddress',
    path: '/settings/address/42',
    pattern: '/settings/address/$addressId',
    titleId: 'page.address.title',
    title: 'Delivery address',
    frame: 'account',
  }),
  r({
    name: 'allAddresses',
    path: '/settings/addresses/all',
    pattern: '/settings/addresses/all',
    titleId: 'page.allAddresses.title',
    title: 'Delivery addresses',
    frame: 'account',
  }),
  r({
    name: 'invoices',
    account: 'business',
    path: '/invoices',
    pattern: '/invoices',
    titleId: 'page.invoices.title',
    title: 'B2B invoices',
    frame: 'account',
  }),
  r({
    name: 'ftpIntegration',
    account: 'business',
    path: '/integration',
    pattern: '/integration',
    titleId: 'page.ftp.title',
    title: 'FTP instructions',
    frame: 'account',
  }),
  r({
    name: 'addAddressB2b',
    account: 'business',
    path: '/settings/b2b/new-address',
    pattern: '/settings/b2b/new-address',
    titleId: 'page.address.title',
    title: 'Delivery address',
    frame: 'account',
  }),
  r({
    name: 'changeAddressB2b',
    account: 'business',
    path: '/settings/b2b/address/42',
    pattern: '/settings/b2b/address/$addressId',
    titleId: 'page.address.title',
    title: 'Delivery address',
    frame: 'account',
  }),
  r({
    name: 'doubleOptInConfirmation',
    workerHandled: true,
    path: '/subscription-confirmation?confirmation-token=sample-token&email=demo%40example.com',
    pattern: '/subscription-confirmation',
    titleId: 'confirm.subscription.title',
    title: 'Confirm your subscription',
    frame: 'public',
  }),
  r({
    name: 'doubleOptInConfirmationSuccess',
    path: '/subscription-confirmation-success',
    pattern: '/subscription-confirmation-success',
    titleId: 'public.subscriptionSuccess.title',
    title: 'Success!',
    frame: 'public',
    plain: true,
  }),
  r({
    name: 'doubleOptInConfirmationError',
    path: '/subscription-confirmation-error',
    pattern: '/subscription-confirmation-error',
    titleId: 'public.subscriptionError.title',
    title: 'Your subscription failed',
    frame: 'public',
    plain: true,
  }),
  // Not a spec route: the sign-in failure page (account-area §8), also rendered in place of /auth/*.
  r({
    // Rendered by the worker's error handler for a refused or failed request (issue 35 §4); opened
    // directly, the general text.
    name: 'error',
    path: '/error',
    pattern: '/error',
    titleId: 'error.title',
    title: 'Something went wrong',
    frame: 'public',
    plain: true,
  }),
  r({
    name: 'signInError',
    path: '/sign-in-error',
    pattern: '/sign-in-error',
    titleId: 'auth.error.title',
    title: "We couldn't sign you in",
    frame: 'public',
    plain: true,
  }),
  r({
    name: 'widgets',
    account: 'consumer',
    path: '/widgets',
    pattern: '/widgets',
    titleId: 'page.widgets.title',
    title: 'My widgets',
    frame: 'account',
  }),
  r({
    name: 'widgetShare',
    account: 'consumer',
    // The demo account's widget (seed: its order 10's first product): a product without one is 404.
    path: '/widgets/1001010-1/share',
    pattern: '/widgets/$productCode/share',
    titleId: 'page.widgetShare.title',
    title: 'Share widget',
    frame: 'account',
  }),
  // photo-library §2
  r({
    name: 'myPhotos',
    path: '/my-photos',
    pattern: '/my-photos',
    titleId: 'page.myPhotos.title',
    title: 'My photos',
    frame: 'photos',
    redirectsTo: '/my-photos/photos',
  }),
  r({
    name: 'photos',
    path: '/my-photos/photos',
    pattern: '/my-photos/photos',
    titleId: 'page.myPhotos.title',
    title: 'My photos',
    frame: 'photos',
  }),
  r({
    name: 'photoPreview',
    path: '/my-photos/photos/preview/photo-1',
    pattern: '/my-photos/photos/preview/$id',
    titleId: 'page.photoPreview.title',
    title: 'Photo preview',
    frame: 'bare',
    flag: 'PhotoManagementTimelineViewEnabled',
  }),
  r({
    name: 'albums',
    path: '/my-photos/albums',
    pattern: '/my-photos/albums',
    titleId: 'page.albums.title',
    title: 'My albums',
    frame: 'photos',
  }),
  r({
    name: 'album',
    path: '/my-photos/albums/album-1',
    pattern: '/my-photos/albums/$id',
    titleId: 'page.album.title',
    title: 'Album',
    frame: 'photos',
  }),
  r({
    name: 'albumPhotoPreview',
    path: '/my-photos/albums/album-1/preview/photo-1',
    pattern: '/my-photos/albums/$id/preview/$photoId',
    titleId: 'page.photoPreview.title',
    title: 'Photo preview',
    frame: 'bare',
    flag: 'PhotoManagementAlbumViewEnabled',
  }),
  r({
    name: 'sharedAlbum',
    path: '/my-photos/shared-albums/album-2',
    pattern: '/my-photos/shared-albums/$id',
    titleId: 'page.sharedAlbum.title',
    title: 'Shared album',
    frame: 'photos',
  }),
  r({
    name: 'sharedAlbumPhotoPreview',
    path: '/my-photos/shared-albums/album-2/preview/photo-1',
    pattern: '/my-photos/shared-albums/$id/preview/$photoId',
    titleId: 'page.photoPreview.title',
    title: 'Photo preview',
    frame: 'bare',
    flag: 'PhotoManagementSharedAlbumsViewEnabled',
  }),
];

/** Paths that must answer 404 inside the frame ('Page not found'). */
export const NOT_FOUND_PATHS: readonly string[] = ['/no-such-page', '/orders/not.a.code', '/my-photos/albums/x/y/z'];
