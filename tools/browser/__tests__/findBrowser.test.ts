/** @jest-environment node */
import { findBrowser, installCommand } from '@/tools/browser/findBrowser.mjs';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';

/** A machine with exactly these executable files. */
function machine({
  files = [] as string[],
  env = {} as Record<string, string>,
  platform = 'linux',
  osRelease = DEBIAN,
  playwright = null as string | null,
} = {}) {
  return {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    platform,
    home: '/home/ada',
    isExecutable: (file: string) => files.includes(file),
    readFile: (file: string) => (file === '/etc/os-release' ? osRelease : null),
    playwrightExecutable: () => playwright,
  };
}

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH first', () => {
    const found = findBrowser(
      machine({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, files: ['/opt/chrome/chrome', '/usr/bin/chromium'] }),
    );
    expect(found).toEqual({ path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('stops when CHROMIUM_PATH names no browser, rather than quietly using another', () => {
    const found = findBrowser(machine({ env: { CHROMIUM_PATH: '/opt/typo' }, files: ['/usr/bin/chromium'] }));
    expect(found.path).toBeNull();
    expect(found.problem).toContain('CHROMIUM_PATH is set to /opt/typo');
  });

  it.each([
    ['Debian', '/usr/bin/chromium'],
    ['Ubuntu (deb)', '/usr/bin/chromium-browser'],
    ['Chrome', '/usr/bin/google-chrome'],
    ['Chrome stable only', '/usr/local/bin/google-chrome-stable'],
  ])("finds the system's browser on the PATH: %s", (_, file) => {
    expect(findBrowser(machine({ files: [file] }))).toEqual({ path: file, source: 'system' });
  });

  it("prefers the README's full Chromium to the headless shell, which runs only when named or alone", () => {
    const files = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
    expect(findBrowser(machine({ files })).path).toBe('/usr/bin/chromium');
    expect(findBrowser(machine({ files, env: { CHROMIUM_PATH: '/usr/bin/chromium-headless-shell' } })).path).toBe(
      '/usr/bin/chromium-headless-shell',
    );
    expect(findBrowser(machine({ files: ['/usr/bin/chromium-headless-shell'] })).path).toBe('/usr/bin/chromium-headless-shell');
  });

  it('finds the headless shell for the tests that run in it: named, on the PATH, else the full browser', () => {
    const shell = '/usr/bin/chromium-headless-shell';
    const both = ['/usr/bin/chromium', shell];
    expect(findBrowser(machine({ files: both }), { kind: 'shell' })).toEqual({ path: shell, source: 'system' });
    expect(
      findBrowser(machine({ files: [...both, '/opt/shell'], env: { CHROMIUM_HEADLESS_SHELL_PATH: '/opt/shell' } }), { kind: 'shell' }),
    ).toEqual({
      path: '/opt/shell',
      source: 'CHROMIUM_HEADLESS_SHELL_PATH',
    });
    // Without a shell, every test runs in the full browser (slower, the same results).
    expect(findBrowser(machine({ files: ['/usr/bin/chromium'] }), { kind: 'shell' }).path).toBe('/usr/bin/chromium');
    // A typo stops rather than quietly running another browser.
    const typo = findBrowser(machine({ files: both, env: { CHROMIUM_HEADLESS_SHELL_PATH: '/opt/typo' } }), { kind: 'shell' });
    expect(typo.path).toBeNull();
    expect(typo.problem).toContain('CHROMIUM_HEADLESS_SHELL_PATH is set to /opt/typo');
    // Nothing at all: the same advice as for the full browser.
    expect(findBrowser(machine(), { kind: 'shell' }).problem).toContain('sudo apt-get install chromium chromium-headless-shell');
  });

  it('prefers Chromium to Chrome', () => {
    expect(findBrowser(machine({ files: ['/usr/bin/google-chrome', '/usr/bin/chromium'] })).path).toBe('/usr/bin/chromium');
  });

  it('finds the macOS applications, system-wide or in the home folder', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findBrowser(machine({ platform: 'darwin', files: [chrome] })).path).toBe(chrome);
    const own = '/home/ada/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(findBrowser(machine({ platform: 'darwin', files: [own] })).path).toBe(own);
  });

  it("falls back to Playwright's own download when it is there", () => {
    const pw = '/home/ada/.cache/ms-playwright/chromium-1/chrome-linux/chrome';
    expect(findBrowser(machine({ playwright: pw, files: [pw] }))).toEqual({ path: pw, source: 'playwright' });
    expect(findBrowser(machine({ playwright: pw })).path).toBeNull(); // known path, nothing downloaded
  });

  it.each([
    ['a fresh Debian', machine(), 'sudo apt-get install chromium chromium-headless-shell'],
    ['a fresh Ubuntu', machine({ osRelease: UBUNTU }), 'sudo apt-get install chromium'],
    ['a Mac', machine({ platform: 'darwin' }), 'brew install --cask chromium'],
    ['another Linux', machine({ osRelease: FEDORA }), 'npx playwright install chromium'],
  ])('with no browser on %s, names the one command that installs one', (_, system, command) => {
    const found = findBrowser(system);
    expect(found.path).toBeNull();
    expect(found.problem).toContain(`\n    ${command}`);
    expect(installCommand(system)).toMatch(new RegExp(`^${command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
});
