import { defineConfig, presetWind3 } from 'unocss';
import { tokensCss } from './src/shared/brands/tokens';

/**
 * Breakpoints of the spec: small < 575, medium < 1024, large < 1280, extra large above;
 * photo pages treat 576 as the mobile breakpoint (`photo:`). Unprefixed classes are the small
 * (mobile-first) layout; `sm:` starts at 575.
 *
 * Brand colours come from the brand table (brand.theme) through CSS variables that the root route
 * sets on <body style>, so one stylesheet serves every brand. Every other design token (colour,
 * type scale, spacing, radius, elevation) lives in src/shared/brands/tokens.ts; the theme below maps
 * the utility classes onto those variables.
 */
/**
 * Account-area layout rules that utility classes cannot say (issue 17 §6), plain CSS so they work
 * before hydration and cost no JavaScript:
 * - the phone's home has one 'Sign out': its menu page's, not the header's too;
 * - one back link per page: the frame's phone-only 'Back to My account' yields to a page's own;
 * - the Help button never covers content;
 * - home on phones is a dashboard under the menu: without its page title and shortcut tiles;
 * - data tables (`data-stack`) become one card per row below 575 px, every cell labelled by its
 *   column (`data-label`) and the row's action full width, so nothing hides off-screen.
 */
const PHONE = '@media (max-width: 574.98px)';
const accountLayoutCss = [
  'main:has([data-back-link])>a[href="/"]{display:none}',
  `${PHONE}{[data-frame]:has(#menu-page-heading)>header form:has(>button){display:none}}`,
  // The row beside the header at least a screen tall: the footer starts below the fold (CLS).
  '[data-frame]>div:has(>main){min-height:100vh}',
  // The Help button floats bottom right; on account pages narrower than the content column plus
  // its own width it would cover cards and buttons, so there it ends the page instead.
  '@media (max-width: 1535.98px){[data-frame="account"]>[data-help-button]{position:static;align-self:flex-end;margin:0 1rem 1rem}}',
  `${PHONE}{main:has(#menu-page-heading) #page-title,main:has(#menu-page-heading) [data-shortcuts]{display:none}}`,
  // …and the menu above it is the shortcuts: two columns of tiles.
  'nav:has(>#menu-page-heading){margin-bottom:var(--space-6)}' +
    'nav:has(>#menu-page-heading)>ul{display:grid;grid-template-columns:1fr 1fr;gap:var(--space-3)}' +
    'nav:has(>#menu-page-heading)>ul>li>*{height:100%;border:1px solid var(--color-border);border-radius:var(--radius-lg);background:var(--color-surface);box-shadow:var(--elevation-1);font-weight:600}',
  `${PHONE}{table[data-stack]{display:block;border:0}` +
    'table[data-stack] thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
    'table[data-stack] tbody{display:flex;flex-direction:column;gap:var(--space-3)}' +
    'table[data-stack] tr{display:flex;flex-direction:column;gap:var(--space-1);padding:var(--space-4);border:1px solid var(--color-border);border-radius:var(--radius-lg);background:var(--color-surface);box-shadow:var(--elevation-1)}' +
    'table[data-stack] th,table[data-stack] td{display:flex;justify-content:space-between;gap:var(--space-4);padding:0;border:0;white-space:normal}' +
    'table[data-stack] th[scope=row]{font-weight:700;font-size:var(--font-size-lg)}' +
    'table[data-stack] td[data-label]::before{content:attr(data-label);color:var(--color-text-muted)}' +
    'table[data-stack] td[data-action]{margin-top:var(--space-2)}table[data-stack] td[data-action]>*{flex:1}}',
].join('');

/**
 * Photo pages (issue 34 §1): the photo bar's height (SelectionBar.tsx), which scrolling keeps
 * clear; on a phone 'Add photos' is the bar's '+' once the bar is there (the header row has no room
 * for both); the one-line notice gives way to the select mode's action bar.
 */
const photoLayoutCss = [
  ':root{--photos-bar-h:44px}@media (min-width:576px){:root{--photos-bar-h:48px}}',
  'html:has([data-photo-bar]){scroll-padding-top:var(--photos-bar-h)}',
  `${PHONE.replace('574.98', '575.98')}{main:has([data-photo-bar]) [data-add-photos]{display:none}}`,
  'body:has([data-selecting]) [data-photos-notice]{display:none}',
  // 'Skip to photos' (header.tsx) only where there are photos to skip to.
  'body:not(:has(#photos)) a[href="#photos"]{display:none}',
  // The account menu's drawer (menu-drawer.tsx) dims the page behind it.
  '#account-menu-drawer::backdrop{background:rgb(0 0 0 / 0.3)}',
].join('');

/** Shown on devices whose pointer hovers (mouse, trackpad), while the tile is hovered or focused. */
const HOVER_ONLY = '[@media(hover:hover)_and_(pointer:fine)]:block group-hover:opacity-100 group-focus-within:opacity-100';

/**
 * A photo tile's parts (PhotoTile.tsx, SelectionMark.tsx) as one class each (issue 32 §2): a page
 * of photos repeats them on every tile, and written out as utilities they were 42 KB of the 118 KB
 * of markup of My photos' first page, rendered, escaped and sent on every request. The hover rules
 * still name the tile's `group` and the mark button's `group/mark`, written out in the markup.
 */
const photoTileShortcuts = {
  'thumb-tile': 'absolute overflow-hidden bg-gray-200 select-none [-webkit-touch-callout:none]',
  'thumb-img': 'block w-full h-full object-cover transition-[filter] duration-150 group-hover:brightness-90',
  // The keyboard focus is drawn inside the tile (it clips what lies outside), in the brand colour
  // so it stays apart from the selection's ring.
  'thumb-open':
    'absolute inset-0 w-full h-full p-0 m-0 border-0 bg-transparent cursor-pointer outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-brand focus-visible:outline-offset-[-3px]',
  'thumb-select': `absolute top-0 left-0 w-11 h-11 p-0 m-0 border-0 bg-transparent cursor-pointer hidden opacity-0 transition-opacity duration-150 ${HOVER_ONLY}`,
  tick: 'absolute w-6 h-6 rounded-full flex items-center justify-center border-2 border-solid shadow-sm transition-colors duration-150',
  'tick-on': 'bg-brand-accent text-white border-white',
  'tick-hint':
    'bg-black/20 text-white/80 border-white/80 group-hover/mark:bg-black/40 group-hover/mark:text-white group-hover/mark:border-white',
  'tick-off': 'bg-black/30 text-transparent border-white',
};

export default defineConfig({
  presets: [presetWind3()],
  shortcuts: photoTileShortcuts,
  // The few resets the utility classes assume (presetWind3 ships none): border-box sizing so
  // `w-full px-4` fits its parent, and form controls that use the page font.
  preflights: [
    {
      getCSS: () => '*,::before,::after{box-sizing:border-box}button,input,select,textarea{font:inherit;color:inherit}',
    },
    { getCSS: () => tokensCss() },
    { getCSS: () => accountLayoutCss },
    { getCSS: () => photoLayoutCss },
  ],
  content: {
    // Class strings also live in plain .ts modules (src/components/ui/styles.ts); the Vite
    // plugin scans only .tsx by default.
    pipeline: { include: [/[\\/]src[\\/].*\.[jt]sx?($|\?)/], exclude: [/node_modules/] },
    filesystem: ['src/**/*.{ts,tsx}'],
  },
  theme: {
    breakpoints: { sm: '575px', photo: '576px', md: '1024px', lg: '1280px' },
    colors: {
      brand: {
        DEFAULT: 'var(--color-primary, #e4405f)',
        accent: 'var(--color-accent, #1f2a44)',
        'on-accent': 'var(--color-on-accent, #ffffff)',
        soft: 'var(--color-accent-soft, #eef1f7)',
      },
      surface: { DEFAULT: 'var(--color-surface)', muted: 'var(--color-surface-muted)' },
      ink: { DEFAULT: 'var(--color-text)', muted: 'var(--color-text-muted)' },
      line: 'var(--color-border)',
      danger: { DEFAULT: 'var(--color-danger)', soft: 'var(--color-danger-soft)' },
      toast: 'var(--color-toast)',
    },
    borderRadius: {
      sm: 'var(--radius-sm)',
      DEFAULT: 'var(--radius-md)',
      md: 'var(--radius-md)',
      lg: 'var(--radius-lg)',
      full: 'var(--radius-full)',
    },
    boxShadow: {
      sm: 'var(--elevation-1)',
      md: 'var(--elevation-2)',
      lg: 'var(--elevation-3)',
    },
    fontSize: {
      xs: ['var(--font-size-xs)', '1rem'],
      sm: ['var(--font-size-sm)', '1.25rem'],
      base: ['var(--font-size-base)', '1.5rem'],
      lg: ['var(--font-size-lg)', '1.75rem'],
      xl: ['var(--font-size-xl)', '1.75rem'],
      '2xl': ['var(--font-size-2xl)', '2rem'],
      '3xl': ['var(--font-size-3xl)', '2.25rem'],
    },
  },
});
