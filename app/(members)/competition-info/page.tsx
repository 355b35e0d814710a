import type { Metadata } from 'next';
import ContentPage from '@/components/Members/ContentPage';
import { loadPage } from '@/lib/content/pages';

export function generateMetadata(): Metadata {
  const page = loadPage('competition-info');
  return { title: page.title, description: page.description, robots: { index: false } };
}

export default function CompetitionInfoPage() {
  return <ContentPage page={loadPage('competition-info')} />;
}
