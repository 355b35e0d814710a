/** @jest-environment node */
import { againstArgument } from '@/tools/checks/againstRef';

describe('againstArgument', () => {
  it('reads the ref after --against, or after --against=', () => {
    expect(againstArgument(['--against', 'origin/main'])).toBe('origin/main');
    expect(againstArgument(['--against=HEAD^1'])).toBe('HEAD^1');
  });

  it('gives an empty ref (the main branch) for a bare --against, and nothing when it is absent', () => {
    expect(againstArgument(['--against'])).toBe('');
    expect(againstArgument(['--against', '--other'])).toBe('');
    expect(againstArgument([])).toBeUndefined();
  });
});
