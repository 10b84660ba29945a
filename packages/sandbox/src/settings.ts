// What the stand-ins accept: the same public identifiers the worker hands the browser
// (read from the same variable names, so one environment keeps both in step).
export interface SandboxSettings {
  emailjs: { publicKey: string; serviceId: string };
  /** The clock and the dice, replaceable in tests. */
  now: () => Date;
  random: () => number;
}

export interface SandboxOptions {
  emailjs?: Partial<SandboxSettings['emailjs']>;
  now?: () => Date;
  random?: () => number;
}

export const DEFAULT_SANDBOX_PORT = 8089;

export function resolveSettings(options: SandboxOptions = {}): SandboxSettings {
  return {
    emailjs: {
      publicKey: options.emailjs?.publicKey ?? 'sandbox-public-key',
      serviceId: options.emailjs?.serviceId ?? 'service_sandbox',
    },
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
  };
}

/** Options from environment variables; blank ones count as unset. */
export function optionsFromEnv(env: Readonly<Record<string, string | undefined>>): SandboxOptions {
  const set = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  return { emailjs: { publicKey: set('EMAILJS_PUBLIC_KEY'), serviceId: set('EMAILJS_SERVICE_ID') } };
}

export function portFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const value = env.SANDBOX_PORT?.trim();
  if (!value) return DEFAULT_SANDBOX_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SANDBOX_PORT must be a port number, got '${value}'`);
  return port;
}
