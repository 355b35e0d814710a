/** Types for tools/config/sourceDate.mjs, which next.config.mjs runs as plain JavaScript. */
export declare function sourceDateEpoch(env?: Record<string, string | undefined>, cwd?: string): number;
