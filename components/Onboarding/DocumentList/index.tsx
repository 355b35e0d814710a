'use client';
/** Document links (new tab), in the tone of a required or optional item (ItemTone) until and once opened. */
import { FiCheck, FiFileText } from 'react-icons/fi';
import { addressKey } from '@/lib/onboarding/identity';
import { holds } from '@/lib/onboarding/pageRecord';
import { progressActions, usePageProgress } from '@/lib/store/progress';
import type { DocumentLink as Doc } from '@/lib/content/onboardingSchema';
import tone from '@/components/Onboarding/ItemTone/index.module.css';
import styles from './index.module.css';

export function DocumentLink({ pageKey, document: doc }: { pageKey: string; document: Pick<Doc, 'title' | 'url'> & Partial<Doc> }) {
  const id = addressKey(doc.url);
  const opened = holds(usePageProgress(pageKey)?.documents ?? [], id, doc.title);
  const record = () => progressActions().markDocument(pageKey, id);
  return (
    <a
      href={doc.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${styles.doc} ${tone.tone}`}
      data-required={Boolean(doc.required)}
      data-opened={opened}
      onClick={record}
      onAuxClick={record}
    >
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
