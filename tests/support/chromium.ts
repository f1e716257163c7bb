import { existsSync } from 'node:fs';

/**
 * The OS Chromium every benchmark and Lighthouse run drives (Playwright never downloads a browser)
 * and its flags (DEVELOPERS.md: headless on loopback, nothing phoning home). Benchmarks measure
 * what customers get, so they run the full browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: the same Debian Chromium release's headless build
 * (`chromium-headless-shell`, what Playwright itself runs headless by default) when it is
 * installed, else the full browser. Same Blink, V8 and network stack; no browser UI process work
 * per page. Measured on this 2-core machine, 19 order and settings tests: 74.7 s with the full
 * browser, 44.6 s with the headless build (issue 31 §4). `E2E_CHROMIUM_PATH` chooses another.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
