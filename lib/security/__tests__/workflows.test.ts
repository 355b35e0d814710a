/** @jest-environment node */
import fs from 'node:fs';
import { parse } from 'yaml';

type Job = { permissions?: Record<string, string>; steps: { uses?: string }[] };
type Workflow = { permissions?: Record<string, string>; jobs: Record<string, Job> };

const read = (name: string) => fs.readFileSync(`.github/workflows/${name}`, 'utf8');

describe('the deploy workflow', () => {
  const workflow = parse(read('deploy.yml')) as Workflow;

  it('grants Pages and OIDC rights to the deploy job alone', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.build.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });

  it('gives the build the access-code secret, without which the build stops', () => {
    const build = workflow.jobs.build.steps.find((s) => (s as { run?: string }).run?.includes('next build')) as {
      env?: Record<string, string>;
    };
    expect(build.env?.MEMBER_ACCESS_CODE).toBe('${{ secrets.MEMBER_ACCESS_CODE }}');
  });

  it('gives the build the optional key salt as a variable (it is published, so it is no secret)', () => {
    const build = workflow.jobs.build.steps.find((s) => (s as { run?: string }).run?.includes('next build')) as {
      env?: Record<string, string>;
    };
    expect(build.env?.MEMBER_KEY_SALT).toBe('${{ vars.MEMBER_KEY_SALT }}');
  });

  it("hardens the export's script policy after the build and before it is uploaded", () => {
    // Without that step every page's own inline scripts are blocked by the strict policy.
    const steps = workflow.jobs.build.steps as { run?: string; uses?: string }[];
    const at = (found: (s: { run?: string; uses?: string }) => boolean | undefined) => steps.findIndex(found);
    const harden = at((s) => s.run?.includes('scripts/harden-export.ts out'));
    expect(harden).toBeGreaterThan(at((s) => s.run?.includes('next build')));
    expect(harden).toBeLessThan(at((s) => s.uses?.startsWith('actions/upload-pages-artifact')));
  });

  it('writes the offline worker over the hardened files, before the leak check reads it and before the upload', () => {
    // Its precache names each file's revision: before hardening, the pages' revisions would be stale.
    const steps = workflow.jobs.build.steps as { run?: string; uses?: string }[];
    const at = (found: (s: { run?: string; uses?: string }) => boolean | undefined) => steps.findIndex(found);
    const worker = at((s) => s.run?.includes('scripts/offline-worker.ts out'));
    expect(worker).toBeGreaterThan(at((s) => s.run?.includes('scripts/harden-export.ts out')));
    expect(worker).toBeLessThan(at((s) => s.run?.includes('scripts/check-sealed-export.ts out')));
    expect(worker).toBeLessThan(at((s) => s.uses?.startsWith('actions/upload-pages-artifact')));
  });

  it('makes the phone-sized image copies before the build, which stops on a missing one', () => {
    const steps = workflow.jobs.build.steps as { run?: string }[];
    const images = steps.findIndex((s) => s.run?.includes('scripts/generate-images.ts'));
    expect(images).toBeGreaterThanOrEqual(0);
    expect(images).toBeLessThan(steps.findIndex((s) => s.run?.includes('next build')));
  });
});

describe.each(['deploy.yml', 'ci.yml'])('%s', (name) => {
  it('pins every action by a full commit SHA, with the release named beside it', () => {
    const uses = read(name)
      .split('\n')
      .filter((line) => /^\s*(- )?uses:/.test(line));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });
});
