/** Types for tools/browser/findBrowser.mjs, plain JavaScript so that scripts/find-browser.mjs runs without a build. */
export type BrowserSystem = {
  env: Record<string, string | undefined>;
  platform: string;
  home: string;
  isExecutable(file: string): boolean;
  readFile(file: string): string | null;
  playwrightExecutable(): string | null;
};
export type FoundBrowser =
  | { path: string; source: 'CHROMIUM_PATH' | 'CHROMIUM_HEADLESS_SHELL_PATH' | 'system' | 'playwright'; problem?: undefined }
  | { path: null; problem: string };
export declare const BROWSER_NAMES: string[];
export declare const MAC_APPS: string[];
export declare const realSystem: BrowserSystem;
export type BrowserKind = 'full' | 'shell';
export declare function findBrowser(system?: BrowserSystem, options?: { kind?: BrowserKind }): FoundBrowser;
export declare function installCommand(system?: BrowserSystem): string;
