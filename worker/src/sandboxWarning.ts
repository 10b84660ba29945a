// A worker that serves a real site must not take payments through the development
// sandbox: its card page charges nobody, its gateway confirms what it made up, and its
// captcha lets anyone through. Start-up names the variables still to set.
import type { WorkerEnv } from './env';
import { isLoopbackOrigin } from './http/loopback';

/** The warning to print, or null when the site is served from this machine or nothing is left at a sandbox default. */
export function sandboxSettingsWarning(env: Pick<WorkerEnv, 'siteOrigins' | 'sandboxSettings'>): string | null {
  const publicOrigins = env.siteOrigins.filter((origin) => !isLoopbackOrigin(origin));
  if (publicOrigins.length === 0 || env.sandboxSettings.length === 0) return null;
  return (
    `worker: WARNING: ${publicOrigins.join(', ')} would take payments and captchas through the development sandbox; ` +
    `set ${env.sandboxSettings.join(', ')} to the live providers' values.`
  );
}
