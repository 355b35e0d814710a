/** Types for tools/config/accessCode.mjs, which next.config.mjs runs as plain JavaScript. */
export declare const DEV_ACCESS_CODE: string;
export declare const ACCESS_ITERATIONS: number;
export declare const ACCESS_CODE_SECRET: string;
export declare const SEAL_KEY_ENV: string;
export declare class DefaultAccessCodeError extends Error {}
export declare function memberKeySaltSource(env?: Readonly<Record<string, string | undefined>>): string;
export declare function memberKeySalt(env?: Readonly<Record<string, string | undefined>>): Uint8Array<ArrayBuffer>;
export declare function isProductionBuild(): boolean;
export declare function accessCodeEnv(env?: NodeJS.ProcessEnv, iterations?: number): Promise<{ NEXT_PUBLIC_MEMBER_ACCESS: string }>;
