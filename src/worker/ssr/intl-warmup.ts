/**
 * The browser's first use of `Intl` (number or date formatting, or a message's locale check in
 * intl-messageformat) builds the engine's list of available locales once per page: 40–60 ms of one
 * uninterruptible call on a desktop CPU, 150–250 ms on a phone. The hydrating client needs it for
 * the first component that shows a date, an amount or a message, so it landed inside a hydration
 * slice as the page's longest task (issue 18 §2: most of a page's Total Blocking Time).
 *
 * The streamed page therefore does it first thing in its head, in a tiny inline script: there the
 * main thread would otherwise wait for the stylesheet and the scripts the preload scanner has
 * already asked for, and nothing is on screen yet to be blocked. Formatting one number and one date
 * in the page's locales also loads their data, so the later calls cost under a millisecond. A
 * browser without `Intl` (or one that throws) just skips it: the client's own use is unchanged.
 */
export const INTL_WARMUP =
  '(function(d){try{var l=[d.lang,d.dataset.formatLocale].filter(Boolean);' +
  'new Intl.NumberFormat(l).format(1);new Intl.DateTimeFormat(l).format(0)}catch(e){}})(document.documentElement)';
