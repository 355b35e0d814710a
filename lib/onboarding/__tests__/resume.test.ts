import { emptyPage, type PageProgress, type TaskRequirements } from '../completion';
import { blockName, submoduleNumber } from '../names';
import { whereToContinue, type ResumeBlock } from '../resume';

const linkTask: TaskRequirements = { requiredActions: ['clickLinks'], requiredLinks: ['Guide'], requiredVideos: [], requiredDocuments: [] };
const sub = (block: string, key: string) => ({ key, pageKey: `${block}Module${key}`, title: `${block} ${key}`, href: `/onboarding/${block}/${key}/`, tasks: [linkTask] });
const block = (id: string, team: string, keys: string[]): ResumeBlock => ({ id, team, label: id, submodules: keys.map((k) => sub(id, k)) });

const blocks = [block('softwareB1', 'Software', ['1_1', '1_2', '2_1']), block('softwareB2', 'Software', ['1_1']), block('hardwareB1', 'Hardware', ['1_1']), block('softwareB3', 'Software', ['1_1', '1_2'])];
const done: PageProgress = { ...emptyPage(), visited: true, links: ['Guide'] };
const progress = (...pageKeys: string[]): Record<string, PageProgress> => Object.fromEntries(pageKeys.map((k) => [k, done]));

describe('whereToContinue', () => {
  it('offers nothing before the first visit, or for a page no longer in the curriculum', () => {
    expect(whereToContinue(blocks, {}, null)).toBeNull();
    expect(whereToContinue(blocks, {}, 'softwareB9Module1_1')).toBeNull();
  });

  it('continues with the first unfinished submodule of the block last visited, not the page itself', () => {
    const s = whereToContinue(blocks, progress('softwareB1Module1_1'), 'softwareB1Module2_1');
    expect(s).toMatchObject({ kind: 'continue', block: { id: 'softwareB1' }, submodule: { key: '1_2', href: '/onboarding/softwareB1/1_2/' } });
  });

  it('a finished block suggests the next unfinished block of the same team, skipping the other team', () => {
    const s = whereToContinue(blocks, progress('softwareB1Module1_1', 'softwareB1Module1_2', 'softwareB1Module2_1', 'softwareB2Module1_1'), 'softwareB1Module1_2');
    expect(s).toMatchObject({ kind: 'next', finished: { id: 'softwareB1' }, block: { id: 'softwareB3' }, submodule: { key: '1_1' } });
  });

  it('offers nothing once the block and every later block of its team are finished', () => {
    expect(whereToContinue(blocks, progress('hardwareB1Module1_1'), 'hardwareB1Module1_1')).toBeNull();
  });

  it('numbers a submodule and names a block as the side panel does', () => {
    expect(submoduleNumber('2_3')).toBe('2.3');
    expect(blockName({ team: 'Software', label: 'Block 1: General Skills' })).toBe('Software Block 1: General Skills');
  });
});
