// How many times this tab has reloaded a ticket or lead page whose email configuration
// did not load. The spec reloads after 5 s; a worker that stays down must not make the
// page reload for ever, so after a few tries the page says so and gives the phone number.
const KEY = 'av-site:config-reloads';

export const MAX_CONFIG_RELOADS = 3;

/** The reloads so far (0 where there is no session storage, as on the server). */
export function configReloadsSoFar(): number {
  try {
    return Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

export function countConfigReload() {
  sessionStorage.setItem(KEY, String(configReloadsSoFar() + 1));
}

/** The configuration loaded: the next failure starts counting afresh. */
export function forgetConfigReloads() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // no session storage: nothing was counted
  }
}
