import { parseYamlText, validate } from '@/lib/content/core';
import { moduleFrontmatterSchema, quizSchema } from '@/lib/content/onboardingSchema';
import { syntheticCurriculum } from '@/tools/authoring/syntheticCurriculum';
import { splitFrontmatter } from '@/lib/content/frontmatter';

const blocks = [
  { id: 'softwareB1', modules: [1, 2] },
  { id: 'hardwareB3', modules: [1, 2, 3] },
];

describe('syntheticCurriculum (the bench workload)', () => {
  const existing = new Set(['softwareB1/1_1', 'softwareB1/1_2', 'softwareB1/2_1']);
  const files = syntheticCurriculum(blocks, 50, existing);
  const modules = files.filter((f) => f.path.endsWith('.mdx'));
  const quizzes = files.filter((f) => f.path.endsWith('.yaml'));

  it('writes the requested number of submodules, a quiz for every fifth, with unique paths', () => {
    expect(modules).toHaveLength(50);
    expect(quizzes).toHaveLength(10);
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
  });

  it('puts at least one submodule in every module group, with keys no real file uses', () => {
    for (const b of blocks)
      for (const m of b.modules) expect(modules.some((f) => f.path.startsWith(`onboarding/${b.id}/${m}_`))).toBe(true);
    for (const key of existing) expect(files.map((f) => f.path)).not.toContain(`onboarding/${key}.mdx`);
    expect(files.map((f) => f.path)).toContain('onboarding/softwareB1/1_3.mdx');
  });

  it('starts a block without real files at 1_1, as every block must', () => {
    expect(files.map((f) => f.path)).toContain('onboarding/hardwareB3/1_1.mdx');
  });

  it('writes frontmatter and quizzes valid under the content schemas', () => {
    for (const f of modules) {
      const yaml = splitFrontmatter(f.text)!.yaml;
      const fm = validate(moduleFrontmatterSchema, parseYamlText(yaml, f.path).data, f.path);
      for (const t of fm.tasks) if (t.quiz) expect(quizzes.map((q) => q.path)).toContain(`quizzes/${t.quiz}.yaml`);
    }
    for (const q of quizzes) {
      const parsed = validate(quizSchema, parseYamlText(q.text, q.path).data, q.path);
      for (const question of parsed.questions) expect(question.options).toContain(question.correctAnswer);
    }
  });

  it('only uses [label]s that its links define', () => {
    for (const f of modules) {
      const labels = [...f.text.matchAll(/\[([^\]]+)\](?!\()/g)].map((m) => m[1]);
      for (const label of labels) expect(f.text).toContain(`label: ${label}`);
    }
  });
});
