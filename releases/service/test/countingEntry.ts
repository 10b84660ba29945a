// The service's entry with its store bindings counted: every call that reads R2 or D1
// adds one, and GET /__test/reads answers the count. Only the tests bundle this file.
import type { ExecutionContext } from '@cloudflare/workers-types/latest';
import service from '../src/index';
import type { Env } from '../src/env';

let reads = 0;

function counted<T extends object>(binding: T, methods: string[]): T {
  return new Proxy(binding, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (methods.includes(String(property))) reads++;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    if (new URL(request.url).pathname === '/__test/reads') return Response.json({ reads });
    const countedEnv = { ...env, RELEASES: counted(env.RELEASES, ['get', 'head', 'list']), DB: counted(env.DB, ['prepare', 'batch', 'exec']) };
    return service.fetch(request, countedEnv, ctx);
  },
};
