// How the follow-ups pages name a form, an email's delivery and who handled a case.
import type { FollowUpForm, FollowUpSummary } from 'contract/schemas/office';
import { officeTime } from '../../office/officeTime';

export const FORM_NAMES: Record<FollowUpForm, string> = {
  ticket: 'Support ticket',
  lead: 'Quote request',
  application: 'Job application',
  lan: 'Network form',
  booking: 'Consultation',
};

/** The delivery state as words: an unconfirmed one is never told by colour alone. */
export const DELIVERY_TEXTS: Record<FollowUpSummary['delivery'], string> = {
  delivered: 'Email confirmed',
  pending: 'Email not confirmed yet',
  failed: 'Email not confirmed: sending failed',
};

export const isUnconfirmed = (item: Pick<FollowUpSummary, 'delivery'>) => item.delivery !== 'delivered';

export const handledText = (handled: FollowUpSummary['handled']) =>
  handled ? `Handled by ${handled.by}, ${officeTime(handled.at)}` : 'Not handled yet';

/** Said where the worker searched only the period's newest follow-ups, so a miss is not taken for none. */
export const searchedNewestText = (count: number) => `Only the newest ${count.toLocaleString('en-US')} follow-ups were searched: an older one may match too.`;
