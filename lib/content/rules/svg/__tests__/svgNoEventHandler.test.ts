/**
 * @jest-environment node
 *
 * NTC023 svg-no-event-handler: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { svgRule, picture } from '@/lib/content/rules/__tests__/helpers';

describe('svg-no-event-handler', () => {
  it('names an on… attribute in any case, on the line it is written', () => {
    expect(svgRule('svg-no-event-handler')('<rect\n  width="4"\n  OnClick="steal()"/>')).toEqual([
      expect.objectContaining({
        line: 4,
        message: expect.stringMatching(/^this image holds an event attribute, .* \(OnClick on <rect>\): /),
      }),
    ]);
    expect(svgRule('svg-no-event-handler')('<é:svg xmlns:é="http://www.w3.org/2000/svg" onload="x()"/>')).toHaveLength(1);
  });
  it('accepts attributes that only look alike', () => {
    expect(svgRule('svg-no-event-handler')(`${picture}<g opacity="0.5"/>`)).toEqual([]);
  });
});
