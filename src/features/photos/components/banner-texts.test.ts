import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en-GB.json';
import { bannerTexts } from './InfoBanner';

describe('the info banner tells the truth about the flags', () => {
  it.each([
    [false, false, true],
    [true, false, true],
    [false, true, false],
    [true, true, false],
  ])('albums %s, upload %s: says uploading is coming soon: %s', (albums, upload, comingSoon) => {
    const { body, more } = bannerTexts(albums, upload);
    const text = `${en[body]} ${en[more]}`;
    expect(/upload\w*( photos)? (is|are) coming soon|Albums and uploading photos are coming soon/i.test(text)).toBe(comingSoon);
    // The album flag still picks the spec's variant (pre-launch text when on).
    expect(body.startsWith('photos.banner.prelaunch')).toBe(albums);
  });
});
