/**
 * A paste into a text box as Playwright drives it, for /review's measurements (the benchmark in
 * reviewResponsiveness.ts and e2e/fixture/review-many.spec.ts). A module of its own: the spec cannot
 * import the benchmark, which finds the browser with an ES module Playwright's loader cannot read.
 */
import type { Locator } from '@playwright/test';

/**
 * The text put in the box at once, as a paste does (an input event with the whole text): Playwright's
 * fill types it through the editor instead, which takes minutes for 1 MB.
 */
export const pasteInto = (box: Locator, text: string) =>
  box.evaluate((element, value) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setValue.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
