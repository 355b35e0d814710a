/**
 * The browser icons and the link-preview picture, made at build from the logo of content/site.yaml
 * (tools/images/icons.ts, run by scripts/generate-images.ts before every build) into public/generated/,
 * which git ignores. The root layout names them; both read this list, so the files made and the
 * files named cannot disagree.
 */
import { GENERATED_DIR } from './variants';

/** Their folder, which the phone-sized copies' clean-up leaves alone (tools/images/generate.ts). */
export const ICONS_DIR = `${GENERATED_DIR}/icons`;
const ICONS = ICONS_DIR;

/**
 * Square PNGs of the logo on white: the tab's icon, a phone's home screen (Android), Apple's touch
 * icon, and the large one an installed app's splash screen shows (named by the web app manifest only).
 */
export const PNG_ICONS = [
  { src: `${ICONS}/icon-32.png`, size: 32, rel: 'icon' },
  { src: `${ICONS}/icon-192.png`, size: 192, rel: 'icon' },
  { src: `${ICONS}/apple-touch-icon.png`, size: 180, rel: 'apple' },
  { src: `${ICONS}/icon-512.png`, size: 512, rel: 'manifest' },
] as const;

/** The picture of a shared link's card: the logo on the dark brand colour, the size chats show whole. */
export const PREVIEW_IMAGE = { src: `${ICONS}/preview.png`, width: 1200, height: 630 } as const;
