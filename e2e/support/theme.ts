/** The page colours of the two themes, as getComputedStyle writes them, and the page's own. */
import type { Page } from '@playwright/test';
import { darkColours, FIXED_COLOURS } from '@/lib/theme/palette';

/** A colour of the palette as getComputedStyle writes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
export const DARK_PAGE = rgb(darkColours().paper);
export const LIGHT_PAGE = rgb(FIXED_COLOURS.paper);

/** The colour the page's body is painted in now. */
export const pageColour = (page: Page) => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
