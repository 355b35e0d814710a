import type { Metadata } from 'next';
import ContentPage from '@/components/Members/ContentPage';
import { loadPage } from '@/lib/content/pages';

export function generateMetadata(): Metadata {
  const page = loadPage('general-info');
  return { title: page.title, description: page.description, robots: { index: false } };
}

export default function GeneralInfoPage() {
  return <ContentPage page={loadPage('general-info')} />;
}
