import fs from 'node:fs';
import path from 'node:path';
import { parseYamlText, validate } from '@/lib/content/core';
import { moduleFrontmatterSchema } from '@/lib/content/onboardingSchema';
import { fillTemplate, planNewModule, type NewModuleContext } from '@/tools/authoring/newModule';
import { splitFrontmatter } from '@/lib/content/frontmatter';

const template = fs.readFileSync(path.join(process.cwd(), 'docs/templates/module.mdx'), 'utf8');
const context: NewModuleContext = {
  blocks: [
    { id: 'softwareB1', modules: [1, 2] },
    { id: 'hardwareB3', modules: [1, 2, 3] },
  ],
  fileExists: (p) => p === 'content/onboarding/softwareB1/1_1.mdx',
  template,
};

function frontmatterOf(text: string) {
  const yaml = splitFrontmatter(text)!.yaml;
  return validate(moduleFrontmatterSchema, parseYamlText(yaml, 'new.mdx').data, 'new.mdx');
}

describe('planNewModule', () => {
  it('writes a file that passes the submodule schema, with the given title', () => {
    const plan = planNewModule({ block: 'softwareB1', key: '2_3', title: 'Numpy: arrays and time series' }, context);
    expect(plan).toMatchObject({
      ok: true,
      relativePath: 'content/onboarding/softwareB1/2_3.mdx',
      route: '/onboarding/softwareB1/2_3/',
      group: 'Module 2',
    });
    if (!plan.ok) return;
    expect(frontmatterOf(plan.text).title).toBe('Numpy: arrays and time series');
  });

  it('refuses an unknown block and lists the known ones', () => {
    const plan = planNewModule({ block: 'softwareB9', key: '1_1', title: 'X' }, context);
    expect(plan).toEqual({
      ok: false,
      message: 'unknown block "softwareB9". Blocks in content/onboarding/blocks.yaml: softwareB1, hardwareB3.',
    });
  });

  it('points out a letter-case slip in the block', () => {
    const plan = planNewModule({ block: 'SoftwareB1', key: '1_2', title: 'X' }, context);
    expect(!plan.ok && plan.message).toMatch(/did you mean softwareB1\? \(letter case matters\)/);
  });

  it.each(['1.2', '1-2', '0_1', '1_', 'one_two', '1_2_3'])('refuses the malformed key %s with an example', (key) => {
    const plan = planNewModule({ block: 'softwareB1', key, title: 'X' }, context);
    expect(!plan.ok && plan.message).toMatch(/is not a submodule key: write <module>_<sub>.*e\.g\. 2_3/);
  });

  it('refuses a module number the block does not list, and says how to add it', () => {
    const plan = planNewModule({ block: 'softwareB1', key: '3_1', title: 'X' }, context);
    expect(!plan.ok && plan.message).toBe(
      'Module 3 is not one of softwareB1\'s modules (1, 2). To start a new module group, first add 3 to the "modules:" list of softwareB1 in content/onboarding/blocks.yaml (modules: [1, 2, 3]), then run this again; otherwise use a key in an existing module, e.g. 1_1.',
    );
  });

  it('refuses to overwrite an existing submodule', () => {
    const plan = planNewModule({ block: 'softwareB1', key: '1_1', title: 'X' }, context);
    expect(!plan.ok && plan.message).toMatch(/^content\/onboarding\/softwareB1\/1_1\.mdx already exists: edit that file/);
  });

  it('refuses an empty title', () => {
    expect(planNewModule({ block: 'softwareB1', key: '1_2', title: '  ' }, context)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/title is empty/),
    });
  });

  it('names files under another content folder when CONTENT_DIR is set', () => {
    const plan = planNewModule({ block: 'hardwareB3', key: '3_1', title: 'Soldering' }, { ...context, contentDir: 'e2e/content' });
    expect(plan.ok && plan.relativePath).toBe('e2e/content/onboarding/hardwareB3/3_1.mdx');
  });
});

describe('fillTemplate', () => {
  it('quotes a title that YAML would misread and leaves the rest alone', () => {
    const filled = fillTemplate('---\ntitle: x # CHANGE\ntasks: []\n---\nbody', "Ohm's law: V = IR #1");
    expect(filled).toBe('---\ntitle: "Ohm\'s law: V = IR #1"\ntasks: []\n---\nbody');
  });
});
