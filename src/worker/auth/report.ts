import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * Where auth failures go: 'Auth Error: …' (sign-in, callback, logout) and 'AccessToken Error: …'
 * (verification, refresh), as account-area §8 names them. The default logs to the console; the
 * lead passes the error-reporting SDK's capture here. A throwing reporter never breaks a request.
 */
export type AuthReporter = (message: string, details: { correlationId: string; path: string }, c: Context<AppEnv>) => void;

export const consoleReporter: AuthReporter = (message, details) => console.error(message, details);

export function reportAuth(c: Context<AppEnv>, reporter: AuthReporter | undefined, kind: 'Auth' | 'AccessToken', detail: string): void {
  const message = `${kind} Error: ${detail}`;
  const details = { correlationId: c.var.correlationId ?? 'unknown', path: new URL(c.req.url).pathname };
  try {
    (reporter ?? consoleReporter)(message, details, c);
  } catch (err) {
    console.error('auth reporter failed', { ...details, error: err });
  }
}
