import { createApp } from './app';

export { UserPushHub } from '../durable-objects/user-push-hub';

export default createApp();
