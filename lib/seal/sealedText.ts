/**
 * What the sealed files hold, as text to look for in the export (lib/seal/leaks.ts): every sentence of
 * the module pages (body, tasks, resources), of General Info and Competition Info, every quiz question
 * and answer, every task title. Build time only: it reads the content loaders.
 */
import fs from 'node:fs';
import { contentPath } from '../content/core';
import { loadOnboarding } from '../content/onboarding';
import { loadPage, pageSlugs } from '../content/pages';
import { mdxText } from '../mdx/text';
import { plainText } from '../search/records';
import { sentenceNeedles, shortNeedle, type Needle } from './leaks';

export function sealedNeedles(): Needle[] {
  const { submodules, quizzes } = loadOnboarding();
  const needles: Needle[] = [];
  for (const s of submodules) {
    const fm = s.frontmatter;
    needles.push(...sentenceNeedles(mdxText(s.body), `${s.file} (page text)`));
    if (fm.description) needles.push(...sentenceNeedles(fm.description, `${s.file} (description)`));
    fm.tasks.forEach((t, i) => {
      needles.push(...shortNeedle(t.title, `${s.file} (tasks[${i}].title)`), ...sentenceNeedles(plainText(t.description), `${s.file} (tasks[${i}].description)`));
    });
    fm.extraResources.forEach((r, i) => {
      if (r.type === 'text') needles.push(...sentenceNeedles(plainText(r.text), `${s.file} (extraResources[${i}])`));
    });
  }
  for (const [id, quiz] of Object.entries(quizzes)) {
    quiz.questions.forEach((q, i) => {
      const from = `quiz ${id} (questions[${i}])`;
      needles.push(...sentenceNeedles(q.question, from, 16), ...shortNeedle(q.question, from, 12), ...q.options.flatMap((o) => shortNeedle(o, `${from} option`)), ...shortNeedle(q.correctAnswer, `${from} correctAnswer`));
    });
  }
  for (const slug of pageSlugs) needles.push(...sentenceNeedles(mdxText(loadPage(slug).body), `content/pages/${slug}.mdx`));
  return needles;
}

/** The text of the public content files: what appears there may appear in the export. */
export function publicContentText(): string {
  const dir = contentPath('');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && f !== 'contacts.yaml' && f !== 'member-home.yaml')
    .map((f) => fs.readFileSync(contentPath(f), 'utf8'))
    .join('\n');
}
