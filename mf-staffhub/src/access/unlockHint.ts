// The hint beside the unlock (the prerender plan's guard): a cookie saying this browser
// holds an unlock, so the composer sends a visitor without one to the keypad at once
// rather than loading the staff area's code to find out. It carries no token and proves
// nothing (the guard and the worker check the unlock itself), and lasts as the unlock does.
export const UNLOCK_HINT_COOKIE = 'staffUnlocked';

const attributes = () => `Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;

export function setUnlockHint(expiresAt: string, now = Date.now()) {
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  document.cookie = `${UNLOCK_HINT_COOKIE}=1; Max-Age=${seconds}; ${attributes()}`;
}

export function clearUnlockHint() {
  document.cookie = `${UNLOCK_HINT_COOKIE}=; Max-Age=0; ${attributes()}`;
}
