/** 'Extra Resources' of a module page: a video, an optional title with formatted text, or a bare link. */
import type { ExtraResource } from '@/lib/content/onboardingSchema';
import { formatText } from '@/lib/onboarding/formatText';
import TrackedLink from '@/components/Onboarding/TrackedLink';
import VideoCard from '@/components/Onboarding/VideoCard';
import styles from './index.module.css';

export default function ExtraResources({
  pageKey,
  resources,
  serviceName,
}: {
  pageKey: string;
  resources: ExtraResource[];
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
                {formatText(r.text, {
                  links: r.links,
                  allowHeadings: true,
                  headingLevel: 4,
                  renderLink: (link, key) => <TrackedLink key={key} pageKey={pageKey} link={link} />,
                })}
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
