/**
 * sessionStorage key of the archive jobs this tab still has to save (pending.ts reads and writes
 * it with its zod schema). Its own module so the root's resume check, which runs on every signed-in
 * page, only looks for the key and loads zod (and the download manager) when a job was remembered.
 */
export const PENDING_KEY = 'myaccount.downloads.pending';
