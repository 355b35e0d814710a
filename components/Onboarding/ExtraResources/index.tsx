/** 'Extra Resources' of a module page: a video, an optional title with a text (Markdown like the body), or a bare link. */
import type { PageResource } from '@/lib/seal/payloads';
import { mdxComponents } from '@/components/Mdx/components';
import MdxTree from '@/components/Mdx/MdxTree';
import VideoCard from '@/components/Onboarding/VideoCard';
import styles from './index.module.css';

export default function ExtraResources({
  pageKey,
  resources,
  serviceName,
}: {
  pageKey: string;
  resources: PageResource[];
  serviceName: string;
}) {
  if (resources.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`${pageKey}-extra`}>
      <h2 id={`${pageKey}-extra`}>Extra Resources</h2>
      <ul className={styles.list}>
        {resources.map((r, i) => (
          <li key={i} className={styles.item}>
            {r.type === 'video' && (
              <div className={styles.video}>
                <VideoCard pageKey={pageKey} video={r} serviceName={serviceName} />
              </div>
            )}
            {r.type === 'text' && (
              <>
                {r.title && <h3>{r.title}</h3>}
                <MdxTree tree={r.text} components={mdxComponents({ pageKey, serviceName })} />
              </>
            )}
            {r.type === 'link' && (
              <a href={r.url} target="_blank" rel="noopener noreferrer">
                {r.title ?? r.url}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
