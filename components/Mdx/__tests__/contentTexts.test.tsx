/**
 * Every MDX text of the real content/, as a member's page draws it: each submodule's body, task
 * descriptions and resource texts, made into element data by the build (app/sealed/build.ts) and
 * drawn by MdxTree with the page's component map. Rules, not values: a new module file is covered
 * without a change here. The loaders have already refused any text the allow-list does not allow.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { sealedPayload } from '@/app/sealed/build';
import { mdxComponents } from '@/components/Mdx/components';
import MdxTree from '@/components/Mdx/MdxTree';
import { loadOnboarding } from '@/lib/content/onboarding';
import type { ResourceLink } from '@/lib/content/onboardingSchema';
import { extractLinks } from '@/tools/checks/links/extractLinks';
import type { ElementData } from '@/lib/mdx/elements';
import { labelsIn } from '@/lib/mdx/labels';
import { moduleSealedName } from '@/lib/seal/names';
import type { ModulePayload } from '@/lib/seal/payloads';

type Text = { where: string; source: string; links: readonly ResourceLink[]; tree: ElementData };

/** Each text of each submodule page, with the element data its sealed file holds. */
function texts(): Text[] {
  return loadOnboarding().submodules.flatMap((s) => {
    const page = sealedPayload(moduleSealedName(s.block, s.key)) as ModulePayload;
    const fm = s.frontmatter;
    return [
      { where: `${s.file} body`, source: s.body, links: fm.links, tree: page.body },
      ...fm.tasks.map((t, i) => ({
        where: `${s.file} tasks[${i}]`,
        source: t.description,
        links: t.links,
        tree: page.tasks[i].description,
      })),
      ...fm.extraResources.flatMap((r, i) => {
        const drawn = page.extraResources[i];
        return r.type === 'text' && drawn.type === 'text'
          ? [{ where: `${s.file} extraResources[${i}]`, source: r.text, links: r.links, tree: drawn.text }]
          : [];
      }),
    ];
  });
}

function drawn(tree: ElementData): HTMLElement {
  const div = document.createElement('div');
  const components = mdxComponents({ pageKey: 'contentPage', serviceName: 'YouTube' });
  div.innerHTML = renderToStaticMarkup(<MdxTree tree={JSON.parse(JSON.stringify(tree))} components={components} />);
  return div;
}

const all = texts();
const frontmatterTexts = all.filter((t) => !t.where.endsWith(' body'));

it('finds the bodies, the task descriptions and the resource texts of content/', () => {
  expect(all.some((t) => t.where.endsWith(' body'))).toBe(true);
  expect(all.some((t) => t.where.includes('tasks['))).toBe(true);
  expect(all.some((t) => t.where.includes('extraResources['))).toBe(true);
});

it('draws each [label] as the tracked link of that label, in the order written', () => {
  for (const t of all) {
    const expected = labelsIn(t.source).map((label) => {
      const link = t.links.find((l) => l.label === label)!;
      return { href: link.url, required: String(link.required), label };
    });
    // Tracked links and documents both say whether they were opened; a document's starts with its icon.
    const tracked = [...drawn(t.tree).querySelectorAll('a[data-opened]')]
      .filter((a) => !a.querySelector('svg'))
      .map((a) => ({
        href: a.getAttribute('href'),
        required: a.getAttribute('data-required'),
        label: a.firstChild?.textContent,
      }));
    expect({ where: t.where, tracked }).toEqual({ where: t.where, tracked: expected });
  }
});

it('leaves no Markdown showing: no **, no [label] of a link, no list marker or heading mark as text', () => {
  for (const t of all) {
    const page = drawn(t.tree);
    const text = page.textContent ?? '';
    const leftovers = [
      ...(text.includes('**') ? ['**'] : []),
      // A label the officer escaped (\[label\]) or wrote in code (`[label]`) is meant to show as text.
      ...t.links
        .filter((l) => text.includes(`[${l.label}]`))
        .filter((l) => !t.source.includes(`\\[${l.label}\\]`) && !t.source.includes(`\`[${l.label}]\``))
        .map((l) => `[${l.label}]`),
      ...[...page.querySelectorAll('p, li')].flatMap((el) =>
        /(^|\n)\s*([*+-] |\d+[.)] |#{1,6} )/.test(el.textContent ?? '') ? [el.textContent] : [],
      ),
    ];
    expect({ where: t.where, leftovers }).toEqual({ where: t.where, leftovers: [] });
  }
});

it('draws the lists and bold text a description writes as lists and bold text', () => {
  for (const t of frontmatterTexts) {
    const page = drawn(t.tree);
    const items = t.source.split('\n').filter((l) => /^(\* |\d+[.)] )/.test(l)).length;
    const bold = t.source.match(/\*\*[^*\n]+\*\*/g)?.length ?? 0;
    expect({ where: t.where, items: page.querySelectorAll('li').length, bold: page.querySelectorAll('strong').length }).toEqual({
      where: t.where,
      items,
      bold,
    });
  }
});

it('every content MDX file has readable links, none with an address content must not use', () => {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.mdx') ? [path.join(dir, e.name)] : []));
  for (const file of files(path.join(process.cwd(), 'content'))) {
    const { links, unreadable } = extractLinks(fs.readFileSync(file, 'utf8'), path.basename(file));
    expect({ file, unreadable, unsafe: links.filter((l) => l.kind === 'unsafe') }).toEqual({ file, unreadable: undefined, unsafe: [] });
  }
});
