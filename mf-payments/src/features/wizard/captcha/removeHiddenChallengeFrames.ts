// reCAPTCHA leaves its challenge frame ('recaptcha challenge expires in two minutes')
// in a hidden holder at the end of <body>; the spec removes it once the visitor is
// verified, so nothing of the captcha stays behind on the page.
const CHALLENGE_FRAME = 'iframe[title^="recaptcha challenge"]';

export function removeHiddenChallengeFrames(doc: Document = document) {
  for (const frame of doc.querySelectorAll(CHALLENGE_FRAME)) {
    let holder: Element = frame;
    while (holder.parentElement && holder.parentElement !== doc.body) holder = holder.parentElement;
    if (holder.parentElement !== doc.body) continue;
    const view = doc.defaultView;
    const hidden = view ? view.getComputedStyle(holder).visibility === 'hidden' : false;
    if (hidden) holder.remove();
  }
}
