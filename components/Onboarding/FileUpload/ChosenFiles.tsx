'use client';
/** The files chosen so far: each with its kind's icon, its size, a preview for pictures, and Remove. */
import { FaRegFileExcel, FaRegFilePdf, FaRegFileWord } from 'react-icons/fa';
import { FiFile, FiImage, FiMusic, FiVideo } from 'react-icons/fi';
import type { IconType } from 'react-icons';
import { fileCategory, formatFileSize, type FileCategory } from '@/lib/onboarding/files';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import styles from './index.module.css';

const ICONS = {
  image: FiImage,
  video: FiVideo,
  audio: FiMusic,
  pdf: FaRegFilePdf,
  word: FaRegFileWord,
  spreadsheet: FaRegFileExcel,
  other: FiFile,
} satisfies Record<FileCategory, IconType>;

export type Chosen = { id: string; file: File };

type Props = {
  files: readonly Chosen[];
  /** Each shown preview's object URL, by the file's id. */
  previews: Record<string, string>;
  onPreview: (chosen: Chosen, show: boolean) => void;
  onRemove: (id: string) => void;
};

export default function ChosenFiles({ files, previews, onPreview, onRemove }: Props) {
  return (
    <ul className={styles.list} aria-label="Chosen files">
      {files.map((c) => {
        const category = fileCategory(c.file);
        const Icon = ICONS[category];
        const preview = previews[c.id];
        return (
          <li key={c.id} className={styles.item}>
            <div className={styles.row}>
              <Icon aria-hidden className={styles.icon} data-category={category} />
              <span className={styles.name}>{c.file.name}</span>
              <span className={styles.size}>{formatFileSize(c.file.size)}</span>
              {category === 'image' && (
                <button
                  type="button"
                  className={styles.small}
                  aria-expanded={Boolean(preview)}
                  aria-label={`${preview ? 'Hide' : 'Preview'} ${c.file.name}`}
                  onClick={() => onPreview(c, !preview)}
                >
                  {preview ? 'Hide' : 'Preview'}
                </button>
              )}
              <button type="button" className={styles.small} aria-label={`Remove ${c.file.name}`} onClick={() => onRemove(c.id)}>
                Remove
              </button>
            </div>
            {preview && <ResponsiveImage image={{ src: preview }} alt={`Preview of ${c.file.name}`} className={styles.preview} />}
          </li>
        );
      })}
    </ul>
  );
}
