import { useLastVisitStore } from '@/lib/store/lastVisit';

beforeEach(() => {
  localStorage.clear();
  useLastVisitStore.setState({ eid: null, pageKey: null });
});

describe('last visit store', () => {
  it('remembers the last opened page per member, across a reload, whatever the EID spelling', () => {
    useLastVisitStore.getState().remember('AB123', 'softwareB1Module1_2');
    useLastVisitStore.setState({ eid: null, pageKey: null }); // a reload
    useLastVisitStore.getState().load(' ab123 ');
    expect(useLastVisitStore.getState().pageKey).toBe('softwareB1Module1_2');
  });

  it('another member on the same browser starts with nothing', () => {
    useLastVisitStore.getState().remember('ab123', 'softwareB1Module1_2');
    useLastVisitStore.getState().load('zz999');
    expect(useLastVisitStore.getState()).toMatchObject({ eid: 'zz999', pageKey: null });
  });

  it('keeps the page for this visit when storage refuses the write', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    useLastVisitStore.getState().remember('ab123', 'hardwareB1Module2_1');
    expect(useLastVisitStore.getState().pageKey).toBe('hardwareB1Module2_1');
    setItem.mockRestore();
  });
});
