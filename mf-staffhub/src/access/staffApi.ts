// Requests for staff content and staff forms: the unlock token goes along as a Bearer
// token. The worker answers 401 to a missing, expired or forged token; the stored
// unlock is then removed and the caller sends the visitor back to the keypad.
import type { z } from 'contract/schemas/zod';
import { WorkerError, workerGet, workerUrl } from 'shared-ui/api/worker';
import { clearUnlock, readUnlock } from './unlockStore';

export class UnlockRefusedError extends Error {
  constructor() {
    super('the worker refused the unlock token');
    this.name = 'UnlockRefusedError';
  }
}

function bearer(): string {
  const unlock = readUnlock();
  if (!unlock) throw new UnlockRefusedError();
  return `Bearer ${unlock.token}`;
}

function refused(): never {
  clearUnlock();
  throw new UnlockRefusedError();
}

/**
 * Runs a worker request given the unlock's Authorization header. A 401 (a WorkerError)
 * forgets the unlock and becomes an UnlockRefusedError; anything else passes through.
 */
export async function withUnlockToken<T>(request: (authorization: string) => Promise<T>): Promise<T> {
  try {
    return await request(bearer());
  } catch (error) {
    if (error instanceof WorkerError && error.status === 401) refused();
    throw error;
  }
}

export const staffGet = <T>(path: string, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T> =>
  withUnlockToken((authorization) => workerGet(path, schema, { headers: { Authorization: authorization }, signal }));

export async function staffGetBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(workerUrl(path), { headers: { Authorization: bearer() }, signal });
  if (response.status === 401) refused();
  if (!response.ok) throw new WorkerError(response.status, undefined);
  return response.blob();
}
