/**
 * Generated submodules for `npm run bench`: how do `content:check` and the build grow with 50 or 200
 * more pages? Each file uses every part of the content model (links, tasks with videos, documents
 * and quizzes, every kind of extra resource, `<Video>` and `<Document>` in the body) so the
 * measurement is not flattered by empty pages. They are spread over every module group of every
 * block, each taking the smallest submodule number not already used by a real file: no collision,
 * no empty group, and a block without real files still starts at 1_1 as the loader requires.
 */
import YAML from 'yaml';

export type SyntheticFile = { path: string; text: string };

/** A valid 11-character video id made from a number, so every video is distinct. */
function videoId(n: number): string {
  return `bench${String(n).padStart(6, '0')}`;
}

function submodule(block: string, key: string, n: number, quizId: string | undefined): string {
  const links = [
    { label: 'reference guide', url: `https://docs.python.org/3/library/index.html#s${n}`, required: true },
    { label: 'worked example', url: `https://numpy.org/doc/stable/user/quickstart.html#s${n}`, required: false },
  ];
  const tasks = [
    {
      title: `Read the reference for topic ${n}`,
      description: `Open the [reference guide] and note three things.\n* what it is for\n* **when** to use it\n1. try the [worked example]\n2) write down one question`,
      links,
      documents: [{ title: `Notes ${n}`, url: `https://numpy.org/doc/stable/reference/#d${n}`, fileType: 'web', required: true }],
      requiredActions: ['clickLinks', 'readDocuments'],
    },
    {
      title: `Watch and check topic ${n}`,
      description: 'Watch both videos, then answer the questions below with a **100%** score.',
      videos: [
        {
          title: `Introduction ${n}`,
          url: `https://www.youtube.com/embed/${videoId(n)}`,
          required: true,
          description: 'A short overview.',
        },
        { title: `Deeper dive ${n}`, url: `https://youtu.be/${videoId(n + 100000)}`, required: false },
      ],
      ...(quizId ? { quiz: quizId } : {}),
      requiredActions: quizId ? ['watchVideos', 'completeQuiz'] : ['watchVideos', 'uploadFiles'],
    },
  ];
  const extraResources = [
    { type: 'video', title: `Bonus video ${n}`, url: `https://www.youtube.com/watch?v=${videoId(n + 200000)}` },
    { type: 'text', title: 'Going further', text: '## Next steps\nSee the [reference guide] again.', links: [links[0]] },
    { type: 'link', url: `https://scipy.org/#r${n}` },
  ];
  const frontmatter = YAML.stringify({
    title: `Synthetic topic ${n} (${block} ${key})`,
    navTitle: `Topic ${n}`,
    links,
    tasks,
    extraResources,
  });
  const body = [
    '## Why this matters',
    '',
    `This generated page ${n} stands in for a real submodule. Read the [reference guide] first.`,
    '',
    '* a bullet with **bold** text',
    '* another bullet',
    '',
    '1. a numbered step',
    '2. another step',
    '',
    `<Video title="Overview ${n}" url="https://www.youtube.com/embed/${videoId(n + 300000)}" />`,
    '',
    `<Document title="Cheat sheet ${n}" url="https://numpy.org/doc/stable/user/absolute_beginners.html#c${n}" />`,
    '',
  ].join('\n');
  return `---\n${frontmatter}---\n\n${body}`;
}

function quiz(n: number): string {
  const questions = [1, 2, 3, 4, 5].map((id) => ({
    id,
    question: `Question ${id} about topic ${n}?`,
    options: ['The first answer', 'The second answer', 'The third answer', 'The fourth answer'],
    correctAnswer: `The ${['first', 'second', 'third', 'fourth'][id % 4]} answer`,
  }));
  return YAML.stringify({ title: `Synthetic quiz ${n}`, questions });
}

/**
 * `count` submodule files (and a quiz for every fifth one), paths relative to the content folder.
 * `existing` holds the submodules already there, as `softwareB1/1_2`.
 */
export function syntheticCurriculum(
  blocks: Array<{ id: string; modules: number[] }>,
  count: number,
  existing: ReadonlySet<string> = new Set(),
): SyntheticFile[] {
  const groups = blocks.flatMap((b) => b.modules.map((m) => ({ block: b.id, module: m })));
  if (groups.length === 0) throw new Error('no module groups in blocks.yaml to add synthetic submodules to');
  const taken = new Set(existing);
  const files: SyntheticFile[] = [];
  for (let n = 1; n <= count; n++) {
    const g = groups[(n - 1) % groups.length];
    let sub = 1;
    while (taken.has(`${g.block}/${g.module}_${sub}`)) sub++;
    const key = `${g.module}_${sub}`;
    taken.add(`${g.block}/${key}`);
    const quizId = n % 5 === 0 ? `${g.block}Module${key}` : undefined;
    files.push({ path: `onboarding/${g.block}/${key}.mdx`, text: submodule(g.block, key, n, quizId) });
    if (quizId) files.push({ path: `quizzes/${quizId}.yaml`, text: quiz(n) });
  }
  return files;
}
