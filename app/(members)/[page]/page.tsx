/**
 * /{slug}/: every text page of lib/members/pages.ts (kind 'text'), one per content file
 * content/pages/{slug}.mdx. The page itself is a frame: its text is in its sealed file
 * (app/sealed/build.ts), which the HTML preloads and the browser opens with the member's key. Any
 * other address is the export's 404 page; the views' own folders beside this one come first.
 */
import { notFound } from 'next/navigation';
import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedContentPage from '@/components/Members/Sealed/SealedContentPage';
import { loadPage, pageSlugs } from '@/lib/content/pages';
import { staticParams } from '@/lib/routes/staticParams';
import { textPageMetadata } from '@/lib/members/metadata';

type Params = { page: string };

/** The text page at this address (generateStaticParams lists no other). */
async function textPage(params: Promise<Params>) {
  const { page } = await params;
  return pageSlugs.find((slug) => slug === page) ?? notFound();
}

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return staticParams['/[page]']();
}

// The tab shows the content file's title, as the page's heading (its text stays sealed).
export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return textPageMetadata(loadPage(await textPage(params)).title);
}

export default async function TextPage({ params }: { params: Promise<Params> }) {
  const slug = await textPage(params);
  preloadSealed(slug);
  return <SealedContentPage name={slug} />;
}
