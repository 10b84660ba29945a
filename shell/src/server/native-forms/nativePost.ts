// A public form posted without scripts (turned off, or failed to load), answered by the
// composer with the same contract the scripted form keeps: the page's form read as its
// schema's body and sent on to the worker (POST /native-submissions/:form, with the
// secret the two share and the visitor's address), which validates it with the same
// schema, holds the same limits, honeypot and fill time, journals it and sends its
// emails. Accepted: 303 to /confirmation?case=<id>. Refused: the page again, its form
// drawn by the form's own component with what was typed and the schema's messages (400),
// or the wait and the phone number (429), without scripts, never kept by any cache.
import { ENDPOINTS, pathTo } from 'contract/endpoints';
import { company } from 'contract/company/company';
import { VISITOR_ADDRESS_HEADER } from 'credentials/composerSecret';
import { sitePath } from 'site/sitePath';
import { confirmationAddress } from 'shared-ui/routing/confirmation';
import { waitAlert } from 'shared-ui/forms/waitMessage';
import { FORM_NAME_FIELD, FORM_OPENED_FIELD } from 'shared-ui/forms/nativePost';
import type { FormRefusal, RefusalIssue } from 'shared-ui/forms/formRefusal';
import { isPublicFormName } from 'contract/emails/formEmails';
import { isBookingFormName, type BookingFormName } from 'contract/schemas/bookingPages';
import type { Page } from '../composer';
import { RETRY_AFTER_SECONDS } from '../composerDeadline';
import { formBody } from './formBody';
import { formOpenedAt, formStamp } from './formStamp';
import { drawsForm, hasStampField, withStamp } from './formMarkers';
import { redrawnValues } from './redrawnValues';
import { withoutScripts } from './withoutScripts';
import { answerBookingPost, BOOKING_FORM_PAGES } from '../booking/bookingPosts';
import { bookingWorker } from '../booking/bookingWorker';

export interface NativeForms {
  /** COMPOSER_SECRET (credentials/src/composerSecret.js): presented to the worker, and the stamps' key. */
  secret: string;
  /** Calls to the worker; tests replace it. */
  fetch?: typeof fetch;
  now?: () => number;
  /** How long the worker may take to answer a post (tests shorten it). */
  workerDeadlineMs?: number;
}

export interface NativePost {
  request: Request;
  /** The visitor's address as the runtime saw it (Node: the socket, behind TRUSTED_CLIENT_IP_HEADER its last entry; Workers: CF-Connecting-IP). */
  visitorAddress: string | undefined;
  /** The worker's origin, from the manifest. */
  workerUrl: string;
  /** The site's own origins: a post from any other page is refused. */
  origins: readonly string[];
  /** The page as a GET of the same address draws it; with a refusal, drawn for it (its form drawn by the remote with the refusal as its input). */
  page: (refusal?: FormRefusal) => Promise<Page>;
}

/** The largest form body read: the longest form (an application) is a few KB. */
const MAX_BODY_BYTES = 64 * 1024;
/** The worker sends the form's emails before it answers, each within 10 s. */
const WORKER_DEADLINE_MS = 30_000;

export const UNAVAILABLE_ALERT = `We could not send your form just now. What you typed is still here: please send it again in a moment, or call us at ${company.phone.display}.`;

const plain = (status: number, text: string): Page => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  html: text,
});

/** Back to the page posted from, or to / where its address is not a path of this site (`//evil.example/x`). */
const back = (url: URL): Page => ({ status: 303, headers: { Location: sitePath(`${url.pathname}${url.search}`), 'Cache-Control': 'no-store' }, html: null });

/** A post from the site's own pages: the browser's Origin, else its Sec-Fetch-Site. */
function sameOrigin(request: Request, origins: readonly string[]): boolean {
  const origin = request.headers.get('Origin');
  if (origin) return origins.includes(origin);
  return request.headers.get('Sec-Fetch-Site') === 'same-origin';
}

interface WorkerAnswer {
  status: number;
  body: { caseId?: string; issues?: RefusalIssue[]; retryAfterSeconds?: number; error?: string };
}

export function createNativePosts({ secret, fetch: send = (input, init) => fetch(input, init), now = Date.now, workerDeadlineMs = WORKER_DEADLINE_MS }: NativeForms) {
  async function sendOn(workerUrl: string, form: string, body: Record<string, unknown>, visitor: string, pathname: string): Promise<WorkerAnswer | undefined> {
    const started = Date.now();
    try {
      const response = await send(`${workerUrl}${pathTo(ENDPOINTS.nativeSubmission, { form })}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}`, [VISITOR_ADDRESS_HEADER]: visitor },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(workerDeadlineMs),
      });
      return { status: response.status, body: (await response.json().catch(() => ({}))) as WorkerAnswer['body'] };
    } catch (error) {
      console.error(`POST ${pathname}: the ${form} form posted without scripts could not reach the worker after ${Date.now() - started} ms: ${String(error)}`);
      return undefined;
    }
  }

  /** A page as it leaves: its form, if it has one, stamped with the time it was sent. */
  async function stamped(page: Page): Promise<Page> {
    if (!page.html || !hasStampField(page.html)) return page;
    const html = withStamp(page.html, await formStamp(secret, now()));
    // A page kept by no one (a booking link's) stays so.
    const cache = page.headers['Cache-Control']?.includes('no-store') ? page.headers['Cache-Control'] : 'private, no-cache';
    return { ...page, html, perVisitor: true, headers: { ...page.headers, 'Cache-Control': cache } };
  }

  async function answerPost({ request, visitorAddress, workerUrl, origins, page }: NativePost): Promise<Page> {
    const url = new URL(request.url);
    if (!sameOrigin(request, origins)) return plain(403, 'Forms are accepted from this site’s own pages only.');
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('Content-Type') ?? '')) return back(url);
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return plain(413, 'This form is larger than any of ours.');

    const posted = new URLSearchParams(text);
    const form = posted.get(FORM_NAME_FIELD) ?? '';
    if (isBookingFormName(form)) return answerBooking({ request, visitorAddress, workerUrl, page }, url, form, posted);
    const drawn = isPublicFormName(form) ? await page() : undefined;
    // Not one of the public forms, or not the one this page draws (or its page is unavailable): back to the page, as before.
    if (!isPublicFormName(form) || drawn?.status !== 200 || !drawn.html || !drawsForm(drawn.html, form)) return back(url);

    const { filledInMs, stamp } = await fillTime(posted, now());
    const answer = await sendOn(workerUrl, form, formBody(form, posted, filledInMs), visitorAddress ?? 'unknown', url.pathname);

    if (answer?.status === 201 && answer.body.caseId) {
      return { status: 303, headers: { Location: sitePath(confirmationAddress(answer.body.caseId)), 'Cache-Control': 'no-store' }, html: null };
    }
    const refusal =
      answer?.status === 400 && answer.body.issues
        ? { status: 400, issues: answer.body.issues }
        : answer?.status === 429
          ? { status: 429, alert: waitAlert(answer.body.retryAfterSeconds ?? 60), retryAfter: answer.body.retryAfterSeconds }
          : { status: 503, alert: UNAVAILABLE_ALERT, retryAfter: RETRY_AFTER_SECONDS };
    if (answer && refusal.status === 503) console.error(`the worker answered a ${form} form posted without scripts with ${answer.status}: ${answer.body.error ?? ''}`);
    const { issues, alert } = refusal as { issues?: RefusalIssue[]; alert?: string };
    const refused = await page({ form, values: redrawnValues(form, posted), issues, alert, stamp });
    const html = refused.html && withoutScripts(refused.html);
    const headers: Record<string, string> = { ...refused.headers, 'Cache-Control': 'no-store' };
    if ('retryAfter' in refusal && refusal.retryAfter !== undefined) headers['Retry-After'] = String(refusal.retryAfter);
    return { status: refusal.status, headers, html, perVisitor: true };
  }

  /** The fill time and the stamp a redrawn form carries on. No valid stamp counts as just opened: the worker asks to wait, and the redrawn form carries a fresh one. */
  async function fillTime(posted: URLSearchParams, at: number) {
    const opened = await formOpenedAt(secret, posted.get(FORM_OPENED_FIELD), at);
    return opened === undefined ? { filledInMs: 0, stamp: await formStamp(secret, at) } : { filledInMs: at - opened, stamp: posted.get(FORM_OPENED_FIELD)! };
  }

  /** The booking's forms (../booking/), each answered at its own page only. */
  async function answerBooking({ visitorAddress, workerUrl, page }: Omit<NativePost, 'origins'>, url: URL, form: BookingFormName, posted: URLSearchParams): Promise<Page> {
    if (url.pathname !== BOOKING_FORM_PAGES[form]) return back(url);
    const worker = bookingWorker({ workerUrl, secret, fetch: send, visitorAddress, deadlineMs: workerDeadlineMs });
    const answer = await answerBookingPost({ form, posted, values: redrawnValues(form, posted), worker, ...(await fillTime(posted, now())) });
    if ('location' in answer) return { status: 303, headers: { Location: sitePath(answer.location), 'Cache-Control': 'no-store' }, html: null };
    const refused = await page(answer.refusal);
    return { status: answer.status, headers: { ...refused.headers, 'Cache-Control': 'no-store' }, html: refused.html && withoutScripts(refused.html), perVisitor: true };
  }

  /** The worker's booking endpoints for a booking page's GET (../booking/bookingContexts.ts): reads only, within the page's own deadline. */
  const bookingReads = (workerUrl: string, readDeadlineMs: number) => bookingWorker({ workerUrl, secret, fetch: send, visitorAddress: undefined, deadlineMs: readDeadlineMs });

  return { answerPost, stamped, bookingReads, workerDeadlineMs };
}

export type NativePosts = ReturnType<typeof createNativePosts>;
