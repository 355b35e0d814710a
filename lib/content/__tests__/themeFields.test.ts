/**
 * The identity's look in site.yaml: the brand colours, measured where they are used (WCAG AA), and
 * the logo. Each mistake names the file, the line, the field, the measured ratio and a colour that passes.
 */
import { loadSite } from '@/lib/content/site';
import { contrastRatio } from '@/lib/theme/colour';
import { BRAND_USES, DARK_BRAND_USES, darkBrand } from '@/lib/theme/palette';
import { messagesOf } from './problems';

const BROKEN = 'lib/content/__tests__/fixtures/broken-calendar';

afterEach(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.PUBLIC_DIR;
});

describe('the brand colours and the logo (site.yaml)', () => {
  const messages = () => {
    process.env.CONTENT_DIR = BROKEN;
    process.env.PUBLIC_DIR = 'e2e/public'; // the fixture's pictures, never ours (e2e/public/README.txt)
    return messagesOf(loadSite).filter((m) => /: (NTC032 )?(logo|colours\.[\w.]+): /.test(m));
  };

  it('refuses a colour with too little contrast for white text and the dark bar, with the ratios and the nearest colour that passes', () => {
    expect(messages()).toContain(
      `${BROKEN}/site.yaml:15: NTC032 colours.brand: #2aa198 has too little contrast: 3.1:1 for white text on it (the contact section, the sealed pages' button), which needs 4.5:1 (WCAG AA). The nearest colour that passes: #22847d.`,
    );
  });

  it('refuses a colour that is not written #rrggbb, and a logo that is not an SVG', () => {
    const found = messages();
    expect(found).toContain(`${BROKEN}/site.yaml:16: NTC032 colours.brandDark: expected a colour written #rrggbb, e.g. #bf5700`);
    expect(found.some((m) => m.startsWith(`${BROKEN}/site.yaml:13: NTC032 logo: `))).toBe(true);
  });

  it('the nearest colour it names passes every use of that colour', () => {
    const nearest = /The nearest colour that passes: (#[0-9a-f]{6})/.exec(messages().join('\n'))?.[1];
    expect(nearest).toBeDefined();
    for (const use of BRAND_USES.brand) expect(contrastRatio(nearest!, use.against)).toBeGreaterThanOrEqual(use.min);
  });

  it('refuses a dark-theme colour that does not read on the dark page, with the ratios and the nearest colour that passes', () => {
    const found = messages();
    expect(found).toContain(
      `${BROKEN}/site.yaml:18: NTC032 colours.dark.brand: #7a3a00 has too little contrast: 2.1:1 for marks (borders, the carousel dot) on the dark page, which needs 3:1; 2:1 for the active tab's underline on the navigation bar, which needs 3:1 (WCAG AA). The nearest colour that passes: #a14c00.`,
    );
    const text = found.find((m) =>
      m.startsWith(`${BROKEN}/site.yaml:19: NTC032 colours.dark.brandText: #8f4100 has too little contrast: `),
    );
    expect(text).toContain('for headings on the dark page, which needs 4.5:1');
    // The colour it names passes every dark use of brandText.
    const nearest = /The nearest colour that passes: (#[0-9a-f]{6})/.exec(text!)![1];
    for (const use of DARK_BRAND_USES.brandText) expect(contrastRatio(nearest, use.against)).toBeGreaterThanOrEqual(use.min);
  });

  it('holds colours that pass every use, in both themes, in the real content (a rule, whatever the colours are)', () => {
    const { colours } = loadSite();
    for (const key of ['brand', 'brandDark'] as const)
      for (const use of BRAND_USES[key]) expect(contrastRatio(colours[key], use.against)).toBeGreaterThanOrEqual(use.min);
    const dark = darkBrand(colours);
    for (const key of ['brand', 'brandText'] as const)
      for (const use of DARK_BRAND_USES[key]) expect(contrastRatio(dark[key], use.against)).toBeGreaterThanOrEqual(use.min);
  });
});
