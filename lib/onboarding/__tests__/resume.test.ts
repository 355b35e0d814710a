import { emptyPage, type PageProgress } from '@/lib/record/record';
import { type TaskRequirements } from '@/lib/onboarding/completion';
import { blockName, submoduleNumber } from '@/lib/onboarding/names';
import { whereToContinue, type ResumeBlock } from '@/lib/onboarding/resume';

const linkTask: TaskRequirements = { requiredActions: ['clickLinks'], requiredLinks: ['Guide'], requiredVideos: [], requiredDocuments: [] };
const sub = (block: string, key: string) => ({
  key,
  pageKey: `${block}Module${key}`,
  title: `${block} ${key}`,
  href: `/onboarding/${block}/${key}/`,
  tasks: [linkTask],
});
const block = (id: string, team: string, keys: string[]): ResumeBlock => ({ id, team, label: id, submodules: keys.map((k) => sub(id, k)) });

const blocks = [
  block('softwareB1', 'Software', ['1_1', '1_2', '2_1', '2_2', '3_1', '3_2']),
  block('softwareB2', 'Software', ['1_1']),
  block('hardwareB1', 'Hardware', ['1_1']),
  block('softwareB3', 'Software', ['1_1', '1_2']),
];
const done: PageProgress = { ...emptyPage(), visited: true, links: ['Guide'] };
const progress = (...pageKeys: string[]): Record<string, PageProgress> => Object.fromEntries(pageKeys.map((k) => [k, done]));

describe('whereToContinue', () => {
  it('offers nothing before the first visit, or for a page no longer in the curriculum', () => {
    expect(whereToContinue(blocks, {}, null)).toBeNull();
    expect(whereToContinue(blocks, {}, 'softwareB9Module1_1')).toBeNull();
  });

  it('goes to the page last opened when it is not complete, even with earlier ones unfinished', () => {
    // Visited 2.2 then 3.1, both incomplete: 3.1.
    const s = whereToContinue(blocks, progress('softwareB1Module1_1'), 'softwareB1Module3_1');
    expect(s).toMatchObject({
      kind: 'continue',
      block: { id: 'softwareB1' },
      submodule: { key: '3_1', href: '/onboarding/softwareB1/3_1/' },
    });
  });

  it('with the page last opened complete, goes to the next unfinished submodule after it in its block', () => {
    const s = whereToContinue(blocks, progress('softwareB1Module2_2', 'softwareB1Module3_1'), 'softwareB1Module2_2');
    expect(s).toMatchObject({ kind: 'continue', submodule: { key: '3_2' } });
  });

  it('with nothing left after the last page in its block, goes to the next block of the team, skipping the other team', () => {
    const s = whereToContinue(blocks, progress('softwareB1Module3_1', 'softwareB1Module3_2', 'softwareB2Module1_1'), 'softwareB1Module3_1');
    expect(s).toMatchObject({
      kind: 'next',
      finished: { id: 'softwareB1' },
      blockComplete: false,
      block: { id: 'softwareB3' },
      submodule: { key: '1_1' },
    });
  });

  it('says the block is finished only when every submodule of it is', () => {
    const all = blocks[0].submodules.map((s) => s.pageKey);
    expect(whereToContinue(blocks, progress(...all), 'softwareB1Module1_2')).toMatchObject({
      kind: 'next',
      blockComplete: true,
      block: { id: 'softwareB2' },
    });
  });

  it('goes back to an earlier unfinished submodule only when no later block of the team has anything left', () => {
    const s = whereToContinue(
      blocks,
      progress('softwareB1Module3_2', 'softwareB2Module1_1', 'softwareB3Module1_1', 'softwareB3Module1_2'),
      'softwareB1Module3_2',
    );
    expect(s).toMatchObject({ kind: 'continue', submodule: { key: '1_1' } });
  });

  it('offers nothing once the block and every later block of its team are finished', () => {
    expect(whereToContinue(blocks, progress('hardwareB1Module1_1'), 'hardwareB1Module1_1')).toBeNull();
  });

  it('numbers a submodule and names a block as the side panel does', () => {
    expect(submoduleNumber('2_3')).toBe('2.3');
    expect(blockName({ team: 'Software', label: 'Block 1: General Skills' })).toBe('Software Block 1: General Skills');
  });
});
