// zod, configured for where the site runs: without `jitless`, zod 4 probes for eval
// (`new Function`) on its first object parse, which the site's Content-Security-Policy
// and Cloudflare Workers both refuse. Every schema imports z from here.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
