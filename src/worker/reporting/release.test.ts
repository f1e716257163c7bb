import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as script from '../../../scripts/release.mjs';
import { RELEASE_PATTERN } from './release';

const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();

describe('the release (scripts/release.mjs): one value for the client bundle, the worker and the source-map upload', () => {
  it('is the checked-out commit, or SENTRY_RELEASE when the operator names one', () => {
    expect(script.currentRelease({})).toBe(head);
    expect(script.currentRelease({ SENTRY_RELEASE: ' myaccount@1.2.3 ' })).toBe('myaccount@1.2.3');
    expect(() => script.currentRelease({ SENTRY_RELEASE: 'a/b' })).toThrow(/not a release name/);
    expect(script.currentRelease({}, tmpdir())).toBe('dev');
  });

  it('is what vite.config.ts compiles into the client (`__RELEASE__`) and what deploy uploads the maps under', async () => {
    // By a computed name: the config's own imports are not this project's to type-check.
    const configFile = '../../../vite.config';
    const { default: config } = await import(/* @vite-ignore */ configFile);
    const compiled = JSON.parse(String((config as { define?: Record<string, unknown> }).define?.__RELEASE__));
    expect(compiled).toBe(script.currentRelease());
    const args = script.sourceMapUploadArgs(compiled);
    expect(args.slice(0, 2)).toEqual(['sourcemaps', 'upload']);
    expect(args[args.indexOf('--release') + 1]).toBe(compiled);
    // Where the browser's frames point (https://<brand host>/assets/<file>.js), on every brand host.
    expect(args[args.indexOf('--url-prefix') + 1]).toBe('~/assets');
    expect(args.at(-1)).toBe('dist/client/assets');
  }, 60_000); // the config loads Vite's plugins

  it("reads the build's record (what deploy checks before it uploads), and the worker accepts exactly the releases the script makes", () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    expect(script.builtRelease(dir)).toBeUndefined();
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, script.RELEASE_RECORD), JSON.stringify({ release: head }));
    expect(script.builtRelease(dir)).toBe(head);
    expect(String(RELEASE_PATTERN)).toBe(String(script.RELEASE_PATTERN));
  });
});
