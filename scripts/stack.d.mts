// Types of scripts/stack.mjs for the TypeScript tests that import it (push-resilience.spec.ts).
export interface Stack {
  appUrl: string;
  upstreamUrl: string;
  stop(): Promise<void>;
}
export function startStack(options: {
  appPort: number;
  upstreamPort: number;
  stateDir: string;
  wranglerEnv?: string;
  quiet?: boolean;
  onAppOutput?: (text: string) => void;
}): Promise<Stack>;
export function appControlFile(appPort: number): string;
export function stopApp(appPort: number, options?: { timeoutMs?: number }): Promise<void>;
export function startApp(appPort: number, options?: { timeoutMs?: number }): Promise<void>;
export function lastLines(file: string | null | undefined, count?: number): string | null;
