// The worker's configuration, read once from environment variables (process.env on
// Node, bindings on Workers). The payment, captcha and staff unlock settings default to
// the local sandbox and the documented development secrets only with ALLOW_DEV_DEFAULTS=1
// (npm start and the tests set it; src/providerSettings.ts); production sets each
// variable. The secrets read here (the card gateway's api key, the captcha secret, the
// EmailJS private key, and the staff unlock's in src/staff/staffEnv.ts) stay on the
// worker: no route answers them.
import { composerSecretFrom } from 'credentials/composerSecret';
import { DEFAULT_PORTS, localSiteOrigins } from 'site/ports';
import { fieldGrantKeysFrom, type FieldGrantKeys } from 'credentials/fieldGrant';
import { fieldHealthKeyFrom } from 'credentials/fieldHealthKey';
import { z } from './zodFull';
import {
  EMAIL_TEMPLATE_KEYS,
  type CaptchaConfig,
  type EmailConfig,
  type EmailTemplateKey,
  type PaymentConfig,
} from 'contract/schemas/config';
import { limitsEnv, limitsEnvShape, type LimitsEnv } from './limits/limitsEnv';
import { officeEnv, officeEnvShape, type OfficeEnv } from './office/officeSettings';
import { bookingEnv, bookingEnvShape, type BookingEnv } from './booking/bookingEnv';
import { providerSettings, type ProviderSetting } from './providerSettings';
import { staffEnv, staffEnvShape, type StaffEnv } from './staff/staffEnv';

export interface WorkerEnv {
  port: number;
  /** The address the Node server listens on. */
  host: string;
  /** The SQLite file on Node; undefined means the per-user default (src/nodePaths.ts). */
  dbPath: string | undefined;
  /** The field reports' own SQLite file on Node; undefined means beside the journal's (src/nodePaths.ts). */
  fieldDbPath: string | undefined;
  /**
   * The key the composer signs each page's field grant with (credentials/src/fieldGrant.js, a
   * secret): without one, field reports are not counted (every batch is refused).
   */
  /** FIELD_GRANT_KEY, and after a rotation the key before it for a grant's lifetime (credentials/src/fieldGrant.js). */
  fieldGrantKeys: FieldGrantKeys | undefined;
  /** The credential of GET /field-health (credentials/src/fieldHealthKey.js, a secret): without one, no one reads it. */
  fieldHealthKey: string | undefined;
  siteOrigins: string[];
  /**
   * The secret the composer presents when it sends on a form posted without scripts
   * (credentials/src/composerSecret.js); undefined switches those posts off (503).
   */
  composerSecret: string | undefined;
  email: EmailConfig;
  /**
   * Payment receipts, which the worker emails itself through EmailJS's REST API: the
   * template, and the account's private key (a secret; '' switches receipts off).
   */
  receipts: { templateId: string; privateKey: string };
  payments: PaymentConfig;
  captcha: CaptchaConfig;
  /** The staff unlock: passcode hash, token signing key, lifetimes and the guess limit (secret). */
  staff: StaffEnv;
  /** The card provider's gateway API (transaction lookups); its api key is a secret. */
  paymentGateway: { origin: string; apiKey: string };
  /** The captcha provider's siteverify endpoint and the secret it takes. */
  captchaVerify: { url: string; secret: string };
  /** The payment and captcha variables missing: online payments answer 503 until they are set. */
  missingPaymentSettings: ProviderSetting[];
  /**
   * A request header holding the client's address, set by a reverse proxy the worker
   * trusts (e.g. X-Real-IP). Unset: the connection's address on Node, CF-Connecting-IP
   * on Workers. Client-sent headers such as X-Forwarded-For are never trusted by default.
   */
  clientIpHeader: string | undefined;
  /** The abuse limits of the public endpoints (src/limits/limitsEnv.ts). */
  limits: LimitsEnv;
  /** The office's passkey sign-in (src/office/officeSettings.ts). */
  office: OfficeEnv;
  /** Booking a consultation: the links' key (a secret) and the emails' templates (src/booking/bookingEnv.ts). */
  booking: BookingEnv;
  /** How long a delivered home-network submission keeps its Wi-Fi passwords. */
  wifiPasswordRetentionMs: number;
  /** How long the browser's raw field reports are kept (their counts per minute are kept 90 days). */
  fieldReportRetentionMs: number;
}

export const DEFAULT_WORKER_PORT = DEFAULT_PORTS.worker;
const DEFAULT_SANDBOX_PORT = DEFAULT_PORTS.sandbox;
const DEFAULT_SITE_ORIGINS = localSiteOrigins(DEFAULT_PORTS.shell).join(',');

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

const devDefaultsFlag = z.enum(['0', '1', 'false', 'true']).transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  ALLOW_DEV_DEFAULTS: devDefaultsFlag.default(false),
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_WORKER_PORT),
  LISTEN_HOST: text.default('127.0.0.1'),
  WORKER_DB: text.optional(),
  FIELD_DB: text.optional(),
  SITE_ORIGINS: commaList.pipe(z.array(origin).min(1)).default(DEFAULT_SITE_ORIGINS.split(',')),
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_SANDBOX_PORT),
  EMAILJS_ORIGIN: origin.optional(),
  EMAILJS_PUBLIC_KEY: text.default('sandbox-public-key'),
  EMAILJS_SERVICE_ID: text.default('service_sandbox'),
  ...templateShape,
  EMAILJS_TEMPLATE_PAYMENT_RECEIPT: text.default('template_payment_receipt'),
  EMAILJS_PRIVATE_KEY: text.optional(),
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
  COMPOSER_SECRET: text.optional(),
  TRUSTED_CLIENT_IP_HEADER: z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a header name').optional(),
  ...limitsEnvShape,
  ...officeEnvShape,
  ...bookingEnvShape,
  WIFI_PASSWORD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  FIELD_REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(30).default(3),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sandbox's EmailJS private key, taken for an unset EMAILJS_PRIVATE_KEY under ALLOW_DEV_DEFAULTS only. */
const SANDBOX_EMAILJS_PRIVATE_KEY = 'sandbox-private-key';

const invalidEnvironment = (problems: string[]) => new Error(`Invalid worker environment:\n  ${problems.join('\n  ')}`);

/** The variables that are set: strings that are not blank (Workers bindings also hold objects). */
function setVariables(source: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
  );
}

export function parseEnv(source: Readonly<Record<string, unknown>>): WorkerEnv {
  const result = envSchema.safeParse(setVariables(source));
  if (!result.success) {
    throw invalidEnvironment(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = result.data;
  // SANDBOX_PORT moves with the site's base port (site/src/localSite.js), so the sandbox
  // defaults follow it rather than a fixed 8089.
  const sandboxOrigin = `http://localhost:${vars.SANDBOX_PORT}`;
  let providers: ReturnType<typeof providerSettings>;
  try {
    providers = providerSettings(vars, { siteOrigins: vars.SITE_ORIGINS, sandboxOrigin, allowDevDefaults: vars.ALLOW_DEV_DEFAULTS });
  } catch (error) {
    throw invalidEnvironment([(error as Error).message]);
  }
  const setting = providers.values;
  let fieldKeys: { grant: FieldGrantKeys | undefined; health: string | undefined };
  let composerSecret: string | undefined;
  try {
    fieldKeys = { grant: fieldGrantKeysFrom(source), health: fieldHealthKeyFrom(source) };
    composerSecret = composerSecretFrom({ COMPOSER_SECRET: vars.COMPOSER_SECRET, ALLOW_DEV_DEFAULTS: vars.ALLOW_DEV_DEFAULTS });
  } catch (error) {
    throw invalidEnvironment([(error as Error).message]);
  }
  let booking: BookingEnv;
  try {
    booking = bookingEnv(vars, source);
  } catch (error) {
    throw invalidEnvironment([(error as Error).message]);
  }
  const templates = Object.fromEntries(
    EMAIL_TEMPLATE_KEYS.map((key) => [key, (vars as Record<string, unknown>)[templateEnvName(key)] as string]),
  ) as Record<EmailTemplateKey, string>;

  return {
    port: vars.WORKER_PORT,
    host: vars.LISTEN_HOST,
    dbPath: vars.WORKER_DB,
    fieldDbPath: vars.FIELD_DB,
    fieldGrantKeys: fieldKeys.grant,
    fieldHealthKey: fieldKeys.health,
    siteOrigins: vars.SITE_ORIGINS,
    composerSecret,
    email: {
      origin: vars.EMAILJS_ORIGIN ?? sandboxOrigin,
      publicKey: vars.EMAILJS_PUBLIC_KEY,
      serviceId: vars.EMAILJS_SERVICE_ID,
      templates,
    },
    receipts: {
      templateId: vars.EMAILJS_TEMPLATE_PAYMENT_RECEIPT,
      privateKey: vars.EMAILJS_PRIVATE_KEY ?? (vars.ALLOW_DEV_DEFAULTS ? SANDBOX_EMAILJS_PRIVATE_KEY : ''),
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
    staff: staffEnv(vars, vars.ALLOW_DEV_DEFAULTS),
    paymentGateway: {
      origin: setting.PAYMENT_GATEWAY_ORIGIN,
      apiKey: setting.PAYMENT_GATEWAY_API_KEY,
    },
    captchaVerify: {
      url: setting.CAPTCHA_VERIFY_URL,
      secret: setting.CAPTCHA_SECRET,
    },
    missingPaymentSettings: providers.missing,
    clientIpHeader: vars.TRUSTED_CLIENT_IP_HEADER,
    limits: limitsEnv(vars),
    office: officeEnv(vars),
    booking,
    wifiPasswordRetentionMs: vars.WIFI_PASSWORD_RETENTION_DAYS * DAY_MS,
    fieldReportRetentionMs: vars.FIELD_REPORT_RETENTION_DAYS * DAY_MS,
  };
}
