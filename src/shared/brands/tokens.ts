/**
 * Design tokens (issue 16 §9): colour, type scale, spacing, radius and elevation in ONE place, as
 * CSS custom properties. The base set sits on :root; each brand family overrides its colours under
 * `[data-theme="<brand.theme.name>"]`, an attribute the server sets on <html>, so one stylesheet
 * serves every brand and the brand switches without client code. uno.config.ts emits `tokensCss()`
 * as a preflight and maps its theme (colours, radius, shadows, font sizes) onto these variables,
 * so utility classes (`bg-brand-accent`, `rounded-md`, `shadow-lg`, `text-sm`) follow the tokens.
 * The account pages can use the same classes (or the variables) when they move over.
 * Pure data: no imports, safe for the build config and the worker alike.
 */

/** Brand colours per theme name (brand table `theme.name`); the brand table's own two colours match. */
export const BRAND_COLOURS = {
  photobloom: {
    '--color-primary': '#e4405f',
    '--color-accent': '#1f2a44',
    '--color-on-accent': '#ffffff',
    '--color-accent-soft': '#eef1f7',
    '--color-focus': '#1f2a44',
  },
  snapbook: {
    '--color-primary': '#00a19a',
    '--color-accent': '#23313f',
    '--color-on-accent': '#ffffff',
    '--color-accent-soft': '#e6f6f5',
    '--color-focus': '#23313f',
  },
} as const satisfies Record<string, Record<`--color-${string}`, string>>;
export type ThemeName = keyof typeof BRAND_COLOURS;

/** Brand-independent tokens. */
export const BASE_TOKENS = {
  // Colour (neutrals and states; AA contrast on white for text colours).
  '--color-surface': '#ffffff',
  '--color-surface-muted': '#f3f4f6',
  '--color-text': '#111827',
  '--color-text-muted': '#4b5563',
  '--color-border': '#d1d5db',
  '--color-danger': '#991b1b',
  '--color-danger-soft': '#fef2f2',
  '--color-success': '#15803d',
  '--color-info-soft': '#eff6ff',
  '--color-toast': '#111827',
  '--color-overlay': 'rgba(17, 24, 39, 0.55)',
  // Type scale (1.125 minor third around a 16 px body).
  '--font-size-xs': '0.75rem',
  '--font-size-sm': '0.875rem',
  '--font-size-base': '1rem',
  '--font-size-lg': '1.125rem',
  '--font-size-xl': '1.25rem',
  '--font-size-2xl': '1.5rem',
  '--font-size-3xl': '1.875rem',
  // Spacing (4 px grid).
  '--space-1': '0.25rem',
  '--space-2': '0.5rem',
  '--space-3': '0.75rem',
  '--space-4': '1rem',
  '--space-6': '1.5rem',
  '--space-8': '2rem',
  // Radius.
  '--radius-sm': '0.25rem',
  '--radius-md': '0.375rem',
  '--radius-lg': '0.5rem',
  '--radius-full': '9999px',
  // Elevation (1: cards, 2: bars and menus, 3: toasts and dialogs).
  '--elevation-1': '0 1px 2px 0 rgba(0, 0, 0, 0.05)',
  '--elevation-2': '0 4px 6px -1px rgba(0, 0, 0, 0.1), 0 2px 4px -2px rgba(0, 0, 0, 0.1)',
  '--elevation-3': '0 10px 15px -3px rgba(0, 0, 0, 0.1), 0 4px 6px -4px rgba(0, 0, 0, 0.1)',
} as const;

const DEFAULT_THEME: ThemeName = 'photobloom';

function block(selector: string, vars: Record<string, string>): string {
  return `${selector}{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}

/**
 * The tokens as CSS: the base set and the default family on :root, each family's colours under its
 * `data-theme`. (The root's `--brand-primary` / `--brand-accent` on <body> are the same colours, from
 * the brand table; tokens.test.ts keeps the two equal.)
 */
export function tokensCss(): string {
  const themes = Object.entries(BRAND_COLOURS).map(([name, colours]) => block(`[data-theme="${name}"]`, colours));
  return [block(':root', { ...BASE_TOKENS, ...BRAND_COLOURS[DEFAULT_THEME] }), ...themes].join('');
}

/** Whether a theme name has tokens (unknown names fall back to the default family). */
export function themeAttribute(name: string): ThemeName {
  return name in BRAND_COLOURS ? (name as ThemeName) : DEFAULT_THEME;
}
