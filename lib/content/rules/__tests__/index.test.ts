/**
 * @jest-environment node
 *
 * The list of content rules: each has a stable id officers see, a name, a description and a fix
 * for the docs' table, its own file and its own test (a rule added without one fails here).
 */
import fs from 'node:fs';
import path from 'node:path';
import { allRules, curriculumRules, identityRules, moduleRules, quizRules, RETIRED, schemaRules, svgRules } from '@/lib/content/rules';
import { runRules } from '@/lib/content/rules/rule';
import { formatProblem } from '@/lib/content/problems';

const RULES = path.join(process.cwd(), 'lib/content/rules');
const groups = {
  schema: schemaRules,
  module: moduleRules,
  quiz: quizRules,
  curriculum: curriculumRules,
  identity: identityRules,
  svg: svgRules,
};
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

describe('the rules', () => {
  it('have ids NTC001, NTC002 ... in order, a removed one retired and never given again', () => {
    const ids = allRules().map((r) => r.id);
    const highest = Math.max(...[...ids, ...RETIRED].map((id) => Number(id.slice(3))));
    const expected = Array.from({ length: highest }, (_, i) => `NTC${String(i + 1).padStart(3, '0')}`);
    expect([...ids, ...RETIRED].sort()).toEqual(expected);
    for (const id of ids) expect(id).toMatch(/^NTC\d{3}$/);
  });

  it('have unique kebab-case names, a description and a fix each', () => {
    const names = allRules().map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const r of allRules()) {
      expect(r.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.description.length).toBeGreaterThan(20);
      expect(r.fix).toMatch(/^[A-Z].{10,}\.$/);
    }
  });

  it.each(Object.entries(groups))('of the %s group: one file each, named after it, with its own test', (group, rules) => {
    for (const r of rules) {
      const file = path.join(RULES, group, `${camel(r.name)}.ts`);
      expect(fs.readFileSync(file, 'utf8')).toContain(`id: '${r.id}'`);
      const test = path.join(RULES, group, '__tests__', `${camel(r.name)}.test.ts`);
      expect(fs.readFileSync(test, 'utf8')).toContain(`describe('${r.name}'`);
    }
    const files = fs.readdirSync(path.join(RULES, group)).filter((f) => f.endsWith('.ts') && f !== 'context.ts');
    expect(files.sort()).toEqual(rules.map((r) => `${camel(r.name)}.ts`).sort());
  });

  it("mark each problem with its rule's id, which the officer reads before the field", () => {
    const [rule] = quizRules;
    const problems = runRules(
      [{ ...rule, check: () => [{ file: 'content/quizzes/q.yaml', field: 'questions[1].id', line: 4, message: 'm' }] }],
      undefined,
    );
    expect(problems).toEqual([expect.objectContaining({ rule: rule.id })]);
    expect(problems.map(formatProblem)).toEqual([`content/quizzes/q.yaml:4: ${rule.id} questions[1].id: m`]);
  });
});
