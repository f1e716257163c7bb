/** Header standing in for the session cookie in the push tests (see worker.ts). */
export const TEST_USER_HEADER = 'X-Test-User';
