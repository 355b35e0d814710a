'use client';
import ContentPage from '@/components/Members/ContentPage';
import type { ContentPagePayload } from '@/lib/seal/payloads';
import SealedPage from './SealedPage';

export default function SealedContentPage({ name }: { name: 'general-info' | 'competition-info' }) {
  return (
    <SealedPage<ContentPagePayload> name={name} meta={(page) => page}>
      {(page) => <ContentPage page={page} />}
    </SealedPage>
  );
}
