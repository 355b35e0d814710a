import { normalizeEid, sameEid } from '@/lib/record/record';

describe('EID keying', () => {
  it('treats EIDs as one member whatever their case and spaces', () => {
    expect(normalizeEid(' AB123 ')).toBe('ab123');
    expect(sameEid(' AB123 ', 'ab123')).toBe(true);
    expect(sameEid('ab 123', 'AB123')).toBe(true);
  });
  it('keeps different EIDs apart', () => expect(sameEid('ab123', 'ab124')).toBe(false));
});
