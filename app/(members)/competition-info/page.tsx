import type { Metadata } from 'next';
import ContentPage from '@/components/Members/ContentPage';
import { loadPage, pageFile } from '@/lib/content/pages';
import { editUrlFor } from '@/lib/content/repository';

export function generateMetadata(): Metadata {
  const page = loadPage('competition-info');
  return { title: page.title, description: page.description, robots: { index: false } };
}

export default function CompetitionInfoPage() {
  return <ContentPage page={loadPage('competition-info')} editHref={editUrlFor(pageFile('competition-info'))} />;
}
