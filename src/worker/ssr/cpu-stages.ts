import type { QueryClient } from '@tanstack/react-query';
import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * Where a signed-in page's CPU goes, measured the way its budget is (issue 18 §4: process CPU
 * accounting, bench/cpu.bench-test.ts). A sampling profile needs an inspector attached to the
 * isolate, which inflated its busy time 4–5 times and gave shares to code whose change saved
 * nothing. So the bench builds the worker once more with `--define __CPU_STAGES__:true` and asks
 * each page with `x-cpu-stage: <stage>`: the page answers 204 as soon as that stage is done, and a
 * stage's cost is the difference to the stage before. No other build reads the header: the
 * constant is undefined there, and `cpuStageOf` is always undefined.
 */
declare const __CPU_STAGES__: boolean | undefined;

/** The stages of a signed-in page, in the order it does them; after the last, it renders and streams. */
export const CPU_STAGES = [
  /** Every middleware: security headers, brand, session (JWT), customer gate, form token. */
  'middleware',
  /** The render's context: messages, flags, the user's hints from the worker's caches, the date locale. */
  'context',
  /** The router: created, the route matched, its loaders run (their upstream calls started), its state dehydrated. */
  'router',
  /** The loaders' upstream calls answered, parsed and in the query cache. */
  'data',
] as const;
export type CpuStage = (typeof CPU_STAGES)[number];

const builtWithStages = typeof __CPU_STAGES__ !== 'undefined' && __CPU_STAGES__ === true;

/** The stage this request stops after, in a build made for the CPU bench only. */
export function cpuStageOf(c: Context<AppEnv>, built = builtWithStages): CpuStage | undefined {
  if (!built) return undefined;
  const asked = c.req.header('x-cpu-stage');
  return CPU_STAGES.find((stage) => stage === asked);
}

/** The answer of a request that stopped after its stage. */
export const stageReached = (): Response => new Response(null, { status: 204 });

/** Resolves once none of `queryClient`'s queries is fetching. */
export function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
