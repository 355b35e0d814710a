/** Types for ./memberKey.mjs, which next.config.mjs runs as plain JavaScript (through tools/config/accessCode.mjs). */
export declare const ACCESS_VERSION: 2;
export declare const ACCESS_ITERATIONS: number;
export declare function toBase64(bytes: Uint8Array): string;
export declare function deriveContentKey(
  code: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations?: number,
): Promise<Uint8Array<ArrayBuffer>>;
export declare function keyCheck(contentKey: Uint8Array<ArrayBuffer>): Promise<string>;
/** `access` has the shape of AccessRecord (./crypto). */
export declare function createAccess(
  code: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations?: number,
): Promise<{ access: { v: 2; salt: string; iterations: number; check: string }; contentKey: Uint8Array<ArrayBuffer> }>;
