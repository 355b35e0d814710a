import { MDXRemote } from 'next-mdx-remote/rsc';
import EditLink from '@/components/ui/EditLink';
import type { ContentPage as Page } from '@/lib/content/pages';
import PageShell from '../PageShell';
import styles from './index.module.css';

/** A static members' page from content/pages/<slug>.mdx: plain Markdown, no custom components. */
export default function ContentPage({ page, editHref }: { page: Page; editHref?: string }) {
  return (
    <>
      <PageShell>
        <h1>{page.title}</h1>
        <div className={styles.prose}>
          <MDXRemote source={page.body} />
        </div>
      </PageShell>
      {/* For officers, below the page's own text (which ends where the content file ends). */}
      {editHref && (
        <div className={styles.edit}>
          <EditLink href={editHref} />
        </div>
      )}
    </>
  );
}
