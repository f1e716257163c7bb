import { QueryClient } from '@tanstack/react-query';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { type CpuStage, cpuStageOf, queriesSettled } from './cpu-stages';

/** What `cpuStageOf` answers for a request with these headers, in a build with or without stages. */
async function stageFor(headers: Record<string, string>, built?: boolean): Promise<CpuStage | null> {
  const app = new Hono<AppEnv>().get('*', (c) => c.json(cpuStageOf(c, built) ?? null));
  return (await app.request('/settings', { headers })).json();
}

describe('CPU stages (the CPU bench build only)', () => {
  it.each([
    // A deployed build (no define) never stops a page early, whatever the request asks.
    [{ 'x-cpu-stage': 'middleware' }, undefined, null],
    [{ 'x-cpu-stage': 'data' }, false, null],
    // The bench's build stops after the stage asked for, and only a known one.
    [{ 'x-cpu-stage': 'middleware' }, true, 'middleware'],
    [{ 'x-cpu-stage': 'context' }, true, 'context'],
    [{ 'x-cpu-stage': 'router' }, true, 'router'],
    [{ 'x-cpu-stage': 'data' }, true, 'data'],
    [{ 'x-cpu-stage': 'render' }, true, null],
    [{}, true, null],
  ] as const)('%o (built with stages: %s) → %s', async (headers, built, expected) => {
    expect(await stageFor(headers, built)).toBe(expected);
  });

  it('the data stage waits for every query that is fetching, and for none when none is', async () => {
    const queryClient = new QueryClient();
    await queriesSettled(queryClient);
    let answered = 0;
    const slow = (ms: number) => () => new Promise<number>((r) => setTimeout(() => r(++answered), ms));
    void queryClient.prefetchQuery({ queryKey: ['a'], queryFn: slow(5) });
    void queryClient.prefetchQuery({ queryKey: ['b'], queryFn: slow(20) });
    await queriesSettled(queryClient);
    expect(answered).toBe(2);
    expect(queryClient.isFetching()).toBe(0);
  });
});
