import { focusRing } from './styles';

/**
 * Class strings of the account pages' route chunks only (styles.ts sits in the first-load entry,
 * whose every byte counts against the 120 KB budget: these stay out of it).
 */

/** A product's picture: a fixed box (width/height attributes too) so it never shifts the line. */
export const productImage = 'shrink-0 object-cover rounded-md bg-surface-muted border border-solid border-line';

/** A page's own way back ('Back to orders'); `data-back-link` on it hides the frame's phone one. */
export const backLink = `inline-flex items-center min-h-11 text-brand-accent font-semibold no-underline hover:underline ${focusRing}`;
