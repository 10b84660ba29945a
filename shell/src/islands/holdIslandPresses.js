// Written into the <head> of a page sent without the app (#42; shell/src/server/
// staticTemplate.ts keeps it, allowed by its hash), so it runs before the first paint.
// A press or key aimed at an island's control that has no job in HTML (a caption's Next,
// the carousel's arrow keys: an island's `holds`) is taken while the island's code is on
// its way, and handed to startIslands.ts to act on once the island is live. Everything
// with a native job passes untouched: links, disclosures, fields, a form's submit, a
// dialog's or popover's button. The island shows it was taken (aria-busy). The hold on an
// island ends for good when its code is live, when it fails, or LET_GO_MS after its first
// press whatever happens, so a remote that never answers costs only those presses.
(function () {
  var LET_GO_MS = 8000;
  var NATIVE = 'a[href], summary, label, input, select, textarea, [contenteditable], button[commandfor], button[popovertarget]';
  var TYPED_INTO = 'input, select, textarea, [contenteditable]';
  /** island element -> { presses: [{ target, event }], timer } */
  var held = new Map();

  function isTaken(event, island) {
    var target = event.target;
    if (event.type === 'keydown') {
      var holds = (island.getAttribute('data-island-holds') || '').split(' ');
      return holds.indexOf(event.key) >= 0 && !target.closest(TYPED_INTO);
    }
    if (target.closest(NATIVE)) return false;
    var button = target.closest('button');
    return button !== null && !(button.form && (button.type === 'submit' || button.type === 'reset'));
  }

  /** Holds nothing more on the island; returns what it took, in order. */
  function settle(island) {
    island.setAttribute('data-island-settled', '');
    island.removeAttribute('aria-busy');
    var entry = held.get(island);
    held.delete(island);
    if (!entry) return [];
    clearTimeout(entry.timer);
    return entry.presses;
  }

  function take(event) {
    var target = event.target;
    var island = target instanceof Element ? target.closest('[data-island]') : null;
    if (!island || island.hasAttribute('data-island-settled') || !isTaken(event, island)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var entry = held.get(island);
    if (!entry) {
      entry = { presses: [], timer: setTimeout(settle, LET_GO_MS, island) };
      held.set(island, entry);
      island.setAttribute('aria-busy', 'true');
      island.dispatchEvent(new CustomEvent('island-held'));
    }
    entry.presses.push({ target: target, event: event });
  }

  addEventListener('click', take, true);
  addEventListener('keydown', take, true);

  window.__islandPresses = {
    /** Whether presses on the island wait for its code. */
    isHeld: function (island) {
      return held.has(island);
    },
    /** The island's code is live, or will not come: its presses pass from now on; returns those taken, to act on or drop. */
    settle: settle,
  };
})();
