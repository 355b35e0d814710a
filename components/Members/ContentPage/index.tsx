import MdxTree from '@/components/Mdx/MdxTree';
import EditLink from '@/components/ui/EditLink';
import type { ContentPagePayload } from '@/lib/seal/payloads';
import PageShell from '@/components/Members/PageShell';
import styles from './index.module.css';

/** A static members' page from content/pages/<slug>.mdx: plain Markdown, no custom components. */
export default function ContentPage({ page }: { page: ContentPagePayload }) {
  return (
    <>
      <PageShell>
        <h1>{page.heading}</h1>
        <div className={styles.prose}>
          <MdxTree tree={page.body} />
        </div>
      </PageShell>
      {/* For officers, below the page's own text (which ends where the content file ends). */}
      {page.editHref && (
        <div className={styles.edit}>
          <EditLink href={page.editHref} />
        </div>
      )}
    </>
  );
}
