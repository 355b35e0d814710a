/** Types for scripts/access-code.mjs, which next.config.mjs runs as plain JavaScript. */
export declare const DEV_ACCESS_CODE: string;
export declare const ACCESS_ITERATIONS: number;
export declare const ACCESS_CODE_SECRET: string;
export declare const SEAL_KEY_ENV: string;
export declare class DefaultAccessCodeError extends Error {}
export declare function wrappingKey(code: string, salt: Uint8Array, iterations?: number): Buffer;
/** `access` has the shape of AccessRecord (lib/seal/crypto.ts); `contentKey` is base64. */
export declare function createBuildKey(
  code: string,
  iterations?: number,
): { access: { v: 1; salt: string; iterations: number; iv: string; wrappedKey: string }; contentKey: string };
export declare function accessCodeEnv(env?: NodeJS.ProcessEnv): { NEXT_PUBLIC_MEMBER_ACCESS: string };
