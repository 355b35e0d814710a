/**
 * The MDX component map for a submodule's texts (its body, task descriptions and resource texts):
 * exactly what docs/content-model.md allows. Built per page so the components know the page's
 * progress key.
 */
import type { ComponentProps } from 'react';
import type { DocumentAttributes, VideoAttributes } from '@/lib/onboarding/mdxBody';
import { DocumentLink } from '@/components/Onboarding/DocumentList';
import TrackedLink from '@/components/Onboarding/TrackedLink';
import VideoCard from '@/components/Onboarding/VideoCard';
import styles from './components.module.css';

type Ctx = { pageKey: string; serviceName: string };

/** A `[label]` as lib/mdx/labels made it: the link it names, `required` written "true" or "false". */
type ModuleLinkAttributes = { label: string; url: string; required: string };

export function mdxComponents({ pageKey, serviceName }: Ctx) {
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
    ModuleLink: ({ label, url, required }: ModuleLinkAttributes) => (
      <TrackedLink pageKey={pageKey} link={{ label, url, required: required === 'true' }} />
    ),
  };
}
