'use client';
/** Where files are dropped or chosen; 'Upload Disabled' when the task takes none. */
import { useRef, useState } from 'react';
import { FiUploadCloud } from 'react-icons/fi';
import styles from './index.module.css';

type Props = { inputId: string; disabled: boolean; onFiles: (list: FileList | null) => void };

export default function DropZone({ inputId, disabled, onFiles }: Props) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
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
        onFiles(e.dataTransfer.files);
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
            id={inputId}
            ref={input}
            type="file"
            multiple
            className="visually-hidden"
            tabIndex={-1}
            aria-label="Choose files to upload"
            onChange={(e) => {
              onFiles(e.target.files);
              e.target.value = '';
            }}
          />
        </>
      )}
      <p className={styles.hint}>Support for any file type, any number of files, no size limit</p>
      <p className={styles.hint}>You can continue adding more files after uploading</p>
    </div>
  );
}
