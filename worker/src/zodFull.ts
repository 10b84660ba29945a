// The worker's own schemas (its environment, the third parties' answers, its queries)
// use zod's full API: they never reach a browser, so the bytes zod/mini saves do not
// matter here. The site's shared schemas (contract/schemas) are zod/mini; both run on
// zod's one core, and contract/schemas/zod (imported first) configures it: jitless for
// Cloudflare Workers, English messages.
import 'contract/schemas/zod';

export { z } from 'zod';
