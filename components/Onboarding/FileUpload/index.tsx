'use client';
/**
 * The upload panel of a task (docs/decisions/onboarding.md, "Quiz and upload"). Files never leave
 * the device: only the count, the names and who submitted are saved, to mark the task done. Image
 * previews use object URLs that are revoked 1 s after they stop being shown, and on unmount.
 */
import { useEffect, useRef, useState } from 'react';
import { FaRegFileExcel, FaRegFilePdf, FaRegFileWord } from 'react-icons/fa';
import { FiFile, FiImage, FiMusic, FiUploadCloud, FiVideo } from 'react-icons/fi';
import type { IconType } from 'react-icons';
import { fileCategory, formatFileSize, type FileCategory } from '@/lib/onboarding/files';
import type { TaskRequirements } from '@/lib/onboarding/completion';
import { uploadFor } from '@/lib/onboarding/pageRecord';
import { progressActions, usePageProgress } from '@/lib/store/progress';
import { useMember } from '@/lib/store/session';
import { plural } from '@/lib/text/plural';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

const ICONS = {
  image: FiImage,
  video: FiVideo,
  audio: FiMusic,
  pdf: FaRegFilePdf,
  word: FaRegFileWord,
  spreadsheet: FaRegFileExcel,
  other: FiFile,
} satisfies Record<FileCategory, IconType>;
const REVOKE_DELAY_MS = 1000;

type Chosen = { id: string; file: File };

const newId = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * `tasks`: what each task of the page requires (the upload is kept under the task's key).
 * `studentId`: the university's word for a student ID (content/site.yaml), e.g. EID.
 */
type Props = {
  pageKey: string;
  tasks: readonly TaskRequirements[];
  taskIndex: number;
  email: string;
  studentId: string;
  disabled?: boolean;
};

export default function FileUpload({ pageKey, tasks, taskIndex, email, studentId, disabled = false }: Props) {
  const member = useMember();
  const saved = uploadFor(tasks, usePageProgress(pageKey), taskIndex);
  const [files, setFiles] = useState<Chosen[]>([]);
  const [name, setName] = useState<string | null>(null);
  const [eid, setEid] = useState<string | null>(null);
  const [collecting, setCollecting] = useState(false);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const justSubmitted = useRef(false);
  const liveUrls = useRef<Record<string, string>>({});
  const fullName = name ?? member?.fullName ?? '';
  const eidValue = eid ?? member?.eid ?? '';
  const canSubmit = files.length > 0 && fullName.trim() !== '' && eidValue.trim() !== '';

  // The form collapses into the success panel on Submit: take focus there and keep it on screen, or a
  // phone's page jumps and focus falls to the body.
  useEffect(() => {
    if (!saved || collecting || !justSubmitted.current) return;
    justSubmitted.current = false;
    successRef.current?.focus({ preventScroll: true });
    successRef.current?.scrollIntoView({ block: 'center' });
  }, [saved, collecting]);

  useEffect(() => {
    const urls = liveUrls.current;
    return () => Object.values(urls).forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const hidePreview = (id: string) => {
    const url = previews[id];
    if (!url) return;
    setPreviews((p) => Object.fromEntries(Object.entries(p).filter(([key]) => key !== id)));
    delete liveUrls.current[id];
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  };
  const showPreview = (c: Chosen) => {
    const url = URL.createObjectURL(c.file);
    liveUrls.current[c.id] = url;
    setPreviews((p) => ({ ...p, [c.id]: url }));
  };
  const add = (list: FileList | null) => {
    if (disabled || !list || list.length === 0) return;
    const added = Array.from(list, (file) => ({ id: newId(), file }));
    setFiles((f) => [...f, ...added]);
  };
  const remove = (id: string) => {
    hidePreview(id);
    setFiles((f) => f.filter((c) => c.id !== id));
  };
  const submit = () => {
    if (!canSubmit) return;
    progressActions().setUpload(pageKey, tasks, taskIndex, {
      count: files.length,
      names: files.map((c) => c.file.name),
      fullName: fullName.trim(),
      eid: eidValue.trim(),
    });
    Object.keys(previews).forEach(hidePreview);
    justSubmitted.current = true;
    setFiles([]);
    setCollecting(false);
  };
  const again = () => {
    setFiles([]);
    setName('');
    setEid('');
    setCollecting(true);
  };

  // Said once, where the member looks: before choosing, what uploading does; after, where the files went.
  const note = (
    <p className={styles.note}>{`Uploading notes your files on this device only; you then send them to ${email} as the task says.`}</p>
  );

  if (saved && !collecting) {
    return (
      <div className={styles.panel}>
        <div ref={successRef} tabIndex={-1} className={styles.success} role="status">
          <p className={styles.successTitle}>Files uploaded successfully! You may now proceed.</p>
          <p>{`${plural(saved.count, 'file')} uploaded`}</p>
          <p>{`Submitted by: ${saved.fullName ?? ''} (${saved.eid ?? ''})`}</p>
          <p>{`Your files are noted on this device; send them to ${email} as the task says.`}</p>
          <button type="button" className={`button ${styles.button}`} onClick={again}>
            Upload More Files
          </button>
        </div>
      </div>
    );
  }

  const ids = { name: `${pageKey}-${taskIndex}-name`, eid: `${pageKey}-${taskIndex}-eid`, input: `${pageKey}-${taskIndex}-files` };
  return (
    <div className={styles.panel}>
      <div
        className={`${styles.drop} ${dragging ? styles.dragging : ''} ${disabled ? styles.disabled : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add(e.dataTransfer.files);
        }}
      >
        <FiUploadCloud aria-hidden size={32} />
        {disabled ? (
          <p className={styles.dropTitle}>Upload Disabled</p>
        ) : (
          <>
            <p className={styles.dropTitle}>Drag and drop files here, or</p>
            <button type="button" className={`button ${styles.button}`} onClick={() => input.current?.click()}>
              Choose files
            </button>
            <input
              id={ids.input}
              ref={input}
              type="file"
              multiple
              className="visually-hidden"
              tabIndex={-1}
              aria-label="Choose files to upload"
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
          </>
        )}
        <p className={styles.hint}>Support for any file type, any number of files, no size limit</p>
        <p className={styles.hint}>You can continue adding more files after uploading</p>
      </div>

      {files.length > 0 && (
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
                      onClick={() => (preview ? hidePreview(c.id) : showPreview(c))}
                    >
                      {preview ? 'Hide' : 'Preview'}
                    </button>
                  )}
                  <button type="button" className={styles.small} aria-label={`Remove ${c.file.name}`} onClick={() => remove(c.id)}>
                    Remove
                  </button>
                </div>
                {preview && <ResponsiveImage image={{ src: preview }} alt={`Preview of ${c.file.name}`} className={styles.preview} />}
              </li>
            );
          })}
        </ul>
      )}

      <div className={styles.fields}>
        <label htmlFor={ids.name}>Full Name</label>
        <input
          id={ids.name}
          type="text"
          placeholder="Enter your full name"
          value={fullName}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
        />
        <label htmlFor={ids.eid}>{studentId}</label>
        <input id={ids.eid} type="text" placeholder={`Enter your ${studentId}`} value={eidValue} onChange={(e) => setEid(e.target.value)} />
      </div>
      <button type="button" className={`button ${styles.button}`} disabled={!canSubmit} onClick={submit}>
        Submit
      </button>
      {note}
    </div>
  );
}
