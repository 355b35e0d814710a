/** Types for tools/serve/staticServer.mjs, whose resolver e2e/support/deploys.ts reuses. */
export declare function contentType(file: string): string;
export declare function resolveStatic(
  root: string,
  basePath: string,
  requestUrl: string,
): { status: 200 | 404; file: string; location?: undefined } | { status: 301; location: string; file?: undefined };
/** The request handler of the server (npm run preview serves two exports in its own process). */
export declare function handler(
  root: string,
  basePath: string,
): (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void;
/** Serves `[dir, port, basePath]` (the command line of scripts/serve-static.mjs) until the process ends. */
export declare function serve(args: readonly string[]): void;
