/**
 * Upstream faults for the browser tests (docs/contracts.md 'Faults on demand'). A stored rule is
 * global: it matches every user's request to its path, and `DELETE /__admin/faults` clears every
 * rule. The browser tests run two at a time, so:
 *
 * - `fault` and `clearFaults` belong to tests tagged `@exclusive` (`test('…', EXCLUSIVE, …)`): the
 *   config runs those after all the others, one at a time (project 'exclusive'), and clears every
 *   rule after each of them (`clearFaultsAfterExclusive`).
 * - `ownFault` may be used by any test: its pattern names a resource of the test's own throwaway
 *   account (an album, order, project, invoice or download id), so no other test's request can match
 *   it. Such a rule is not cleared: nothing else matches it, `times` rules wear out, and the next
 *   exclusive test clears it.
 */
import { expect, test } from '@playwright/test';

export const upstreamUrl = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:9788';

/** Tags a test that breaks the upstream for everybody: it runs alone (playwright.config.ts). */
export const EXCLUSIVE = { tag: '@exclusive' };
export const EXCLUSIVE_PROJECT = 'exclusive';

export interface FaultRule {
  pathPattern: string;
  method?: string;
  mode: 'status' | 'delay' | 'malformed' | 'invalid';
  status?: number;
  delayMs?: number;
  times?: number;
}

function mustRunAlone(what: string): void {
  const info = test.info();
  if (info.project.name !== EXCLUSIVE_PROJECT || !info.tags.includes(EXCLUSIVE.tag))
    throw new Error(`${what} breaks the upstream for every test running beside it: tag the test @exclusive (support/faults.ts)`);
}

async function store(rule: FaultRule): Promise<void> {
  const res = await fetch(`${upstreamUrl}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.status, `POST /__admin/faults ${JSON.stringify(rule)}`).toBe(201);
}

/** Stores a fault rule any user's request may meet: only in an `@exclusive` test. */
export async function fault(rule: FaultRule): Promise<void> {
  mustRunAlone(`The fault ${rule.pathPattern}`);
  await store(rule);
}

/**
 * Stores a fault rule on a resource only this test's account has: `ownId` (an album, order,
 * project, invoice or download id) must be part of the pattern.
 */
export async function ownFault(ownId: string, rule: FaultRule): Promise<void> {
  expect(ownId.length, 'the id of a resource of the test’s own').toBeGreaterThan(4);
  expect(rule.pathPattern, 'an own fault names its resource').toContain(ownId);
  await store(rule);
}

/** Clears every fault rule: only in an `@exclusive` test. */
export async function clearFaults(): Promise<void> {
  mustRunAlone('Clearing every fault');
  const res = await fetch(`${upstreamUrl}/__admin/faults`, { method: 'DELETE' });
  expect(res.status).toBe(204);
}

/** For `test.afterEach`: an exclusive test leaves no rule behind. */
export async function clearFaultsAfterExclusive(): Promise<void> {
  if (test.info().tags.includes(EXCLUSIVE.tag)) await clearFaults();
}

/**
 * The app's caches forget what earlier tests left in them (development-only flush): a fault on
 * per-brand data (menu configuration, cut-off notices) or delivery dates then reaches the page
 * instead of a cached answer. Harmless to other tests (they only miss the cache once).
 */
export async function flushAppCaches(): Promise<void> {
  const res = await fetch(`${process.env.APP_URL ?? 'http://localhost:9787'}/__dev/cache/flush`, { method: 'POST' });
  expect(res.ok).toBe(true);
}
