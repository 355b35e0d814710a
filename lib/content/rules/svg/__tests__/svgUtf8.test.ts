/**
 * @jest-environment node
 *
 * NTC028 svg-utf8: a file in another encoding than UTF-8 (declared, marked or only in its bytes) is
 * refused with the advice to save it as UTF-8; a UTF-8 file, with or without its mark or declaration,
 * gets nothing from it. The other encodings are built byte by byte, as an editor saves them.
 */
import { bytes, svgRule, SVG_OPEN, picture } from '@/lib/content/rules/__tests__/helpers';

const check = (file: Uint8Array) => svgRule('svg-utf8')('', file);
/** The parser differential: one `<text>` and a comment to a UTF-8 reader; to a Shift_JIS one, 0x81 swallows the `]` and the script is live. */
const differential = (encoding: string, lead: number) =>
  bytes(
    `<?xml version="1.0" encoding="${encoding}"?>\n${SVG_OPEN}\n<text><![CDATA[`,
    lead,
    ']]></text><!-- ]]></text><script>alert(1)</script> -->\n</svg>\n',
  );

describe('svg-utf8', () => {
  it.each([
    ['Shift_JIS', 0x81],
    ['GBK', 0x81],
    ['Big5', 0xa4],
  ])('refuses a file declared as %s whose lead byte hides a script from a UTF-8 reader, saying to save it as UTF-8', (encoding, lead) => {
    expect(check(differential(encoding, lead))).toEqual([
      expect.objectContaining({
        line: 3,
        message:
          'this image is not saved as UTF-8 (byte 0x' +
          lead.toString(16).toUpperCase() +
          ' is not UTF-8): a browser could read other characters in it than this check does',
        hint: expect.stringMatching(/^Save the file as UTF-8: in a text editor, Save As with the encoding UTF-8/),
      }),
    ]);
  });

  it('refuses a declared encoding other than UTF-8 even when every byte is ASCII', () => {
    for (const encoding of ['Shift_JIS', 'ISO-8859-1', 'us-ascii', 'UTF-16'])
      expect(check(bytes(`<?xml version="1.0" encoding="${encoding}"?>\n${SVG_OPEN}<rect/></svg>`))).toEqual([
        expect.objectContaining({ line: 1, message: expect.stringContaining(`(it declares encoding="${encoding}")`) }),
      ]);
  });

  it('refuses a UTF-16 or UTF-32 file, with or without its mark', () => {
    const utf16 = (text: string) => [...text].flatMap((c) => [c.charCodeAt(0), 0]);
    expect(check(bytes(0xff, 0xfe, ...utf16(`${SVG_OPEN}<rect/></svg>`)))[0].message).toMatch(/mark of a UTF-16 or UTF-32 file/);
    expect(check(bytes(0xfe, 0xff, 0, 0x3c))[0].message).toMatch(/mark of a UTF-16/);
    expect(check(bytes(0, 0, 0xfe, 0xff))[0].message).toMatch(/mark of a UTF-16/);
    expect(check(bytes(...utf16(`${SVG_OPEN}\n<rect/></svg>`)))).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining('(it holds zero bytes, as UTF-16 files do)') }),
    ]);
  });

  it('names the line of the first byte that is not UTF-8: a Latin-1 é, a cut sequence, an encoded surrogate or overlong slash', () => {
    for (const bad of [[0xe9], [0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf4, 0x90, 0x80, 0x80]])
      expect(check(bytes(`${SVG_OPEN}\n<title>Caf`, ...bad, '</title>\n</svg>'))).toEqual([
        expect.objectContaining({
          line: 2,
          message: expect.stringContaining(`(byte 0x${bad[0].toString(16).toUpperCase()} is not UTF-8)`),
        }),
      ]);
  });

  it('accepts UTF-8, with its mark, its declaration in any case, or neither', () => {
    expect(check(bytes(`${SVG_OPEN}\n${picture}<title>Café ✓ 脑</title></svg>`))).toEqual([]);
    expect(check(bytes(0xef, 0xbb, 0xbf, `<?xml version="1.0" encoding="utf-8"?>\n${SVG_OPEN}<rect/></svg>`))).toEqual([]);
    expect(check(bytes(`<?xml version="1.0" encoding="UTF8" standalone="no"?>${SVG_OPEN}<rect/></svg>`))).toEqual([]);
  });
});
