// Types of scripts/release.mjs for the TypeScript code that imports it (vite.config.ts, tests).
export declare const RELEASE_PATTERN: RegExp;
export declare const RELEASE_RECORD: string;
export declare function currentRelease(env?: Record<string, string | undefined>, cwd?: string): string;
export declare function builtRelease(outDir?: string): string | undefined;
export declare function sourceMapUploadArgs(release: string, assetsDir?: string): string[];
