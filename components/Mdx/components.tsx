/**
 * The MDX component map for submodule bodies: exactly what docs/content-model.md allows.
 * Built per page so the components know the page's progress key and its [label] links.
 */
import type { ComponentProps } from 'react';
import type { ResourceLink } from '@/lib/content/onboardingSchema';
import type { DocumentAttributes, VideoAttributes } from '@/lib/onboarding/mdxBody';
import { DocumentLink } from '@/components/Onboarding/DocumentList';
import TrackedLink from '@/components/Onboarding/TrackedLink';
import VideoCard from '@/components/Onboarding/VideoCard';
import styles from './components.module.css';

type Ctx = { pageKey: string; links: ResourceLink[]; serviceName: string };

export function mdxComponents({ pageKey, links, serviceName }: Ctx) {
  return {
    Video: ({ required, ...video }: VideoAttributes) => (
      <div className={styles.video}>
        <VideoCard pageKey={pageKey} video={{ ...video, required: required === 'true' }} serviceName={serviceName} />
      </div>
    ),
    Document: ({ required, ...doc }: DocumentAttributes) => (
      <p>
        <DocumentLink pageKey={pageKey} document={{ ...doc, required: required === 'true' }} />
      </p>
    ),
    a: (props: ComponentProps<'a'>) => <a {...props} target="_blank" rel="noopener noreferrer" />,
    /** `[label]` in the body, put there by prepareMdxBody. */
    ModuleLink: ({ index }: { index: string }) => {
      const link = links[Number(index)];
      return link ? <TrackedLink pageKey={pageKey} link={link} /> : null;
    },
  };
}
