// Written into the <head> of every page (allowed by its hash in the Content-Security-
// Policy), so it runs before the first paint. Until the page's scripts take over, what a
// visitor does to a control the server drew is kept here in order and replayed once the
// page is hydrated (replayEarlyEvents.ts): a button's tap is held back (it would do
// nothing, or post its form to the server), and so is a form's submit. Fields work as
// they are (text typed, a box ticked, an option chosen): their last state is noted, since
// hydrating a form may reset it. Links are left alone: they work without scripts.
(function () {
  var TAPPABLE =
    'button, input[type=submit], input[type=button], input[type=image], input[type=reset], [role=button], [role=checkbox], [role=switch], [role=tab]';
  var FIELD = 'input, textarea, select';
  /** @type {Array<{ kind: 'tap' | 'submit' | 'field' | 'key', target: Element, value?: string, checked?: boolean, key?: string, submitter?: Element | null }>} */
  var queue = [];
  var passing = false;

  function element(target) {
    return target instanceof Element ? target : null;
  }

  function onClick(event) {
    var target = element(event.target);
    if (passing || !target || target.closest('a[href]')) return;
    var control = target.closest(TAPPABLE);
    if (!control || control.matches('[disabled]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push({ kind: 'tap', target: control });
  }

  function onSubmit(event) {
    var form = element(event.target);
    if (passing || !form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push({ kind: 'submit', target: form, submitter: event.submitter });
  }

  function onField(event) {
    var field = element(event.target);
    if (passing || !field || !field.matches(FIELD) || field.matches(TAPPABLE)) return;
    // One entry per field, at the place of its latest change: its value is the last one typed.
    queue = queue.filter(function (entry) {
      return entry.target !== field;
    });
    queue.push({ kind: 'field', target: field, value: field.value, checked: field.checked });
  }

  function onKey(event) {
    // Keys aimed at the page itself (the keypad listens to the document); keys in a
    // field or on a button do their own work, which the entries above keep.
    if (passing || (event.target !== document.body && event.target !== document.documentElement)) return;
    if (event.key.length !== 1 && event.key !== 'Enter' && event.key !== 'Backspace') return;
    queue.push({ kind: 'key', target: document.body, key: event.key });
  }

  var listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onField],
    ['change', onField],
    ['keydown', onKey],
  ];
  listeners.forEach(function (listener) {
    document.addEventListener(listener[0], listener[1], true);
  });

  window.__earlyEvents = {
    /** The oldest event not yet replayed, if any. */
    next: function () {
      return queue.shift();
    },
    /** Runs `replay` with the capture stood aside, so the replayed event reaches the page. */
    pass: function (replay) {
      passing = true;
      try {
        replay();
      } finally {
        passing = false;
      }
    },
    /** The page handles its own events from now on. */
    stop: function () {
      listeners.forEach(function (listener) {
        document.removeEventListener(listener[0], listener[1], true);
      });
    },
  };
})();
