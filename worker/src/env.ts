// The worker's configuration, read once from environment variables (process.env on
// Node, bindings on Workers). Every default points at the local sandbox, so a bare
// `npm start` works; production sets each variable. The secrets read here (the card
// gateway's api key, the captcha secret, and the staff unlock's in src/staff/staffEnv.ts)
// stay on the worker: no route answers them.
import { z } from 'shared-ui/schemas/zod';
import {
  EMAIL_TEMPLATE_KEYS,
  type CaptchaConfig,
  type EmailConfig,
  type EmailTemplateKey,
  type PaymentConfig,
} from 'shared-ui/api/config';
import { staffEnv, staffEnvShape, type StaffEnv } from './staff/staffEnv';

export interface WorkerEnv {
  port: number;
  /** The SQLite file on Node; undefined means the package's data/worker.sqlite. */
  dbPath: string | undefined;
  siteOrigins: string[];
  email: EmailConfig;
  payments: PaymentConfig;
  captcha: CaptchaConfig;
  /** The staff unlock: passcode hash, token signing key, lifetimes and the guess limit (secret). */
  staff: StaffEnv;
  /** The card provider's gateway API (transaction lookups); its api key is a secret. */
  paymentGateway: { origin: string; apiKey: string };
  /** The captcha provider's siteverify endpoint and the secret it takes. */
  captchaVerify: { url: string; secret: string };
  /** The payment and captcha variables still at their sandbox default (src/sandboxWarning.ts). */
  sandboxSettings: SandboxSetting[];
}

export const DEFAULT_WORKER_PORT = 8087;
const DEFAULT_SANDBOX_PORT = 8089;
const DEFAULT_SITE_ORIGINS = 'http://localhost:8080,http://127.0.0.1:8080';

const upperSnake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/** 'ticketReceipt' is read from EMAILJS_TEMPLATE_TICKET_RECEIPT. */
export const templateEnvName = (key: EmailTemplateKey) => `EMAILJS_TEMPLATE_${upperSnake(key)}`;

/** 'ticketReceipt' defaults to template_ticket_receipt (the sandbox accepts any such id). */
export const defaultTemplateId = (key: EmailTemplateKey) => `template_${upperSnake(key).toLowerCase()}`;

const text = z.string().trim().min(1);
const httpUrl = z.url({ protocol: /^https?$/ });
const origin = httpUrl.transform((url) => new URL(url).origin);
const commaList = z.string().transform((list) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const templateShape = Object.fromEntries(
  EMAIL_TEMPLATE_KEYS.map((key) => [templateEnvName(key), text.default(defaultTemplateId(key))]),
);

const envSchema = z.object({
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_WORKER_PORT),
  WORKER_DB: text.optional(),
  SITE_ORIGINS: commaList.pipe(z.array(origin).min(1)).default(DEFAULT_SITE_ORIGINS.split(',')),
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_SANDBOX_PORT),
  EMAILJS_ORIGIN: origin.optional(),
  EMAILJS_PUBLIC_KEY: text.default('sandbox-public-key'),
  EMAILJS_SERVICE_ID: text.default('service_sandbox'),
  ...templateShape,
  PAYMENT_HPP_ORIGIN: origin.optional(),
  PAYMENT_MERCHANT_ID: text.optional(),
  PAYMENT_TERMINAL_ID: text.optional(),
  CAPTCHA_SCRIPT_URL: httpUrl.optional(),
  CAPTCHA_SITE_KEY: text.optional(),
  ...staffEnvShape,
  PAYMENT_GATEWAY_ORIGIN: origin.optional(),
  PAYMENT_GATEWAY_API_KEY: text.optional(),
  CAPTCHA_VERIFY_URL: httpUrl.optional(),
  CAPTCHA_SECRET: text.optional(),
});

/** The payment and captcha settings when unset: the local sandbox at `sandbox`, with its test ids and keys. */
const sandboxValues = (sandbox: string) => ({
  PAYMENT_HPP_ORIGIN: sandbox,
  PAYMENT_MERCHANT_ID: 'sandbox-merchant',
  PAYMENT_TERMINAL_ID: 'sandbox-terminal',
  PAYMENT_GATEWAY_ORIGIN: sandbox,
  PAYMENT_GATEWAY_API_KEY: 'sandbox-gateway-api-key',
  CAPTCHA_SCRIPT_URL: `${sandbox}/captcha/api.js`,
  CAPTCHA_SITE_KEY: 'sandbox-site-key',
  CAPTCHA_VERIFY_URL: `${sandbox}/captcha/siteverify`,
  CAPTCHA_SECRET: 'sandbox-captcha-secret',
});

export type SandboxSetting = keyof ReturnType<typeof sandboxValues>;

/** The variables that are set: strings that are not blank (Workers bindings also hold objects). */
function setVariables(source: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
  );
}

export function parseEnv(source: Readonly<Record<string, unknown>>): WorkerEnv {
  const result = envSchema.safeParse(setVariables(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid worker environment:\n  ${problems.join('\n  ')}`);
  }
  const vars = result.data;
  // SANDBOX_PORT moves with the site's base port (config/siteEnv.cjs), so the sandbox
  // defaults follow it rather than a fixed 8089.
  const sandboxOrigin = `http://localhost:${vars.SANDBOX_PORT}`;
  const sandbox = sandboxValues(sandboxOrigin);
  const names = Object.keys(sandbox) as SandboxSetting[];
  const setting = Object.fromEntries(names.map((name) => [name, vars[name] ?? sandbox[name]])) as Record<SandboxSetting, string>;
  const templates = Object.fromEntries(
    EMAIL_TEMPLATE_KEYS.map((key) => [key, (vars as Record<string, unknown>)[templateEnvName(key)] as string]),
  ) as Record<EmailTemplateKey, string>;

  return {
    port: vars.WORKER_PORT,
    dbPath: vars.WORKER_DB,
    siteOrigins: vars.SITE_ORIGINS,
    email: {
      origin: vars.EMAILJS_ORIGIN ?? sandboxOrigin,
      publicKey: vars.EMAILJS_PUBLIC_KEY,
      serviceId: vars.EMAILJS_SERVICE_ID,
      templates,
    },
    payments: {
      hppOrigin: setting.PAYMENT_HPP_ORIGIN,
      merchantId: setting.PAYMENT_MERCHANT_ID,
      terminalId: setting.PAYMENT_TERMINAL_ID,
    },
    captcha: {
      scriptUrl: setting.CAPTCHA_SCRIPT_URL,
      siteKey: setting.CAPTCHA_SITE_KEY,
    },
    staff: staffEnv(vars, vars.SITE_ORIGINS),
    paymentGateway: {
      origin: setting.PAYMENT_GATEWAY_ORIGIN,
      apiKey: setting.PAYMENT_GATEWAY_API_KEY,
    },
    captchaVerify: {
      url: setting.CAPTCHA_VERIFY_URL,
      secret: setting.CAPTCHA_SECRET,
    },
    sandboxSettings: names.filter((name) => setting[name] === sandbox[name]),
  };
}
