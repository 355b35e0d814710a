import { findSignIn, type StoredEntries } from '@/lib/auth/storedSignIn';

const NOW = 1_800_000_000_000;
const member = JSON.stringify({ memberId: '1', fullName: 'Ada Test', eid: 'at1234', role: 'member' });
const key = (fields: object = {}) => JSON.stringify({ access: 'this-build', key: 'a2V5', since: NOW - 1000, ...fields });
const none: StoredEntries = { member: null, key: null };
const find = (session: StoredEntries, device: StoredEntries = none, signedOutAt: number | null = null) =>
  findSignIn(session, device, 'this-build', signedOutAt, NOW);

describe('which stored sign-in holds', () => {
  it('none when neither storage holds one: a visitor', () => {
    expect(find(none)).toBeNull();
  });

  it("this tab's, before the device's", () => {
    const found = find({ member, key: key() }, { member, key: key({ expires: NOW + 5000 }) });
    expect(found).toMatchObject({ member: { fullName: 'Ada Test' }, key: { key: 'a2V5' }, kept: false });
  });

  it("the device's ('Keep me signed in') when the tab has none, said to be kept", () => {
    expect(find(none, { member, key: key({ expires: NOW + 5000 }) })).toMatchObject({ kept: true, key: { expires: NOW + 5000 } });
  });

  it('unusable: a member without a key, a key of another build, a kept sign-in past its end', () => {
    expect(find({ member, key: null })).toBe('unusable');
    expect(find({ member, key: JSON.stringify({ access: 'another-build', key: 'a2V5' }) })).toBe('unusable');
    expect(find(none, { member, key: key({ expires: NOW }) })).toBe('unusable');
    expect(find({ member: '{not json', key: key() })).toBe('unusable');
  });

  it('signed out: a sign-in made before the last Logout on this device, not one made after it', () => {
    expect(find({ member, key: key() }, none, NOW - 500)).toBe('signed-out');
    expect(find({ member, key: key() }, none, NOW - 2000)).toMatchObject({ kept: false });
  });
});
