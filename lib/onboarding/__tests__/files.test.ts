import { fileCategory, formatFileSize } from '@/lib/onboarding/files';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [3 * 1024 ** 4, '3072 GB'],
  ])('%d bytes is %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

describe('fileCategory', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png' }, 'image'],
    [{ name: 'photo.JPG', type: '' }, 'image'],
    [{ name: 'clip.mp4', type: 'video/mp4' }, 'video'],
    [{ name: 'note.wav', type: '' }, 'audio'],
    [{ name: 'r.pdf', type: 'application/pdf' }, 'pdf'],
    [{ name: 'r.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, 'word'],
    [{ name: 'r.doc', type: '' }, 'word'],
    [{ name: 'data.xlsx', type: '' }, 'spreadsheet'],
    [{ name: 'data.csv', type: 'text/csv' }, 'spreadsheet'],
    [{ name: 'board.kicad_pcb', type: '' }, 'other'],
    [{ name: 'README', type: '' }, 'other'],
  ])('%o is %s', (file, category) => expect(fileCategory(file)).toBe(category));
});
