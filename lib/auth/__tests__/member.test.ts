import { createMember, parseStoredMember } from '@/lib/auth/member';

const good = { memberId: '1727000000000', fullName: 'Ada Test', eid: 'at1234', role: 'member' };

describe('parseStoredMember', () => {
  it('restores a well-formed member', () => {
    expect(parseStoredMember(JSON.stringify(good))).toEqual(good);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{member'],
    ['JSON null', 'null'],
    ['a bare string', '"member"'],
    ['an array', JSON.stringify([good])],
    ['a wrong role', JSON.stringify({ ...good, role: 'admin' })],
    ['a numeric memberId', JSON.stringify({ ...good, memberId: 1727 })],
    ['a blank name', JSON.stringify({ ...good, fullName: '   ' })],
    ['a missing eid', JSON.stringify({ memberId: '1', fullName: 'A', role: 'member' })],
    ['extra junk', JSON.stringify({ ...good, isAdmin: true })],
  ])('treats %s as signed out', (_label, raw) => {
    expect(parseStoredMember(raw)).toBeNull();
  });
});

describe('createMember', () => {
  it('trims the name and EID and stamps the sign-in time', () => {
    expect(createMember('  Ada Test ', ' at1234 ', 42)).toEqual({ memberId: '42', fullName: 'Ada Test', eid: 'at1234', role: 'member' });
  });
});

describe('parseStoredMember, more shapes', () => {
  it.each([
    ['an empty memberId', JSON.stringify({ ...good, memberId: '' })],
    ['a numeric eid', JSON.stringify({ ...good, eid: 1234 })],
    ['a missing role', JSON.stringify({ memberId: '1', fullName: 'A', eid: 'b' })],
    ['a number', '42'],
    ['an empty object', '{}'],
  ])('treats %s as signed out', (_label, raw) => {
    expect(parseStoredMember(raw)).toBeNull();
  });

  it('trims the stored name and EID, as zod did', () => {
    expect(parseStoredMember(JSON.stringify({ ...good, fullName: ' Ada Test ', eid: ' at1234' }))).toEqual(good);
  });
});
