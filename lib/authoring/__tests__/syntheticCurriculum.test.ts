import { parseYamlText, validate } from '@/lib/content/core';
import { moduleFrontmatterSchema, quizSchema } from '@/lib/content/onboardingSchema';
import { syntheticCurriculum } from '../syntheticCurriculum';

const blocks = [
  { id: 'softwareB1', modules: [1, 2] },
  { id: 'hardwareB3', modules: [1, 2, 3] },
];

describe('syntheticCurriculum (the bench workload)', () => {
  const files = syntheticCurriculum(blocks, 50);
  const modules = files.filter((f) => f.path.endsWith('.mdx'));
  const quizzes = files.filter((f) => f.path.endsWith('.yaml'));

  it('writes the requested number of submodules, a quiz for every fifth, with unique paths', () => {
    expect(modules).toHaveLength(50);
    expect(quizzes).toHaveLength(10);
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
  });

  it('puts at least one submodule in every module group, with keys no real file uses', () => {
    for (const b of blocks) for (const m of b.modules) expect(modules.some((f) => f.path.startsWith(`onboarding/${b.id}/${m}_`))).toBe(true);
    for (const f of modules) expect(f.path).toMatch(/^onboarding\/(softwareB1|hardwareB3)\/\d+_1\d\d\.mdx$/);
  });

  it('writes frontmatter and quizzes valid under the content schemas', () => {
    for (const f of modules) {
      const [, yaml] = f.text.split(/^---$/m);
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
