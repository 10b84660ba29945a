import { clearUnlock, readUnlock, storeUnlock } from './unlockStore';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeEach(() => {
  localStorage.clear();
  clearUnlock();
});

describe('the unlock hint', () => {
  it('is set beside an unlock, for as long as it lasts, and goes with it', () => {
    storeUnlock({ token: 'signed', expiresAt: inAnHour() });
    expect(document.cookie).toBe('staffUnlocked=1');
    clearUnlock();
    expect(document.cookie).toBe('');
  });

  it('goes when the unlock is read after its expiry', () => {
    storeUnlock({ token: 'signed', expiresAt: inAnHour() });
    expect(readUnlock(new Date(Date.now() + 7_200_000))).toBeUndefined();
    expect(document.cookie).toBe('');
  });

  it('is never set for an unlock already expired', () => {
    storeUnlock({ token: 'signed', expiresAt: new Date(Date.now() - 1_000).toISOString() });
    expect(document.cookie).toBe('');
  });
});
