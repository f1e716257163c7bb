import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { BASE_TOKENS, BRAND_COLOURS, themeAttribute, tokensCss } from './tokens';

describe('design tokens', () => {
  it('every brand has its family colours, equal to the brand table', () => {
    for (const b of BRANDS) {
      const theme = themeAttribute(b.theme.name);
      expect(theme, b.key).toBe(b.theme.name);
      expect(BRAND_COLOURS[theme]['--color-primary'], b.key).toBe(b.theme.primaryColor);
      expect(BRAND_COLOURS[theme]['--color-accent'], b.key).toBe(b.theme.accentColor);
    }
  });
  it('emits the base set on :root and one block per brand family', () => {
    const css = tokensCss();
    for (const name of Object.keys(BASE_TOKENS)) expect(css).toContain(`${name}:`);
    expect(css).toContain('[data-theme="snapbook"]{');
    expect(css).toContain('--color-accent:#23313f');
    expect(themeAttribute('unknown')).toBe('photobloom');
  });
});
