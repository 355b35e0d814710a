/**
 * The templates officers copy (docs/templates/) must pass content:check as they are, apart from
 * the placeholders they are told to change: a template that fails validation teaches the wrong thing.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { parseYamlText, validate } from '@/lib/content/core';
import { moduleFrontmatterSchema, quizSchema, resourceSchema, taskSchema, videoSchema } from '@/lib/content/onboardingSchema';
import { z } from 'zod';
import { splitFrontmatter } from '@/lib/content/frontmatter';

const dir = path.join(process.cwd(), 'docs/templates');
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

describe('docs/templates', () => {
  it('module.mdx has valid frontmatter', () => {
    const yaml = splitFrontmatter(read('module.mdx'))!.yaml;
    const parsed = parseYamlText(yaml, 'module.mdx', 1);
    expect(validate(moduleFrontmatterSchema, parsed.data, 'module.mdx', parsed, 1).tasks).toHaveLength(1);
  });

  it('task.yaml is one valid task whose [labels] all have links', () => {
    const parsed = parseYamlText(read('task.yaml'), 'task.yaml');
    const [task] = validate(z.array(taskSchema).length(1), parsed.data, 'task.yaml', parsed);
    for (const [, label] of task.description.matchAll(/\[([^\]]+)\]/g)) expect(task.links.map((l) => l.label)).toContain(label);
  });

  it('quiz.yaml is a valid quiz whose answers are among their options', () => {
    const parsed = parseYamlText(read('quiz.yaml'), 'quiz.yaml');
    const quiz = validate(quizSchema, parsed.data, 'quiz.yaml', parsed);
    for (const q of quiz.questions) expect(q.options).toContain(q.correctAnswer);
    expect(new Set(quiz.questions.map((q) => q.id)).size).toBe(quiz.questions.length);
  });

  it('video.md snippets are a valid task video, extra resource and <Video> line', () => {
    const blocks = [...read('video.md').matchAll(/```(yaml|mdx)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], text: m[2] }));
    expect(blocks.map((b) => b.lang)).toEqual(['yaml', 'yaml', 'mdx']);
    const inTask = YAML.parse(blocks[0].text) as { videos: unknown[] };
    validate(z.array(videoSchema).length(1), inTask.videos, 'video.md');
    const inResources = YAML.parse(blocks[1].text) as { extraResources: unknown[] };
    validate(z.array(resourceSchema).length(1), inResources.extraResources, 'video.md');
    expect(blocks[2].text.trim()).toMatch(/^<Video title="[^"]+" url="https:\/\/www\.youtube\.com\/embed\/[\w-]+" \/>$/);
  });

  it('every template marks what to change', () => {
    for (const name of fs.readdirSync(dir)) expect(read(name)).toMatch(/CHANGE/);
  });
});
