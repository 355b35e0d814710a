/**
 * The root layout's inline theme script, run as the browser runs it: before the body is parsed, then
 * with the control in the page. The e2e spec (e2e/fixture/theme.spec.ts) proves the same in Chromium,
 * first paint included.
 */
import { prePaintScript, THEME_CONTROL_ID } from '@/lib/theme/prePaint';

const KEY = 'theme:/base';
const run = () => new Function(prePaintScript(KEY))();
const theme = () => document.documentElement.getAttribute('data-theme');

function addControl(): HTMLSelectElement {
  document.body.innerHTML = `<select id="${THEME_CONTROL_ID}"><option value="system" selected>System</option><option value="light">Light</option><option value="dark">Dark</option></select>`;
  return document.getElementById(THEME_CONTROL_ID) as HTMLSelectElement;
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.body.innerHTML = '';
});

it("puts the kept choice on <html> at once, 'system' when none is kept or it is not one of the three", () => {
  localStorage.setItem(KEY, 'dark');
  run();
  expect(theme()).toBe('dark');
  localStorage.setItem(KEY, 'purple');
  run();
  expect(theme()).toBe('system');
  localStorage.clear();
  run();
  expect(theme()).toBe('system');
});

it('shows the kept choice in the control once the page is parsed', () => {
  localStorage.setItem(KEY, 'light');
  run();
  const select = addControl();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(select.value).toBe('light');
});

it("applies and keeps a choice made in the control; 'System' keeps nothing", () => {
  run();
  const select = addControl();
  choose(select, 'dark');
  expect(theme()).toBe('dark');
  expect(localStorage.getItem(KEY)).toBe('dark');
  choose(select, 'system');
  expect(theme()).toBe('system');
  expect(localStorage.getItem(KEY)).toBeNull();
});

it("ignores other fields' changes", () => {
  run();
  document.body.innerHTML = '<select id="team"><option value="dark">dark</option></select>';
  document.getElementById('team')!.dispatchEvent(new Event('change', { bubbles: true }));
  expect(theme()).toBe('system');
  expect(localStorage.getItem(KEY)).toBeNull();
});

it("takes up another tab's choice as it is made", () => {
  run();
  const select = addControl();
  localStorage.setItem(KEY, 'dark');
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'dark' }));
  expect(theme()).toBe('dark');
  expect(select.value).toBe('dark');
});

it('still sets a theme where storage cannot be read', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  run();
  expect(theme()).toBe('system');
  getItem.mockRestore();
});

it('keeps its storage name inside the script: no text can end the <script> element', () => {
  expect(prePaintScript('theme:</script><script>alert(1)//')).not.toMatch(/<\/script/i);
});
