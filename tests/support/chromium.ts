/**
 * The OS Chromium every browser test and benchmark drives (Playwright never downloads a browser)
 * and its flags (DEVELOPERS.md: headless on loopback, nothing phoning home).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
