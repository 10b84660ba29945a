import { ENDPOINTS } from 'contract/endpoints';
import { followUpDetailSchema, followUpListSchema, type FollowUpDetail } from 'contract/schemas/office';
import { apiPath, officeGet, officePost } from '../../office/officeApi';

export const loadFollowUps = (query: string, signal: AbortSignal) =>
  officeGet(`${ENDPOINTS.officeFollowUps}?${new URLSearchParams(query ? { q: query } : {})}`, followUpListSchema, signal);

export const loadFollowUp = (form: string, caseId: string, signal: AbortSignal) =>
  officeGet(apiPath(ENDPOINTS.officeFollowUp, { form, caseId }), followUpDetailSchema, signal);

export const markHandled = (form: string, caseId: string, note: string): Promise<FollowUpDetail> =>
  officePost(apiPath(ENDPOINTS.officeFollowUpHandled, { form, caseId }), { note }, followUpDetailSchema);
