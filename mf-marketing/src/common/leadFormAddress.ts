// The lead form's address with the interest a visitor came for (#33): the buttons that
// lead to the form say it (/opportunity?interest=home-theater), the form preselects it.
import type { LeadInterest } from 'contract/schemas/lead';
import { PATHS } from '../paths';

export const INTEREST_PARAM = 'interest';

export const leadFormFor = (interest: LeadInterest) => `${PATHS.opportunity}?${INTEREST_PARAM}=${interest}`;
