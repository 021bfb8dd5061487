import { Hono } from 'hono';
import { clientErrorReportSchema } from '../../../shared/api/client-errors.ts';
import type { AppEnv } from '../../app-context.ts';
import { bodyCap } from '../../lib/body-too-large.ts';
import { readJson } from '../../lib/json-body.ts';
import { clientIp } from '../../lib/request-guards.ts';
import { recordClientError } from './record-client-error.ts';

/**
 * The largest valid report: its fields' caps (5,100 characters) written as JSON escapes of six
 * bytes each at worst. Anyone may post here, so nothing near the 1 MB default is read.
 */
const MAX_REPORT_BYTES = 32 * 1024;

/**
 * POST /api/client-errors: the web app's error reports. No session needed (a sign-in screen
 * can fail too); a signed-in reporter's id goes into the log line. Same-origin, as every API
 * write (app.ts). Answers 204: the app has nothing to show for it.
 */
export const clientErrorRoutes = new Hono<AppEnv>()
  .use('*', bodyCap({ maxSize: MAX_REPORT_BYTES }))
  .post('/', async (c) => {
    const { deps } = c.var;
    // The body first: a malformed report is refused without touching the database or the log.
    const report = await readJson(c, clientErrorReportSchema);
    await recordClientError(deps, {
      report,
      ip: clientIp(c, deps.config.TRUST_PROXY),
      userId: c.var.user?.id ?? null,
      requestId: c.var.requestId,
      userAgent: c.req.header('user-agent'),
    });
    return c.body(null, 204);
  });
