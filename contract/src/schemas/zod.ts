// zod, configured for where the site runs. Every schema imports z from here.
// - zod/mini, not zod: its functions are imported one by one (zodParts.ts), so a form page
//   carries only the parts its schemas use, not all of zod (#31).
// - `jitless`: without it zod 4 probes for eval (`new Function`) on its first object parse,
//   which the site's Content-Security-Policy and Cloudflare Workers both refuse. It is read
//   when an object schema is made, so it is set here, before any schema exists.
// - English messages: zod/mini loads no locale, and a rule without a message of its own
//   would say only "Invalid input"; with `en` it says what zod always said here.
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config({ jitless: true, ...en() });

export * as z from 'contract/schemas/zodParts';
