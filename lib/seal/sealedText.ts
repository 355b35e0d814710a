/**
 * What the sealed files hold, as text to look for in the export (lib/seal/leaks.ts): every sentence of
 * the module pages (body, tasks, resources), of the text pages (lib/content/pages.ts), every quiz question
 * and answer, every task title. Build time only: it reads the content loaders.
 */
import fs from 'node:fs';
import { contentPath } from '@/lib/content/core';
import { loadOnboarding } from '@/lib/content/onboarding';
import { loadPage, pageFile, pageSlugs } from '@/lib/content/pages';
import type { Nodes } from 'mdast';
import { parseMdx } from '@/lib/mdx/parse';
import { sentenceNeedles, shortNeedle, type Needle } from './leaks';

/** The texts of an MDX body as the page renders them, each text node apart (markup splits a sentence). */
function bodyTexts(body: string): string[] {
  const parsed = parseMdx(body);
  if (!parsed.tree) return [];
  const texts: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') texts.push(node.value);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      for (const a of node.attributes)
        if (a.type === 'mdxJsxAttribute' && a.name === 'title' && typeof a.value === 'string') texts.push(a.value);
    if ('children' in node) node.children.forEach((child) => visit(child as Nodes));
  };
  visit(parsed.tree);
  return texts;
}

const bodyNeedles = (body: string, from: string) => bodyTexts(body).flatMap((t) => sentenceNeedles(t, from));

export function sealedNeedles(): Needle[] {
  const { submodules, quizzes } = loadOnboarding();
  const needles: Needle[] = [];
  for (const s of submodules) {
    const fm = s.frontmatter;
    needles.push(...bodyNeedles(s.body, `${s.file} (page text)`));
    if (fm.description) needles.push(...sentenceNeedles(fm.description, `${s.file} (description)`));
    fm.tasks.forEach((t, i) => {
      needles.push(
        ...shortNeedle(t.title, `${s.file} (tasks[${i}].title)`),
        ...sentenceNeedles(t.description, `${s.file} (tasks[${i}].description)`),
      );
    });
    fm.extraResources.forEach((r, i) => {
      if (r.type === 'text') needles.push(...sentenceNeedles(r.text, `${s.file} (extraResources[${i}])`));
    });
  }
  for (const [id, quiz] of Object.entries(quizzes)) {
    quiz.questions.forEach((q, i) => {
      const from = `quiz ${id} (questions[${i}])`;
      needles.push(
        ...sentenceNeedles(q.question, from, 16),
        ...shortNeedle(q.question, from, 12),
        ...q.options.flatMap((o) => shortNeedle(o, `${from} option`)),
        ...shortNeedle(q.correctAnswer, `${from} correctAnswer`),
      );
    });
  }
  for (const slug of pageSlugs) needles.push(...bodyNeedles(loadPage(slug).body, pageFile(slug)));
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
