import { Hono } from 'hono';
import {
  generateRequestSchema,
  modifyRequestSchema,
  pageVariationsRequestSchema,
} from '../../../shared/api/generation.ts';
import { elementModifyBodySchema } from '../../../shared/api/pages.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { readJson } from '../../lib/json-body.ts';
import { parsePageId } from '../../lib/page-ownership.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { eventStream } from '../../lib/sse.ts';
// The pages' id rule, so /:id/modify accepts exactly the ids every other page route accepts
// (it used to take '007' for 7 where the rest answer 400).
import { prepareGeneration } from './generate-page.ts';
import { modifyElement } from './modify-element.ts';
import { prepareModification } from './modify-page.ts';
import { preparePageVariations } from './vary-page.ts';

export const generationRoutes = new Hono<AppEnv>()
  .post('/ai-chat-generate', async (c) => {
    const user = requireUser(c);
    const request = await readJson(c, generateRequestSchema);
    const origin = requestOrigin(c, c.var.deps.config.TRUST_PROXY);
    const job = await prepareGeneration(c.var.deps, { user, request, origin });
    return eventStream(c, { heartbeatMs: c.var.deps.ai.heartbeatMs, logger: c.var.deps.logger }, job.run);
  })
  .post('/ai-chat-modify', async (c) => {
    const user = requireUser(c);
    const request = await readJson(c, modifyRequestSchema);
    const job = await prepareModification(c.var.deps, { user, request });
    return eventStream(c, { heartbeatMs: c.var.deps.ai.heartbeatMs, logger: c.var.deps.logger }, job.run);
  })
  .post('/landing-pages/:id/variations', async (c) => {
    const user = requireUser(c);
    const pageId = parsePageId(c.req.param('id'));
    const request = await readJson(c, pageVariationsRequestSchema);
    const job = await preparePageVariations(c.var.deps, { user, pageId, request });
    return eventStream(c, { heartbeatMs: c.var.deps.ai.heartbeatMs, logger: c.var.deps.logger }, job.run);
  })
  .post('/landing-pages/:id/modify', async (c) => {
    const user = requireUser(c);
    const pageId = parsePageId(c.req.param('id'));
    const body = await readJson(c, elementModifyBodySchema);
    return c.json(await modifyElement(c.var.deps, { user, pageId, body, clientGone: c.req.raw.signal }));
  });
