/**
 * The identity's look in site.yaml: the brand colours, measured where they are used (WCAG AA), and
 * the logo. Each mistake names the file, the line, the field, the measured ratio and a colour that passes.
 */
import { loadSite } from '@/lib/content/site';
import { contrastRatio } from '@/lib/theme/colour';
import { BRAND_USES } from '@/lib/theme/palette';
import { messagesOf } from './problems';

const BROKEN = 'lib/content/__tests__/fixtures/broken-calendar';

afterEach(() => {
  delete process.env.CONTENT_DIR;
});

describe('the brand colours and the logo (site.yaml)', () => {
  const messages = () => {
    process.env.CONTENT_DIR = BROKEN;
    return messagesOf(loadSite).filter((m) => /: (logo|colours\.\w+): /.test(m));
  };

  it('refuses a colour with too little contrast for white text and the dark bar, with the ratios and the nearest colour that passes', () => {
    expect(messages()).toContain(
      `${BROKEN}/site.yaml:15: colours.brand: #2aa198 has too little contrast: 3.1:1 for white text on it (the contact section, the sealed pages' button), which needs 4.5:1 (WCAG AA). The nearest colour that passes: #22847d.`,
    );
  });

  it('refuses a colour that is not written #rrggbb, and a logo that is not an SVG', () => {
    const found = messages();
    expect(found).toContain(`${BROKEN}/site.yaml:16: colours.brandDark: expected a colour written #rrggbb, e.g. #bf5700`);
    expect(found.some((m) => m.startsWith(`${BROKEN}/site.yaml:13: logo: `))).toBe(true);
  });

  it('the nearest colour it names passes every use of that colour', () => {
    const nearest = /The nearest colour that passes: (#[0-9a-f]{6})/.exec(messages().join('\n'))?.[1];
    expect(nearest).toBeDefined();
    for (const use of BRAND_USES.brand) expect(contrastRatio(nearest!, use.against)).toBeGreaterThanOrEqual(use.min);
  });

  it('holds colours that pass every use in the real content (a rule, whatever the colours are)', () => {
    const { colours } = loadSite();
    for (const [key, uses] of Object.entries(BRAND_USES))
      for (const use of uses) expect(contrastRatio(colours[key as keyof typeof colours], use.against)).toBeGreaterThanOrEqual(use.min);
  });
});
