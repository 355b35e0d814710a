/**
 * The theme a reader chose (System, Light or Dark), kept in local storage and put on <html> as
 * data-theme before the first paint, so no page ever shows the other theme for a frame.
 *
 * It is an inline script in the root layout's <head> (scripts/harden-export.ts lists its hash in each
 * page's script policy), and it also runs the theme control (components/ThemeControl, a plain
 * <select> in the navigation bar): it sets the control to the kept choice once the page is parsed,
 * and keeps a change, through one listener on the document. So the control costs no JavaScript
 * file on any page, and works before the page's scripts have loaded. Another tab's choice is taken
 * up as it is made (the storage event), and on a page shown again from the back/forward cache.
 */

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The local-storage name of the choice (under a base path, lib/asset's storageName adds it). */
export const THEME_STORAGE_NAME = 'theme';

/** The id of the theme control's <select>: the script finds it by this. */
export const THEME_CONTROL_ID = 'theme-choice';

/**
 * The script's text, for a page whose choice is kept under `storageKey` (lib/asset's storageName:
 * a site under a base path keeps its own). 'system' is kept as no entry at all.
 */
export function prePaintScript(storageKey: string): string {
  // As JSON, with '<' escaped so no text can end the <script> element early.
  const literal = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');
  const key = literal(storageKey);
  const id = literal(THEME_CONTROL_ID);
  return `(function(){var d=document,r=d.documentElement,k=${key},c;
function set(v){c=v==="light"||v==="dark"?v:"system";r.setAttribute("data-theme",c)}
function show(){var s=d.getElementById(${id});if(s)s.value=c}
function read(){try{set(localStorage.getItem(k))}catch(e){set(null)}}
read();d.addEventListener("DOMContentLoaded",show);
d.addEventListener("change",function(e){var s=e.target;if(!s||s.id!==${id})return;set(s.value);
try{c==="system"?localStorage.removeItem(k):localStorage.setItem(k,c)}catch(e){}});
addEventListener("storage",function(e){if(e.key===k||e.key===null){read();show()}});
addEventListener("pageshow",function(){read();show()})})()`;
}
