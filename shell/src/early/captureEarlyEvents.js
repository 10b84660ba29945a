// Written into the <head> of every page (allowed by its hash in the Content-Security-
// Policy), so it runs before the first paint. A control whose job HTML does is never held
// while the page's code is away (#42): links navigate, a form the server answers posts, the
// Menu's dialog opens (an invoker command). Until the page's scripts take over, what a visitor does to a
// control that needs them is kept here in order and replayed once the page is hydrated
// (replayEarlyEvents.ts): a button's tap is held back (it would do nothing, or post its
// form to a server that does not answer it), and so is such a form's submit and a key the page
// may listen to (a digit, Enter or Backspace at the page or a button; Space on a button: at the
// page it scrolls, and is the browser's). A held control
// shows it was taken at once (aria-busy, data-early-held: styled in the page's first CSS).
// Fields work as they are (text typed, a box ticked, an option chosen): their last state
// is noted, since hydrating a form may reset it. Links are left alone: they work without
// scripts. If the scripts do not take over the whole page (one fails to load, or none has
// arrived for a while), the capture lets go, before or after the frame is live: what it
// held is done as the browser would have done it (a held Submit posts its form) and it
// holds nothing more. It still notes the fields, for scripts that arrive late anyway.
(function () {
  var TAPPABLE =
    'button, input[type=submit], input[type=button], input[type=image], input[type=reset], [role=button], [role=checkbox], [role=switch], [role=tab]';
  var FIELD = 'input, textarea, select';
  // What the browser itself presses on Enter or Space (a [role=button] needs the page's script).
  var PRESSED_BY_KEYS = 'button, input';
  // Let go once no page script has arrived for QUIET_MS since the first paint or the
  // latest script, and at the latest CAP_MS after the first paint (docs/architecture.md).
  var QUIET_MS = 8000;
  var CAP_MS = 30000;
  var HELD = 'data-early-held';
  // Controls the browser itself does the job of: a popover's or a command's button, a reset.
  var NATIVE_BUTTON = '[popovertarget], [commandfor], [type=reset]';
  // A form the composer answers when posted without scripts carries this field
  // (FORM_NAME_FIELD, shared-ui/forms/nativePost.ts).
  var SERVER_ANSWERED = 'input[name=_form]';
  var root = document.documentElement;
  /** @type {Array<{ kind: 'tap' | 'submit' | 'field' | 'key', target: Element, value?: string, checked?: boolean, key?: string, submitter?: Element | null }>} */
  var queue = [];
  var passing = false;
  var holding = true;
  // The page's code for its forms is here (hydrating): from then on their submits are held
  // too, since hydrating a form resets its fields until the replay puts them back.
  var codeHere = false;
  // The whole page is live (takeOver): from then on the capture never lets go on its own.
  var tookOver = false;
  // Once the frame is live (holdOnly), only what is aimed inside its remote's part is held.
  var holdingOnly = '';
  var paintedAt = 0;
  var lastArrival = 0;
  var timer = 0;

  function element(target) {
    return target instanceof Element ? target : null;
  }

  function setState(state) {
    root.setAttribute('data-early-events', state);
  }

  /** Aimed at a part of the page that is live already, so the page hears it itself. */
  function live(target) {
    return holdingOnly !== '' && !!target && !target.closest(holdingOnly);
  }

  function hold(event, entry) {
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(entry);
  }

  /** Marks a held control as taken, at once: the visitor sees the tap landed. */
  function mark(control) {
    if (control.hasAttribute(HELD)) return;
    // aria-busy is ours to remove only if the page had not set it.
    control.setAttribute(HELD, control.hasAttribute('aria-busy') ? '' : 'busy');
    if (control.getAttribute(HELD) === 'busy') control.setAttribute('aria-busy', 'true');
  }

  function unmark(control) {
    if (!control.hasAttribute(HELD)) return;
    if (control.getAttribute(HELD) === 'busy') control.removeAttribute('aria-busy');
    control.removeAttribute(HELD);
  }

  /** A form the browser posts or sends to an address that answers it: its own job. */
  function postsItself(form) {
    if (codeHere || !(form instanceof HTMLFormElement)) return false;
    var method = (form.getAttribute('method') || '').toLowerCase();
    return method === 'get' || (method === 'post' && !!form.querySelector(SERVER_ANSWERED));
  }

  function isSubmitter(control) {
    return control.matches('button:not([type]), button[type=submit], input[type=submit], input[type=image]');
  }

  /** A control whose job the browser does without the page's scripts: never held. */
  function nativeJob(control) {
    return control.matches(NATIVE_BUTTON) || (isSubmitter(control) && postsItself(control.form));
  }

  function onClick(event) {
    var target = element(event.target);
    if (passing || !holding || !target || target.closest('a[href]') || live(target)) return;
    var control = target.closest(TAPPABLE);
    if (!control || control.matches('[disabled]') || nativeJob(control)) return;
    hold(event, { kind: 'tap', target: control });
    mark(control);
  }

  function onSubmit(event) {
    var form = element(event.target);
    if (passing || !holding || !form || live(form) || postsItself(form)) return;
    hold(event, { kind: 'submit', target: form, submitter: event.submitter });
    mark(event.submitter instanceof Element ? event.submitter : form);
  }

  function onField(event) {
    var field = element(event.target);
    if (passing || !field || !field.matches(FIELD) || field.matches(TAPPABLE) || live(field)) return;
    if (field.type === 'file') return; // a chosen file cannot be put back: never replayed
    // One entry per field, at the place of its latest change: its value is the last one typed.
    queue = queue.filter(function (entry) {
      return entry.target !== field;
    });
    queue.push({ kind: 'field', target: field, value: field.value, checked: field.checked });
  }

  function isPress(entry) {
    return entry.kind === 'key' && (entry.key === 'Enter' || entry.key === ' ');
  }

  function onKey(event) {
    if (passing || !holding || event.altKey || event.ctrlKey || event.metaKey) return;
    var key = event.key || ''; // none on the keydown some browsers send for autofill
    if (key.length !== 1 && key !== 'Enter' && key !== 'Backspace') return;
    var target = element(event.target);
    // A key aimed at the page itself or at one of its buttons: the page may listen for it
    // (the keypad hears digits at the document, and Enter on its keys submits the code).
    // Keys in a field do their own work, which the field's entry keeps.
    var atPage = target === document.body || target === root;
    var control = !atPage && target && !target.matches(FIELD) ? target.closest(TAPPABLE) : null;
    // A key aimed at the page is the remote's to hear (the keypad: digits, Backspace, Enter),
    // held until its part is live. Any other (Space, which scrolls the page) is the browser's.
    if (atPage && !/^([0-9]|Enter|Backspace)$/.test(key)) return;
    if ((!atPage && !control) || live(control)) return;
    // Enter and Space press a button: the browser's own press of one whose job it does.
    if (control && (key === 'Enter' || key === ' ') && nativeJob(control)) return;
    hold(event, { kind: 'key', target: control || document.body, key: key });
    // Enter and Space press a button: held, it shows as taken.
    if (control && (key === 'Enter' || key === ' ')) mark(control);
  }

  /** Sends a form as a visitor's Submit would: requestSubmit where there is one (not in iOS 15 Safari). */
  function sendForm(form, submitter) {
    var button = submitter && submitter.form === form ? submitter : null;
    if (typeof form.requestSubmit === 'function') form.requestSubmit(button);
    else if (button) button.click();
    else if (form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))) form.submit();
  }

  var listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onField],
    ['change', onField],
    ['keydown', onKey],
  ];

  function stopWatching() {
    clearTimeout(timer);
    document.removeEventListener('load', onScriptLoad, true);
    document.removeEventListener('error', onScriptError, true);
  }

  function stopListening() {
    stopWatching();
    listeners.forEach(function (listener) {
      document.removeEventListener(listener[0], listener[1], true);
    });
  }

  /**
   * The scripts did not take over the whole page: what was held is done as the browser does
   * it, and nothing is held from now on. Fields are still noted: if the scripts do arrive,
   * hydrating may reset a field, and the page puts back what was typed.
   */
  function letGo() {
    if (tookOver || !holding) return;
    holding = false;
    stopWatching();
    setState('let-go');
    // For what only works with scripts (paying by card): the page says so (takeOverPage.ts clears it).
    root.setAttribute('data-scripts', 'failed');
    var held = queue.filter(function (entry) {
      return entry.kind !== 'field';
    });
    queue = queue.filter(function (entry) {
      return entry.kind === 'field';
    });
    held.forEach(function (entry) {
      unmark(entry.target);
      if (entry.submitter) unmark(entry.submitter);
    });
    held.forEach(function (entry) {
      var target = entry.target;
      if (!target.isConnected) return;
      try {
        if (entry.kind === 'submit') sendForm(target, entry.submitter);
        else if (entry.kind === 'tap' || (isPress(entry) && target.matches(PRESSED_BY_KEYS))) target.click();
      } catch (error) {
        setTimeout(function () {
          throw error; // reported as the page's error; the rest is still let go
        });
      }
    });
  }

  function schedule() {
    if (tookOver || !holding || !paintedAt) return;
    clearTimeout(timer);
    var due = Math.min(Math.max(paintedAt, lastArrival) + QUIET_MS, paintedAt + CAP_MS);
    timer = setTimeout(letGo, Math.max(0, due - performance.now()));
  }

  function isPageScript(target) {
    return target instanceof HTMLScriptElement && target.src !== '';
  }

  // Script loads and load errors do not bubble: they are heard on their way down.
  function onScriptLoad(event) {
    if (!isPageScript(event.target)) return;
    lastArrival = performance.now();
    schedule();
  }

  function onScriptError(event) {
    if (isPageScript(event.target)) letGo();
  }

  listeners.forEach(function (listener) {
    document.addEventListener(listener[0], listener[1], true);
  });
  document.addEventListener('load', onScriptLoad, true);
  document.addEventListener('error', onScriptError, true);
  // The first frame: the clock starts when the visitor can first see (and tap) the page.
  requestAnimationFrame(function () {
    paintedAt = performance.now();
    schedule();
  });
  // A page kept for Back (bfcache) does not let go while hidden; it starts over when shown.
  window.addEventListener('pagehide', function () {
    clearTimeout(timer);
  });
  window.addEventListener('pageshow', function (event) {
    if (event.persisted) {
      paintedAt = lastArrival = performance.now();
      schedule();
    }
  });
  setState('holding');

  window.__earlyEvents = {
    /**
     * The page's scripts take over the frame. The capture still lets go on its own if the
     * rest of the page (the remote's part) is not live in time: no event waits on a remote's code for long.
     */
    claim: function () {
      if (holding) setState('replaying');
    },
    /** The page's code for its forms is here and about to take them over: hold their submits too. */
    codeArrived: function () {
      codeHere = true;
    },
    /** The whole page is live: the capture no longer lets go on its own. */
    takeOver: function () {
      tookOver = true;
      stopWatching();
    },
    /** From now on only what is aimed inside `selector` is held: the rest of the page is live. */
    holdOnly: function (selector) {
      holdingOnly = selector;
    },
    /**
     * The oldest event not yet replayed (of those `accept` takes, if given); its control no
     * longer shows as held once none of its events waits.
     */
    next: function (accept) {
      var index = 0;
      while (index < queue.length && accept && !accept(queue[index])) index += 1;
      var entry = queue.splice(index, 1)[0];
      if (entry) {
        [entry.target, entry.submitter].forEach(function (control) {
          var waiting = queue.some(function (other) {
            return other.target === control || other.submitter === control;
          });
          if (control && !waiting) unmark(control);
        });
      }
      return entry;
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
    sendForm: sendForm,
    /** The page handles its own events from now on. */
    stop: function () {
      stopListening();
      setState('done');
    },
  };
})();
