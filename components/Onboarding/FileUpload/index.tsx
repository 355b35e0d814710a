'use client';
/**
 * The upload panel of a task (docs/decisions/onboarding.md, "Quiz and upload"). Files never leave
 * the device: only the count, the names and who submitted are saved, to mark the task done. Its
 * pieces: where files are dropped (DropZone), the list of those chosen with their previews
 * (ChosenFiles, usePreviews), and the saved upload (UploadDone).
 */
import { useState } from 'react';
import type { TaskRequirements } from '@/lib/onboarding/completion';
import { uploadFor } from '@/lib/onboarding/pageRecord';
import { progressActions, usePageProgress } from '@/lib/store/progress';
import { useMember } from '@/lib/store/session';
import ChosenFiles, { type Chosen } from './ChosenFiles';
import DropZone from './DropZone';
import UploadDone from './UploadDone';
import { usePreviews } from './usePreviews';
import styles from './index.module.css';

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
  const [justSubmitted, setJustSubmitted] = useState(false);
  const previews = usePreviews();
  const fullName = name ?? member?.fullName ?? '';
  const eidValue = eid ?? member?.eid ?? '';
  const canSubmit = files.length > 0 && fullName.trim() !== '' && eidValue.trim() !== '';

  const add = (list: FileList | null) => {
    if (disabled || !list || list.length === 0) return;
    const added = Array.from(list, (file) => ({ id: newId(), file }));
    setFiles((f) => [...f, ...added]);
  };
  const remove = (id: string) => {
    previews.hide(id);
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
    previews.hideAll();
    setJustSubmitted(true);
    setFiles([]);
    setCollecting(false);
  };
  const again = () => {
    setFiles([]);
    setName('');
    setEid('');
    setJustSubmitted(false);
    setCollecting(true);
  };

  if (saved && !collecting) return <UploadDone upload={saved} email={email} justSubmitted={justSubmitted} onMore={again} />;

  const ids = { name: `${pageKey}-${taskIndex}-name`, eid: `${pageKey}-${taskIndex}-eid`, input: `${pageKey}-${taskIndex}-files` };
  return (
    <div className={styles.panel}>
      <DropZone inputId={ids.input} disabled={disabled} onFiles={add} />
      {files.length > 0 && (
        <ChosenFiles
          files={files}
          previews={previews.previews}
          onPreview={(c, show) => (show ? previews.show(c.id, c.file) : previews.hide(c.id))}
          onRemove={remove}
        />
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
      {/* Said once, where the member looks: before choosing, what uploading does; after (UploadDone), where the files went. */}
      <p className={styles.note}>{`Uploading notes your files on this device only; you then send them to ${email} as the task says.`}</p>
    </div>
  );
}
