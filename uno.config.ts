import { defineConfig, presetWind3 } from 'unocss';

/**
 * Breakpoints of the spec: small < 575, medium < 1024, large < 1280, extra large above;
 * photo pages treat 576 as the mobile breakpoint (`photo:`). Unprefixed classes are the small
 * (mobile-first) layout; `sm:` starts at 575.
 *
 * Brand colours come from the brand table (brand.theme) through CSS variables that the root route
 * sets on <body style>, so one stylesheet serves every brand.
 */
export default defineConfig({
  presets: [presetWind3()],
  // The few resets the utility classes assume (presetWind3 ships none): border-box sizing so
  // `w-full px-4` fits its parent, and form controls that use the page font.
  preflights: [
    {
      getCSS: () => '*,::before,::after{box-sizing:border-box}button,input,select,textarea{font:inherit;color:inherit}',
    },
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
        DEFAULT: 'var(--brand-primary, #e4405f)',
        accent: 'var(--brand-accent, #1f2a44)',
      },
    },
  },
});
