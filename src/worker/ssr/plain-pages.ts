/**
 * Pages reached from e-mail links or after signing out: rendered as plain server HTML that ships
 * no JavaScript (DESIGN.md §5: 0 KB of JS), by the same route components as the app.
 */
export const PLAIN_PAGE_PATHS = [
  '/account-deleted',
  '/change-email-success',
  '/subscription-confirmation-success',
  '/subscription-confirmation-error',
] as const;
