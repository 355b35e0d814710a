'use client';
/** Document links (new tab, tracked: TrackedLink/useTracked), in the tone of a required or optional item (ItemTone) until and once opened. */
import { FiCheck, FiFileText } from 'react-icons/fi';
import type { DocumentLink as Doc } from '@/lib/content/onboardingSchema';
import tone from '@/components/Onboarding/ItemTone/index.module.css';
import { useTracked } from '@/components/Onboarding/TrackedLink/useTracked';
import styles from './index.module.css';

export function DocumentLink({ pageKey, document: doc }: { pageKey: string; document: Pick<Doc, 'title' | 'url'> & Partial<Doc> }) {
  const { opened, anchor } = useTracked(pageKey, 'documents', doc.url, doc.title);
  return (
    <a {...anchor} className={`${styles.doc} ${tone.tone}`} data-required={Boolean(doc.required)}>
      {opened ? <FiCheck aria-hidden /> : <FiFileText aria-hidden />}
      <span>{doc.title}</span>
      {doc.fileType && doc.fileType !== 'web' && <span className={styles.type}>{doc.fileType.toUpperCase()}</span>}
      <span className="visually-hidden">{`${doc.required ? ' (required' : ' (optional'}${opened ? ', opened)' : ')'}`}</span>
    </a>
  );
}

export default function DocumentList({ pageKey, documents }: { pageKey: string; documents: Doc[] }) {
  return (
    <ul className={styles.list}>
      {documents.map((d) => (
        <li key={d.title}>
          <DocumentLink pageKey={pageKey} document={d} />
        </li>
      ))}
    </ul>
  );
}
