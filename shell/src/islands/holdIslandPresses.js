// Written into the <head> of a page sent without the app (#42; shell/src/server/
// staticTemplate.ts keeps it, allowed by its hash), so it runs before the first paint.
// A press or key aimed at an island's control that has no job in HTML (a caption's Next,
// the carousel's arrow keys: an island's `holds`), and the sending of a form only scripts
// can send (marked data-needs-scripts: Pay Online's amount), is taken while the island's
// code is on its way, and handed to startIslands.ts to act on once the island is live.
// Everything with a native job passes untouched: links, disclosures, fields, a form the
// server answers, a dialog's or popover's button. The island shows it was taken
// (aria-busy). The hold on an island ends for good when its code is live, when it fails,
// or LET_GO_MS after its first press (after its code was asked for, for an island loaded
// at once) whatever happens, so a remote that never answers costs only those presses.
// Let go without its code, the page says where scripts are needed (<html
// data-scripts="failed">, ScriptsNeededNotice), and a form it took is sent as the browser
// would send it (the server draws the page again).
// And input typed into an island's form is not lost without a question: leaving the page
// asks with the browser's own prompt, unless the form is being sent or the page is left on
// purpose (<html data-leaving="on-purpose">, shared-ui's leavingOnPurpose.ts). Before the
// island is live that is any of its forms; once live, the forms the server answers too
// (a `_form` field: the long forms, which ask in the page for a link of the site), so the
// question never waits on the island's own guard, registered after its next render.
(function () {
  var LET_GO_MS = 8000;
  var NATIVE = 'a[href], summary, label, input, select, textarea, [contenteditable], button[commandfor], button[popovertarget]';
  var TYPED_INTO = 'input, select, textarea, [contenteditable]';
  var SCRIPTS_ONLY_FORM = 'form[data-needs-scripts]';
  /** The page's own script (staticTemplate.ts's STATIC_PAGE_SCRIPT): without it, no island's code comes. */
  var PAGE_SCRIPT = '/static-page.js';
  var pageScriptFailed = false;
  /** island element -> { presses: [{ target, event, submitter }], timer } */
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

  /** The island's code will not come in time: what it took is done as the browser does it (a form is sent; a press with no job in HTML does nothing). */
  function letGo(island) {
    document.documentElement.setAttribute('data-scripts', 'failed');
    settle(island).forEach(function (press) {
      var form = press.target;
      if (press.event.type !== 'submit' || !form.isConnected) return;
      var submitter = press.submitter && press.submitter.form === form ? press.submitter : undefined;
      if (typeof form.requestSubmit === 'function') form.requestSubmit(submitter);
      else form.submit();
    });
  }

  function take(event) {
    var target = event.target;
    var island = target instanceof Element ? target.closest('[data-island]') : null;
    if (pageScriptFailed || !island || island.hasAttribute('data-island-settled')) return;
    if (event.type === 'submit' ? !target.matches(SCRIPTS_ONLY_FORM) : !isTaken(event, island)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var entry = held.get(island) || startTimer(island);
    if (entry.presses.length === 0) {
      island.setAttribute('aria-busy', 'true');
      island.dispatchEvent(new CustomEvent('island-held'));
    }
    entry.presses.push({ target: target, event: event, submitter: event.submitter || null });
  }

  function startTimer(island) {
    var entry = { presses: [], timer: setTimeout(letGo, LET_GO_MS, island) };
    held.set(island, entry);
    return entry;
  }

  /** The island's code is asked for at once (loaded `now`: the form the visitor came for): not live LET_GO_MS later, it is let go as after a press, and the page says where scripts are needed. */
  function awaitCode(island) {
    if (!island.hasAttribute('data-island-settled') && !held.has(island)) startTimer(island);
  }

  /** The page's script did not load: every island is let go, and nothing is held from now on. */
  function onScriptError(event) {
    var script = event.target;
    if (!(script instanceof HTMLScriptElement) || new URL(script.src, location.href).pathname !== PAGE_SCRIPT) return;
    pageScriptFailed = true;
    document.documentElement.setAttribute('data-scripts', 'failed');
    Array.from(held.keys()).forEach(letGo);
  }

  /** Whether the visitor changed a field from what the server drew. */
  function changed(field) {
    if (field instanceof HTMLSelectElement) {
      var drawn = -1;
      Array.prototype.forEach.call(field.options, function (option, index) {
        if (option.defaultSelected && drawn < 0) drawn = index;
      });
      if (field.multiple) {
        return Array.prototype.some.call(field.options, function (option) {
          return option.selected !== option.defaultSelected;
        });
      }
      return field.selectedIndex !== (drawn < 0 && field.size <= 1 ? 0 : drawn);
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
    if (field instanceof HTMLInputElement && field.type === 'hidden') return false;
    return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue;
  }

  var sending = false;
  /** A form the browser sends unloads the page on purpose (one a script sends prevents that). */
  function onSubmitted(event) {
    if (!event.defaultPrevented) sending = true;
  }

  /** Every form of an island not live, and the forms the server answers (shared-ui's FORM_NAME_FIELD) of one that is. */
  function guarded(form) {
    var live = form.closest('[data-island]').getAttribute('data-island-state') === 'hydrated';
    return !live || form.querySelector('input[name="_form"]') !== null;
  }

  /** Leaving with input typed into a guarded form asks first (the browser's prompt). */
  function onLeaving(event) {
    if (sending || document.documentElement.getAttribute('data-leaving') === 'on-purpose') return;
    var forms = document.querySelectorAll('[data-island] form');
    var typed = Array.prototype.some.call(forms, function (form) {
      return guarded(form) && Array.prototype.some.call(form.elements, changed);
    });
    if (!typed) return;
    event.preventDefault();
    event.returnValue = ''; // older browsers prompt only with it
  }

  document.addEventListener('error', onScriptError, true);
  addEventListener('submit', onSubmitted);
  addEventListener('beforeunload', onLeaving);
  addEventListener('click', take, true);
  addEventListener('keydown', take, true);
  addEventListener('submit', take, true);

  window.__islandPresses = {
    /** Whether presses on the island wait for its code. */
    isHeld: function (island) {
      var entry = held.get(island);
      return entry !== undefined && entry.presses.length > 0;
    },
    awaitCode: awaitCode,
    /** The island's code is live: its presses pass from now on; returns those taken, to act on. */
    settle: settle,
    /** The island's code failed: its presses pass from now on, and what it took is done as without scripts. */
    letGo: letGo,
  };
})();
