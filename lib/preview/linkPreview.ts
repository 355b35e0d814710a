/**
 * The card a chat or a social network shows for a shared link (Open Graph and Twitter's card): the
 * page's title and description, and the picture made from the site's logo (lib/images/icons.ts).
 * Next merges metadata shallowly, so a page that sets its own card gives the whole card: every
 * public page's metadata comes from `publicPageMetadata`. Members' pages set none and show the site's card, from the
 * root layout (`siteLinkPreview`): nothing of the members' area is in it.
 */
import type { Metadata } from 'next';
import { asset } from '@/lib/asset';
import type { Site } from '@/lib/content/site';
import { PREVIEW_IMAGE } from '@/lib/images/icons';

type Card = Pick<Metadata, 'openGraph' | 'twitter'>;

function card(site: Site, title: string, description: string): Card {
  const image = { url: asset(PREVIEW_IMAGE.src), width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height, alt: site.organization.name };
  return {
    openGraph: { type: 'website', siteName: site.organization.name, title, description, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** The site's own card: its name and description. */
export function siteLinkPreview(site: Site): Card {
  return card(site, site.organization.name, site.organization.description);
}

/**
 * A public page's metadata: its title, description and card. `title` takes the site's name after it
 * in the tab (the root layout's template) and in the card; an `absolute` title is shown as it is.
 */
export function publicPageMetadata(site: Site, page: { title: string; description: string; absolute?: boolean }): Metadata {
  const shown = page.absolute ? page.title : `${page.title} | ${site.organization.name}`;
  return {
    title: page.absolute ? { absolute: page.title } : page.title,
    description: page.description,
    ...card(site, shown, page.description),
  };
}

/** The absolute address the cards' picture paths are resolved against (Open Graph wants full URLs). */
export function previewBase(site: Site): URL {
  return new URL(site.url);
}
