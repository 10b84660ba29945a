// The interest a visitor came with, from the lead form's address: one of the contract's, or none.
import { isLeadInterest, type LeadInterest } from 'contract/schemas/lead';
import { INTEREST_PARAM } from '../../common/leadFormAddress';

export const interestFrom = (search: URLSearchParams): LeadInterest | undefined => {
  const value = search.get(INTEREST_PARAM);
  return isLeadInterest(value) ? value : undefined;
};
