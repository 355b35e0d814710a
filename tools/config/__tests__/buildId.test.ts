/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIdFromCode } from '@/tools/config/buildId.mjs';

/** A project tree of its own: code, tests, content, configuration. */
const TREE: Record<string, string> = {
  'app/page.tsx': 'export default function Page() { return null; }',
  'app/__tests__/page.test.tsx': 'it("renders", () => {});',
  'components/Card/index.tsx': 'export const Card = () => null;',
  'lib/text/count.ts': 'export const count = (s: string) => s.length;',
  'lib/text/count.test.ts': 'test("counts", () => {});',
  'content/events.yaml': 'events: []',
  'content/onboarding/softwareB1/1_1.mdx': '---\ntitle: One\n---\nBody',
  'package-lock.json': '{"lockfileVersion":3}',
  'next.config.mjs': 'export default {};',
};

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const id = (publicEnv = {}, env = {}) => buildIdFromCode(root, publicEnv, env);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
  for (const [file, text] of Object.entries(TREE)) write(file, text);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the build id', () => {
  it('is the same for the same code, build after build: never random, never a time', () => {
    const first = id();
    expect(first).toMatch(/^[0-9a-f]{20}$/);
    expect(id()).toBe(first);
  });

  it('stays when officers edit content, or a test changes: neither reaches the browser’s code', () => {
    const first = id();
    write('content/events.yaml', 'events: [{ title: New }]');
    write('content/onboarding/softwareB1/1_1.mdx', '---\ntitle: One\n---\nBody, edited');
    write('app/__tests__/page.test.tsx', 'it("renders again", () => {});');
    write('lib/text/count.test.ts', 'test("counts again", () => {});');
    expect(id()).toBe(first);
  });

  it('changes with any file of the code, the locked dependencies or the configuration', () => {
    const seen = new Set([id()]);
    write('components/Card/index.tsx', 'export const Card = () => "card";');
    seen.add(id());
    write('lib/text/words.ts', 'export const words = 1;');
    seen.add(id());
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    seen.add(id());
    write('next.config.mjs', 'export default { trailingSlash: true };');
    seen.add(id());
    expect(seen.size).toBe(5);
  });

  it('tells a file renamed from one with the same contents', () => {
    const first = id();
    fs.renameSync(path.join(root, 'lib/text/count.ts'), path.join(root, 'lib/text/length.ts'));
    expect(id()).not.toBe(first);
  });

  it('changes with the values written into the browser’s code: the public variables and the access record', () => {
    const first = id({ NEXT_PUBLIC_MEMBER_ACCESS: '{"check":"a"}' }, { NEXT_PUBLIC_BASE_PATH: '' });
    expect(id({ NEXT_PUBLIC_MEMBER_ACCESS: '{"check":"b"}' }, { NEXT_PUBLIC_BASE_PATH: '' })).not.toBe(first);
    expect(id({ NEXT_PUBLIC_MEMBER_ACCESS: '{"check":"a"}' }, { NEXT_PUBLIC_BASE_PATH: '/nt-base' })).not.toBe(first);
    // A secret of the build's environment is not a public value: it is not read.
    expect(id({ NEXT_PUBLIC_MEMBER_ACCESS: '{"check":"a"}' }, { NEXT_PUBLIC_BASE_PATH: '', MEMBER_SEAL_KEY: 'secret' })).toBe(first);
  });
});
