/** Types for scripts/access-code.mjs, which next.config.mjs runs as plain JavaScript. */
export declare const DEV_ACCESS_CODE: string;
export declare const ACCESS_ITERATIONS: number;
export declare const ACCESS_CODE_SECRET: string;
export declare class DefaultAccessCodeError extends Error {}
export declare function hashAccessCode(code: string, saltHex: string, iterations?: number): string;
export declare function accessCodeEnv(env?: NodeJS.ProcessEnv): {
  NEXT_PUBLIC_ACCESS_SALT: string;
  NEXT_PUBLIC_ACCESS_HASH: string;
  NEXT_PUBLIC_ACCESS_ITERATIONS: string;
};
