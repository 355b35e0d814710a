import type { Block } from '@/lib/content/blocks';
import type { Submodule } from '@/lib/content/onboarding';
import { moduleFrontmatterSchema } from '@/lib/content/onboardingSchema';
import { searchRecords } from '@/lib/search/records';

const blocks: Block[] = [{ id: 'softwareB3', team: 'Software', label: 'Block 3: Signals', title: 'Signals', modules: [2] }];

function submodule(frontmatter: unknown, body: string): Submodule {
  return {
    block: 'softwareB3',
    key: '2_1',
    module: 2,
    sub: 1,
    pageKey: 'softwareB3Module2_1',
    formerKeys: [],
    file: 'x.mdx',
    frontmatter: moduleFrontmatterSchema.parse(frontmatter),
    body,
    bodyLine: 1,
  };
}

const filtering = submodule(
  {
    title: 'Filtering EEG',
    description: 'Remove mains noise from a recording.',
    links: [{ label: 'SciPy signal guide', url: 'https://docs.scipy.org/doc/scipy/tutorial/signal.html' }],
    tasks: [
      {
        title: 'Design a notch filter',
        description: 'Follow the [filter cookbook].\n* pick **50 Hz** or 60 Hz\n1. plot the response',
        links: [{ label: 'filter cookbook', url: 'https://example.org/cookbook' }],
        quiz: 'softwareB3Module2_1',
        requiredActions: ['completeQuiz'],
      },
    ],
  },
  '## Why filter\n\nRaw EEG carries **line noise**; see the [SciPy signal guide].\n\n<Document title="Butterworth notes" url="https://example.org/b.pdf" />\n',
);

describe('searchRecords', () => {
  const [record] = searchRecords([filtering], blocks);

  it('links each record to its module page without the base path', () => {
    expect(record.url).toBe('/onboarding/softwareB3/2_1/');
  });

  it('carries what a result shows: the title, the module numbers and the block with its team', () => {
    expect(record).toMatchObject({ title: 'Filtering EEG', module: 2, sub: 1, block: 'Software Block 3: Signals' });
  });

  it('is titled as the side panel lists it: by the catalogue title when the page has one, the page title staying searchable', () => {
    const [short] = searchRecords([submodule({ title: 'Filtering EEG in Depth', navTitle: 'Filtering' }, 'Body.')], blocks);
    expect(short.title).toBe('Filtering');
    expect(short.text).toContain('Filtering EEG in Depth');
  });

  it('indexes the title, body text, task title and description, and link labels as plain text', () => {
    for (const words of [
      'Filtering EEG',
      'Raw EEG carries line noise; see the SciPy signal guide',
      'Butterworth notes',
      'Design a notch filter',
      'Follow the filter cookbook',
      'pick 50 Hz or 60 Hz',
      'plot the response',
      'SciPy signal guide, filter cookbook',
    ])
      expect(record.text).toContain(words);
    expect(record.text).not.toMatch(/\*\*|##|\[|<Document|https?:/);
  });

  it('never holds a quiz: only the quiz id is in the frontmatter, and it is not indexed', () => {
    expect(record.text).not.toContain('softwareB3Module2_1');
  });
});
