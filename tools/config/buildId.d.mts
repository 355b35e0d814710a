/** Types for tools/config/buildId.mjs, which next.config.mjs runs as plain JavaScript. */
export declare const CODE_FOLDERS: string[];
export declare const CODE_FILES: string[];
export declare function buildIdFromCode(
  root?: string,
  publicEnv?: Record<string, string | undefined>,
  env?: Record<string, string | undefined>,
): string;
