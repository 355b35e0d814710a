'use client';
/**
 * A link that fetches its page when the reader shows the intent to open it (a pointer over it, a
 * finger down on it, keyboard focus), not as soon as it scrolls into view as next/link does.
 *
 * On the members' pages most links are in view at once: Member Home's buttons, the Programs blocks,
 * a block's side panel. Fetched on sight, each brought its page's scripts, which the browser ran at
 * once, and its sealed file, while the page the member had just opened was still starting: Member
 * Home's blocking time (Lighthouse, a mid-range phone) was three times the bare Next.js page's. A
 * finger down comes about a tenth of a second before the tap, and the small pages of a static export
 * arrive in that time or soon after it.
 *
 * The header's links (the logo, the page links, the menu) are IntentLinks too: on every page the
 * logo's link to the home page, in view at any width, fetched the home page's two payload files while
 * the page was starting, and handling them cost the browser's main thread about 50 ms per page load
 * (the CPU not slowed; measured on /login/ and /about/ at 412 px, medians of 12 loads with and without
 * those two responses).
 */
import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

export default function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      // null is next/link's default: fetch the page (now that it is wanted).
      prefetch={wanted ? null : false}
      onPointerEnter={(e) => {
        setWanted(true);
        onPointerEnter?.(e);
      }}
      onTouchStart={(e) => {
        setWanted(true);
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        setWanted(true);
        onFocus?.(e);
      }}
    />
  );
}
