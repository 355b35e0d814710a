/**
 * The rules a submodule's frontmatter (content/onboarding/<block>/<m>_<s>.mdx) must follow beyond
 * its schema: references between its fields and to the quiz files, and its descriptions and
 * resource texts held to the MDX allow-list the body is held to (lib/mdx, lib/onboarding/mdxBody).
 */
import { closestWord, type ContentProblem } from '@/lib/content/problems';
import type { ModuleFrontmatter, Quiz, ResourceLink, Task } from '@/lib/content/onboardingSchema';
import { checkMdx } from '@/lib/mdx/check';
import { labelsIn } from '@/lib/mdx/labels';
import { taskKey } from '@/lib/onboarding/identity';
import { submoduleRules } from '@/lib/onboarding/mdxBody';
import type { Lines, Rule } from './rule';

export type ModuleContext = {
  frontmatter: ModuleFrontmatter;
  lines: Lines;
  quizzes: Record<string, Quiz>;
  /** Quiz files that exist but failed their own checks: pages that use them stay silent. */
  brokenQuizzes: ReadonlySet<string>;
};

type Path = (string | number)[];

/** Every list of links of a page, with its field name and path. */
function linkLists(fm: ModuleFrontmatter): { links: readonly ResourceLink[]; field: string; path: Path }[] {
  return [
    { links: fm.links, field: 'links', path: ['links'] },
    ...fm.tasks.map((t, i) => ({ links: t.links, field: `tasks[${i}].links`, path: ['tasks', i, 'links'] })),
    ...fm.extraResources.flatMap((r, i) =>
      r.type === 'text' ? [{ links: r.links, field: `extraResources[${i}].links`, path: ['extraResources', i, 'links'] }] : [],
    ),
  ];
}

/** Every text that may hold `[label]`s, with the links they may name. */
function labelledTexts(
  fm: ModuleFrontmatter,
): { text: string; links: readonly ResourceLink[]; where: string; field: string; path: Path }[] {
  return [
    ...fm.tasks.map((t, i) => ({
      text: t.description,
      links: t.links,
      where: 'description',
      field: `tasks[${i}].description`,
      path: ['tasks', i, 'description'],
    })),
    ...fm.extraResources.flatMap((r, i) =>
      r.type === 'text'
        ? [{ text: r.text, links: r.links, where: 'text', field: `extraResources[${i}].text`, path: ['extraResources', i, 'text'] }]
        : [],
    ),
  ];
}

/** The file line a text of the frontmatter starts on: where its first line is written, at or after its field's line. */
function textStart(text: string, fieldLine: number | undefined, find: Lines['find']): number | undefined {
  const lines = text.split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  const found = first < 0 ? undefined : find(lines[first].trim(), fieldLine);
  return found === undefined ? fieldLine : found - first;
}

/** The problems of each task, with its field and path. */
const perTask = (fm: ModuleFrontmatter, check: (task: Task, field: string, path: Path) => ContentProblem[]) =>
  fm.tasks.flatMap((task, i) => check(task, `tasks[${i}]`, ['tasks', i]));

/** The action a required link, video or document needs in its task's requiredActions to count. */
const actionFor = { links: 'clickLinks', videos: 'watchVideos', documents: 'readDocuments' } as const;

export const moduleRules: Rule<ModuleContext>[] = [
  {
    id: 'task-keys-unique',
    description: "Members' uploads are kept under a task's id, or its title: two tasks of a page under one would share them.",
    check: ({ frontmatter, lines: { file, at } }) =>
      perTask(frontmatter, (task, f, p) => {
        const key = taskKey(task);
        const first = frontmatter.tasks.findIndex((t) => taskKey(t) === key);
        const reserved = key in Object.prototype;
        if (!reserved && frontmatter.tasks[first] === task) return [];
        const [field, what] = task.id === undefined ? ['title', 'title'] : ['id', 'id'];
        const message = reserved
          ? `"${key}" cannot name a task: give the task an id, like id: ${frontmatter.tasks.indexOf(task) + 1}-upload`
          : `tasks[${first}] has the ${what} "${key}" too: members' uploads are kept under it, so give this task ${what === 'id' ? 'another id' : 'an id'} (a short name, like id: ${what === 'id' ? `${key}-2` : 'second-upload'})`;
        return [{ file, field: `${f}.${field}`, line: at([...p, field]), message }];
      }),
  },
  {
    id: 'unique-link-labels',
    description: 'Two links with one label in a list: a `[label]` could not say which one it means.',
    check: ({ frontmatter, lines: { file, at } }) =>
      linkLists(frontmatter).flatMap(({ links, field, path }) =>
        links.flatMap((l, i) =>
          links.findIndex((o) => o.label === l.label) !== i
            ? [
                {
                  file,
                  field: `${field}[${i}].label`,
                  line: at([...path, i, 'label']),
                  message: `"${l.label}" is used by another link in the same list: labels must be unique`,
                },
              ]
            : [],
        ),
      ),
  },
  {
    id: 'label-has-link',
    description: 'A `[label]` in a text with no link of that label would show as plain brackets.',
    check: ({ frontmatter, lines: { file, at, find } }) =>
      labelledTexts(frontmatter).flatMap(({ text, links, where, field, path }) => {
        const labels = links.map((l) => l.label);
        return labelsIn(text)
          .filter((label) => !labels.includes(label))
          .map((label) => {
            const close = closestWord(label, labels);
            return {
              file,
              field,
              line: find(`[${label}]`, at(path)) ?? at(path),
              message: `[${label}] in the ${where} has no link with that label: add { label: "${label}", url: ... } to its links, or remove the brackets`,
              ...(close ? { hint: `Did you mean [${close}]?` } : {}),
            };
          });
      }),
  },
  {
    id: 'text-markup',
    description:
      'A description or resource text is Markdown like the body: a tag, braces or an address the body may not have would stop the build.',
    check: ({ frontmatter, lines: { file, at, find } }) =>
      labelledTexts(frontmatter).flatMap(({ text, field, path }) => {
        const start = textStart(text, at(path), find);
        return checkMdx(text, submoduleRules).map((p) => ({
          file,
          field,
          ...(start === undefined ? {} : { line: start + p.line - 1 }),
          message: p.message,
        }));
      }),
  },
  {
    id: 'required-item-has-action',
    description: 'An item marked required whose task does not ask for its action would stay orange for nothing.',
    check: ({ frontmatter, lines: { file, at } }) =>
      perTask(frontmatter, (task, f, p) =>
        (Object.keys(actionFor) as Array<keyof typeof actionFor>).flatMap((kind) => {
          const first = (task[kind] as ReadonlyArray<{ required: boolean }>).findIndex((item) => item.required);
          if (first < 0 || task.requiredActions.includes(actionFor[kind])) return [];
          return [
            {
              file,
              field: `${f}.${kind}[${first}].required`,
              line: at([...p, kind, first, 'required']),
              message: `required, but the task does not ask for ${actionFor[kind]}: add ${actionFor[kind]} to its requiredActions, or write required: false`,
            },
          ];
        }),
      ),
  },
  {
    id: 'required-link-shown',
    description:
      "A task's link is shown only where its description writes [label]: a required one it does not write could never be clicked, and the task never done.",
    check: ({ frontmatter, lines: { file, at } }) =>
      perTask(frontmatter, (task, f, p) => {
        const shown = labelsIn(task.description);
        // A [label] misspelt is label-has-link's to name (with this link as its did-you-mean), once.
        const misspelt = shown.filter((w) => !task.links.some((l) => l.label === w));
        return task.links.flatMap((l, i) =>
          l.required && !shown.includes(l.label) && !misspelt.some((w) => closestWord(w, [l.label]))
            ? [
                {
                  file,
                  field: `${f}.links[${i}]`,
                  line: at([...p, 'links', i, 'label']),
                  message: `the required link "${l.label}" is shown nowhere, so the task could never be done: write [${l.label}] in the task's description where it should appear, or write required: false`,
                },
              ]
            : [],
        );
      }),
  },
  {
    id: 'quiz-action-has-quiz',
    description: 'completeQuiz without a quiz could never be done.',
    check: ({ frontmatter, lines: { file, at } }) =>
      perTask(frontmatter, (task, f, p) =>
        task.requiredActions.includes('completeQuiz') && !task.quiz
          ? [
              {
                file,
                field: `${f}.requiredActions`,
                line: at([...p, 'requiredActions']),
                message: 'completeQuiz needs a quiz: add "quiz: <quizId>" to this task, or remove completeQuiz',
              },
            ]
          : [],
      ),
  },
  {
    id: 'quiz-exists',
    description: 'A task naming a quiz file that is not there would show no quiz.',
    check: ({ frontmatter, lines: { file, at }, quizzes, brokenQuizzes }) =>
      perTask(frontmatter, (task, f, p) => {
        // A quiz file that exists but fails to load reports its own problem: its pages stay silent.
        if (!task.quiz || quizzes[task.quiz] || brokenQuizzes.has(task.quiz)) return [];
        // The nearest id of the same block first: a renamed file of this page's block, not another block's quiz.
        const block = task.quiz.split('Module')[0];
        const ids = Object.keys(quizzes);
        const close =
          closestWord(
            task.quiz,
            ids.filter((id) => id.startsWith(`${block}Module`)),
          ) ?? closestWord(task.quiz, ids);
        const renamed = close
          ? `Did you mean "${close}"? If you renamed that file, rename it back: members' passes are kept under ${task.quiz}.`
          : '';
        return [
          {
            file,
            field: `${f}.quiz`,
            line: at([...p, 'quiz']),
            message: `there is no quiz "${task.quiz}": add content/quizzes/${task.quiz}.yaml or fix the id`,
            ...(close ? { hint: renamed } : {}),
          },
        ];
      }),
  },
  {
    id: 'actions-listed-once',
    description: 'An action listed twice in requiredActions is a slip that would count it twice.',
    check: ({ frontmatter, lines: { file, at } }) =>
      perTask(frontmatter, (task, f, p) =>
        new Set(task.requiredActions).size !== task.requiredActions.length
          ? [{ file, field: `${f}.requiredActions`, line: at([...p, 'requiredActions']), message: 'an action is listed twice' }]
          : [],
      ),
  },
];
