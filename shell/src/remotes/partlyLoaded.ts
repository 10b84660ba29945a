/** What the page says beside a part whose code did not arrive, before the office's phone number. */
export const PARTLY_LOADED = 'Part of this page did not finish loading. If something on it does not respond, reload the page or call us at';
