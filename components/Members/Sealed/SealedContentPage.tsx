'use client';
import ContentPage from '@/components/Members/ContentPage';
import type { TextPageSlug } from '@/lib/members/pages';
import type { ContentPagePayload } from '@/lib/seal/payloads';
import SealedPage from './SealedPage';

/** A text page of lib/members/pages.ts (kind 'text'), from its sealed file. */
export default function SealedContentPage({ name }: { name: TextPageSlug }) {
  return (
    <SealedPage<ContentPagePayload> name={name} meta={(page) => page}>
      {(page) => <ContentPage page={page} />}
    </SealedPage>
  );
}
