// What the stand-ins accept: the same public identifiers the worker hands the browser
// (read from the same variable names, so one environment keeps both in step).
import { DEFAULT_PORTS } from 'site/ports';

export interface SandboxSettings {
  /** The private key (accessToken) is what the worker's own sends (payment receipts) carry. */
  emailjs: { publicKey: string; serviceId: string; privateKey: string };
  /** The hosted payment page's merchant and terminal, and the gateway API key. */
  clearent: { merchantId: string; terminalId: string; apiKey: string; serviceFeePercent: number };
  captcha: { siteKey: string; secret: string };
  /** The clock and the dice, replaceable in tests. */
  now: () => Date;
  random: () => number;
}

export interface SandboxOptions {
  emailjs?: Partial<SandboxSettings['emailjs']>;
  clearent?: Partial<SandboxSettings['clearent']>;
  captcha?: Partial<SandboxSettings['captcha']>;
  now?: () => Date;
  random?: () => number;
}

export const DEFAULT_SANDBOX_PORT = DEFAULT_PORTS.sandbox;

export function resolveSettings(options: SandboxOptions = {}): SandboxSettings {
  return {
    emailjs: {
      publicKey: options.emailjs?.publicKey ?? 'sandbox-public-key',
      serviceId: options.emailjs?.serviceId ?? 'service_sandbox',
      privateKey: options.emailjs?.privateKey ?? 'sandbox-private-key',
    },
    clearent: {
      merchantId: options.clearent?.merchantId ?? 'sandbox-merchant',
      terminalId: options.clearent?.terminalId ?? 'sandbox-terminal',
      apiKey: options.clearent?.apiKey ?? 'sandbox-gateway-api-key',
      // The terminal's service-fee setting: the site's credit surcharge.
      serviceFeePercent: options.clearent?.serviceFeePercent ?? 3,
    },
    captcha: {
      siteKey: options.captcha?.siteKey ?? 'sandbox-site-key',
      secret: options.captcha?.secret ?? 'sandbox-captcha-secret',
    },
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
  };
}

/** Options from environment variables; blank ones count as unset. */
export function optionsFromEnv(env: Readonly<Record<string, string | undefined>>): SandboxOptions {
  const set = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  return {
    emailjs: { publicKey: set('EMAILJS_PUBLIC_KEY'), serviceId: set('EMAILJS_SERVICE_ID'), privateKey: set('EMAILJS_PRIVATE_KEY') },
    clearent: {
      merchantId: set('PAYMENT_MERCHANT_ID'),
      terminalId: set('PAYMENT_TERMINAL_ID'),
      apiKey: set('PAYMENT_GATEWAY_API_KEY'),
    },
    captcha: { siteKey: set('CAPTCHA_SITE_KEY'), secret: set('CAPTCHA_SECRET') },
  };
}

export function portFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const value = env.SANDBOX_PORT?.trim();
  if (!value) return DEFAULT_SANDBOX_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SANDBOX_PORT must be a port number, got '${value}'`);
  return port;
}
