import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { listChangelog } from './list-changelog.ts';

export const changelogRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await listChangelog(c.var.deps.db)),
);
