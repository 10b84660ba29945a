// The quiet defences of a public form, sent with its values: a honeypot field that
// people never see (so never fill) and bots that fill every input do, and how long the
// form was open before it was sent (the browser's own clock, so no clock skew), since
// no person types a support ticket in two seconds. Both are cheap for a bot that knows
// them to get right; they turn away the ones that do not, with no puzzle for people.
import { z } from 'contract/schemas/zod';

export const HONEYPOT_FIELD = 'website';
export const FILL_TIME_FIELD = 'filledInMs';

export const botSignalsShape = {
  /** Whatever a bot put there is accepted here: the worker decides what a filled one means. */
  [HONEYPOT_FIELD]: z._default(z.string().check(z.maxLength(2000)), ''),
  [FILL_TIME_FIELD]: z.number().check(z.int(), z.gte(0)),
};

export type BotSignals = { [HONEYPOT_FIELD]: string; [FILL_TIME_FIELD]: number };
