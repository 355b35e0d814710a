/** Chosen files in the upload panel: readable sizes and the icon category. */

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Base 1024, up to 2 decimals (trailing zeros dropped, as in '1.5 KB'); '0 Bytes' for zero. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${UNITS[i]}`;
}

export type FileCategory = 'image' | 'video' | 'audio' | 'pdf' | 'word' | 'spreadsheet' | 'other';

const BY_EXTENSION: Record<string, FileCategory> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  bmp: 'image',
  heic: 'image',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  avi: 'video',
  mkv: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
  flac: 'audio',
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
};

export function fileCategory(file: { name: string; type?: string }): FileCategory {
  const type = (file.type ?? '').toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'application/pdf') return 'pdf';
  if (type === 'application/msword' || type.includes('wordprocessingml') || type.includes('opendocument.text')) return 'word';
  if (type.includes('spreadsheet') || type.includes('excel') || type === 'text/csv') return 'spreadsheet';
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return file.name.includes('.') ? (BY_EXTENSION[ext] ?? 'other') : 'other';
}
