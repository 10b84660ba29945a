// GET /hub/topics, /hub/topics/:slug and /hub/images/:id: the staff knowledge hub's
// content, for holders of an unexpired unlock token only (Authorization: Bearer). A
// missing, expired or forged token gets 401 and nothing of the content.
import { Hono, type MiddlewareHandler } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import type { HubTopicList } from 'contract/schemas/hubContent';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { hubImage } from '../hub/images';
import { hubTopic, HUB_TOPIC_CONTENT } from '../hub/content';
import { requireUnlockToken } from '../staff/requireStaff';

export function hubRoutes({ env, now }: WorkerDeps): Hono {
  const routes = new Hono();

  const staffOnly: MiddlewareHandler = async (c, next) => {
    await requireUnlockToken(c, { env, now });
    await next();
    // Staff content is for this browser only: never kept by a shared cache.
    c.header('Cache-Control', 'private, no-store');
  };

  routes.get(ENDPOINTS.hubTopics, staffOnly, (c) => {
    const list: HubTopicList = {
      topics: HUB_TOPIC_CONTENT.map(({ key, title, summary, sections }) => ({ key, title, summary, sectionCount: sections.length })),
    };
    return c.json(list);
  });

  routes.get(ENDPOINTS.hubTopic, staffOnly, (c) => {
    const topic = hubTopic(c.req.param('slug'));
    if (!topic) throw new ApiError(404, 'No such topic');
    return c.json(topic);
  });

  routes.get(ENDPOINTS.hubImage, staffOnly, (c) => {
    const svg = hubImage(c.req.param('id'));
    if (!svg) throw new ApiError(404, 'No such image');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });

  return routes;
}
