import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { logEvent } from '../logging';

/**
 * Where auth failures go: 'Auth Error: …' (sign-in, callback, logout) and 'AccessToken Error: …'
 * (verification, refresh), as account-area §8 names them. The default writes a JSON log line; the
 * lead passes the error-reporting SDK's capture here. A throwing reporter never breaks a request.
 */
export type AuthReporter = (message: string, details: { correlationId: string; path: string }, c: Context<AppEnv>) => void;

export const consoleReporter: AuthReporter = (message, details) => logEvent('error', message, details);

export function reportAuth(c: Context<AppEnv>, reporter: AuthReporter | undefined, kind: 'Auth' | 'AccessToken', detail: string): void {
  const message = `${kind} Error: ${detail}`;
  const details = { correlationId: c.var.correlationId ?? 'unknown', path: new URL(c.req.url).pathname };
  try {
    (reporter ?? consoleReporter)(message, details, c);
  } catch (err) {
    logEvent('error', 'auth reporter failed', { ...details, error: err });
  }
}
