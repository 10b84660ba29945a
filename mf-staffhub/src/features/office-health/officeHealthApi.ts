// GET /office/health from the worker, with the office session's cookie (an HttpOnly cookie
// on the worker's origin, so the request is credentialed; the worker's CORS for /office/*
// allows it from the site's origins).
import { ENDPOINTS } from 'contract/endpoints';
import { officeHealthSchema, type HEALTH_RANGES, type OfficeHealth } from 'contract/schemas/office';
import { workerGet } from 'shared-ui/api/worker';

export type HealthRange = (typeof HEALTH_RANGES)[number];

export const fetchOfficeHealth = (range: HealthRange, signal: AbortSignal): Promise<OfficeHealth> =>
  workerGet(`${ENDPOINTS.officeHealth}?range=${range}`, officeHealthSchema, { credentials: 'include', signal });
