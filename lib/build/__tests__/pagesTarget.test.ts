/**
 * @jest-environment node
 *
 * A custom domain is content: site.yaml's `url` decides the base path and the CNAME file, and the
 * deploy workflow reads them from scripts/pages-target.ts, so moving needs no edit of it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { cnameText, pagesTarget } from '@/lib/build/pagesTarget';

describe('where GitHub Pages serves the site', () => {
  it('is a project site under /<repository> on <owner>.github.io', () => {
    expect(pagesTarget('https://lakeshore-neurotech.github.io', 'Lakeshore-Neurotech/neurotech-site')).toEqual({
      basePath: '/neurotech-site',
      customDomain: null,
    });
  });

  it('is the root for the <owner>.github.io repository, whatever its case', () => {
    expect(pagesTarget('https://lakeshore-neurotech.github.io/', 'Lakeshore-Neurotech/Lakeshore-Neurotech.github.io')).toEqual({
      basePath: '',
      customDomain: null,
    });
  });

  it('is the root of a custom domain, named in a CNAME file', () => {
    const target = pagesTarget('https://neuro.lakeshore.example.edu', 'Lakeshore-Neurotech/neurotech-site');
    expect(target).toEqual({ basePath: '', customDomain: 'neuro.lakeshore.example.edu' });
    expect(cnameText(target)).toBe('neuro.lakeshore.example.edu\n');
    expect(cnameText(pagesTarget('https://x.github.io', 'x/site'))).toBeNull();
  });
});

describe('scripts/pages-target.ts', () => {
  const TSX = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
  let content = '';
  beforeEach(() => {
    content = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-target-'));
    fs.cpSync('content', content, { recursive: true });
  });
  afterEach(() => fs.rmSync(content, { recursive: true, force: true }));
  const run = (url: string, ...args: string[]) => {
    const site = fs.readFileSync(path.join('content', 'site.yaml'), 'utf8').replace(/^url: .*$/m, `url: ${url}`);
    fs.writeFileSync(path.join(content, 'site.yaml'), site);
    const env = { ...process.env, CONTENT_DIR: content, GITHUB_REPOSITORY: 'lakeshore-neurotech/neurotech-site' };
    return spawnSync(process.execPath, [TSX, 'scripts/pages-target.ts', ...args], { encoding: 'utf8', env });
  };

  it('gives the deploy its base path and, for a custom domain, writes CNAME beside the pages', () => {
    expect(run('https://lakeshore-neurotech.github.io').stdout).toBe('base_path=/neurotech-site\ncustom_domain=\n');
    const custom = run('https://neuro.lakeshore.example.edu');
    expect(custom.stdout).toBe('base_path=\ncustom_domain=neuro.lakeshore.example.edu\n');
    expect(custom.stderr).toContain('served from the custom domain neuro.lakeshore.example.edu, at the root');
    const out = path.join(content, 'out');
    fs.mkdirSync(out);
    expect(run('https://neuro.lakeshore.example.edu', '--cname', out).status).toBe(0);
    expect(fs.readFileSync(path.join(out, 'CNAME'), 'utf8')).toBe('neuro.lakeshore.example.edu\n');
    fs.rmSync(path.join(out, 'CNAME'));
    run('https://lakeshore-neurotech.github.io', '--cname', out);
    expect(fs.existsSync(path.join(out, 'CNAME'))).toBe(false);
  }, 60_000);

  it('is what the deploy builds with: the base path from its output, CNAME written before the upload', () => {
    type Step = { id?: string; run?: string; uses?: string; env?: Record<string, string> };
    const steps = (parse(fs.readFileSync('.github/workflows/deploy.yml', 'utf8')) as { jobs: { build: { steps: Step[] } } }).jobs.build
      .steps;
    const at = (found: (s: Step) => boolean | undefined) => steps.findIndex(found);
    const target = steps.find((s) => s.run?.startsWith('npx tsx scripts/pages-target.ts >> "$GITHUB_OUTPUT"'));
    expect(target?.id).toBe('target');
    const build = steps.find((s) => s.run?.includes('next build'));
    expect(build?.env?.NEXT_PUBLIC_BASE_PATH).toBe('${{ steps.target.outputs.base_path }}');
    const cname = at((s) => s.run === 'npx tsx scripts/pages-target.ts --cname out');
    expect(cname).toBeGreaterThan(at((s) => s.run?.includes('next build')));
    expect(cname).toBeLessThan(at((s) => s.uses?.startsWith('actions/upload-pages-artifact')));
  });
});
