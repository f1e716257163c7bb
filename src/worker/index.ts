import { UserPushHub as PushHub } from '../durable-objects/user-push-hub';
import { createApp } from './app';
import { withErrorReporting } from './reporting';
import { withDurableObjectReporting } from './reporting/durable-object';

/** The push hub as deployed: its errors reach the error-reporting service like the worker's. */
export const UserPushHub = withDurableObjectReporting(PushHub);
/** The hub's instance type under the exported name (worker-configuration.d.ts types the namespace by it). */
export type UserPushHub = PushHub;

export default withErrorReporting(createApp());
