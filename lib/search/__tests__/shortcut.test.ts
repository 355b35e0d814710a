import { isSearchShortcut } from '@/lib/search/shortcut';

const press = (target: EventTarget | null, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) =>
  isSearchShortcut({ key: '/', ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target, ...extra });

describe('the / shortcut', () => {
  it('fires on the page body and on a link or button', () => {
    const link = document.createElement('a');
    document.body.append(link);
    expect(press(document.body)).toBe(true);
    expect(press(link)).toBe(true);
  });

  it('does not fire while typing in a field, a text area or an editable element', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    document.body.append(input, area, editable);
    for (const target of [input, area, inside]) expect(press(target)).toBe(false);
  });

  it('ignores other keys, modifiers and a key already handled', () => {
    expect(press(document.body, { key: 'a' })).toBe(false);
    expect(press(document.body, { ctrlKey: true })).toBe(false);
    expect(press(document.body, { metaKey: true })).toBe(false);
    expect(press(document.body, { defaultPrevented: true })).toBe(false);
  });
});
