// GET /health: the process answers and its database holds the journal's schema.
import { Hono } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { MIGRATIONS_TABLE } from '../db/migrations';
import type { WorkerDeps } from '../deps';

export function healthRoutes({ db }: WorkerDeps): Hono {
  const routes = new Hono();
  routes.get(ENDPOINTS.health, async (c) => {
    try {
      const latest = await db.first<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id DESC LIMIT 1`);
      if (!latest) throw new Error('no migration applied');
      return c.json({ ok: true, db: 'ok', migration: latest.name });
    } catch (error) {
      console.error('worker: health check failed', error);
      return c.json({ ok: false, db: 'unavailable', error: 'The database is unavailable' }, 503);
    }
  });
  return routes;
}
