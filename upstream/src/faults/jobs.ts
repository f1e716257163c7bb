import { isDevelopment } from '../admin/gate';
import type { UpstreamBindings } from '../env';
import { takeMatchingFault } from './store';

/**
 * Development-only faults of a background job, stored like request faults with the method `JOB`
 * and the path `/jobs/<name>` (docs/contracts.md): `delay` holds the job there (a test restarts
 * the app meanwhile), `status` makes it fail. Outside development nothing is read.
 */
export async function jobFault(env: Pick<UpstreamBindings, 'DB' | 'ENVIRONMENT'>, name: string): Promise<void> {
  if (!isDevelopment(env)) return;
  const fault = await takeMatchingFault(env, 'JOB', `/jobs/${name}`);
  if (fault?.mode === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 1000));
  else if (fault) throw new Error(`injected ${fault.mode} fault in the ${name} job`);
}
