/** Types for tools/config/sharedOrigin.mjs, which next.config.mjs runs as plain JavaScript. */
export declare function sharedOriginWarning(basePath: string | undefined, owner?: string): string[] | null;
export declare function warnAboutSharedOrigin(basePath: string | undefined, env?: Record<string, string | undefined>): void;
