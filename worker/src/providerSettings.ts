// The payment and captcha settings, and where development defaults may stand in for
// them. The sandbox's values (its card page, its gateway that confirms what it made up,
// its captcha that lets anyone through) are used for unset variables only where
// ALLOW_DEV_DEFAULTS=1 says so (npm start, the tests, the benchmark), and that is
// refused for a site with a public origin. A worker serving a public site refuses to
// start while any setting still points at the sandbox; one without the settings and
// without ALLOW_DEV_DEFAULTS has online payments switched off until they are set.
import { isLoopbackOrigin } from './http/loopback';

/** The payment and captcha settings when unset: the local sandbox at `sandbox`, with its test ids and keys. */
export const sandboxValues = (sandbox: string) => ({
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

export type ProviderSetting = keyof ReturnType<typeof sandboxValues>;

export interface ProviderSettings {
  /** Every setting, '' where it is missing. */
  values: Record<ProviderSetting, string>;
  /** The settings neither set nor allowed a development default: payments are off while there are any. */
  missing: ProviderSetting[];
}

const pointsAtThisMachine = (value: string) => {
  try {
    return isLoopbackOrigin(new URL(value).origin);
  } catch {
    return false;
  }
};

/**
 * Resolves the settings, or throws (naming variables, never their values) for a
 * configuration that would let development defaults reach a public site.
 */
export function providerSettings(
  set: Partial<Record<ProviderSetting, string>>,
  { siteOrigins, sandboxOrigin, allowDevDefaults }: { siteOrigins: readonly string[]; sandboxOrigin: string; allowDevDefaults: boolean },
): ProviderSettings {
  const publicOrigins = siteOrigins.filter((origin) => !isLoopbackOrigin(origin));
  if (allowDevDefaults && publicOrigins.length > 0) {
    throw new Error(`ALLOW_DEV_DEFAULTS is for a site served from this machine only; SITE_ORIGINS names ${publicOrigins.join(', ')}`);
  }
  const sandbox = sandboxValues(sandboxOrigin);
  const names = Object.keys(sandbox) as ProviderSetting[];
  const values = Object.fromEntries(names.map((name) => [name, set[name] ?? (allowDevDefaults ? sandbox[name] : '')])) as Record<
    ProviderSetting,
    string
  >;
  const atSandbox = names.filter((name) => values[name] === sandbox[name] || pointsAtThisMachine(values[name]));
  if (publicOrigins.length > 0 && atSandbox.length > 0) {
    throw new Error(
      `${publicOrigins.join(', ')} would take payments and captchas through the development sandbox; ` +
        `set ${atSandbox.join(', ')} to the live providers' values`,
    );
  }
  return { values, missing: names.filter((name) => values[name] === '') };
}
