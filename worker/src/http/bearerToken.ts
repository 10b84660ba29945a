import type { Context } from 'hono';

/** The token of an `Authorization: Bearer <token>` header, if the request carries one. */
export const bearerToken = (c: Context): string | undefined => /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
