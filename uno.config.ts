import { defineConfig, presetWind3 } from 'unocss';

/**
 * Breakpoints of the spec: small < 575, medium < 1024, large < 1280, extra large above;
 * photo pages treat 576 as the mobile breakpoint (`photo:`).
 */
export default defineConfig({
  presets: [presetWind3()],
  content: { filesystem: ['src/**/*.{ts,tsx}'] },
  theme: {
    breakpoints: { sm: '575px', photo: '576px', md: '1024px', lg: '1280px' },
  },
});
