import type { Metadata } from 'next';
import ContentPage from '@/components/Members/ContentPage';
import { loadPage, pageFile } from '@/lib/content/pages';
import { editUrlFor } from '@/lib/content/repository';

export function generateMetadata(): Metadata {
  const page = loadPage('general-info');
  return { title: page.title, description: page.description, robots: { index: false } };
}

export default function GeneralInfoPage() {
  return <ContentPage page={loadPage('general-info')} editHref={editUrlFor(pageFile('general-info'))} />;
}
