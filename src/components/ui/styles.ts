/**
 * Shared utility-class strings (unocss scans this file). Every colour, radius and shadow here is a
 * design token (src/shared/brands/tokens.ts through uno.config.ts: `ink`, `line`, `surface`,
 * `brand-*`, `shadow-sm`, `rounded-lg`), the same ones the photo pages use, so the account pages
 * and the photo pages look like one product per brand (issue 17 §6).
 */
export const focusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-brand-accent';

export const buttonPrimary = `inline-flex items-center justify-center min-h-11 px-5 rounded-md font-semibold no-underline bg-brand-accent text-white hover:opacity-90 ${focusRing}`;

export const buttonSecondary = `inline-flex items-center justify-center min-h-11 px-5 rounded-md font-semibold no-underline border-2 border-solid border-brand-accent text-brand-accent bg-surface hover:bg-surface-muted ${focusRing}`;

/**
 * Destructive actions (delete an address, a project, a widget, the account): red outline, never the
 * brand's filled primary look, so the safe choice is the one that stands out (issue 17 §2).
 */
export const buttonDanger = `inline-flex items-center justify-center min-h-11 px-5 rounded-md font-semibold no-underline border-2 border-solid border-red-700 text-red-800 bg-surface hover:bg-red-50 cursor-pointer disabled:opacity-60 disabled:cursor-wait ${focusRing}`;

/** The confirm button inside a delete dialog: filled red (the user has already chosen to delete). */
export const buttonDangerSolid = `inline-flex items-center justify-center min-h-11 px-5 rounded-md font-semibold no-underline border-0 bg-red-700 text-white hover:bg-red-800 cursor-pointer disabled:opacity-60 disabled:cursor-wait ${focusRing}`;

export const textLink = `text-brand-accent underline underline-offset-2 hover:no-underline ${focusRing}`;

export const pageHeading = 'text-2xl md:text-3xl font-bold text-ink mt-0 mb-4';

export const card = 'rounded-lg border border-solid border-line bg-surface p-4 shadow-sm';

export const sectionHeading = 'text-xl font-bold text-ink mt-0 mb-3';

export const smallButton = `inline-flex items-center justify-center min-h-11 px-4 rounded-md font-semibold border-2 border-solid border-brand-accent text-brand-accent bg-surface hover:bg-surface-muted cursor-pointer disabled:opacity-60 disabled:cursor-wait ${focusRing}`;
