import { type Context, Hono } from 'hono';
import { createExperimentSchema, promoteExperimentSchema } from '../../../shared/api/experiments.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { readJson } from '../../lib/json-body.ts';
import { parseIdParam } from '../../lib/path-id.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { createExperiment } from './create-experiment.ts';
import { endExperiment, promoteVariant } from './experiment-actions.ts';
import { getExperiment, listExperiments } from './experiment-results.ts';

function experimentRequest(c: Context<AppEnv>) {
  const user = requireUser(c);
  return {
    userId: user.id,
    experimentId: parseIdParam(c.req.param('id'), 'Invalid experiment ID'),
    origin: requestOrigin(c, c.var.deps.config.TRUST_PROXY),
  };
}

/** /api/experiments (docs/product.md, 'Experiments'). Another user's experiment is a 404 on every route. */
export const experimentRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    const origin = requestOrigin(c, c.var.deps.config.TRUST_PROXY);
    return c.json(await listExperiments(c.var.deps, { userId: user.id, origin }));
  })
  .post('/', async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, createExperimentSchema);
    const origin = requestOrigin(c, c.var.deps.config.TRUST_PROXY);
    return c.json(await createExperiment(c.var.deps, { userId: user.id, origin, body }), 201);
  })
  .get('/:id', async (c) => c.json(await getExperiment(c.var.deps, experimentRequest(c))))
  .post('/:id/promote', async (c) => {
    const request = experimentRequest(c);
    const { pageId } = await readJson(c, promoteExperimentSchema);
    return c.json(await promoteVariant(c.var.deps, { ...request, pageId }));
  })
  .delete('/:id', async (c) => c.json(await endExperiment(c.var.deps, experimentRequest(c))));
