import { createApp } from './app';
import { withErrorReporting } from './reporting';

export { UserPushHub } from '../durable-objects/user-push-hub';

export default withErrorReporting(createApp());
