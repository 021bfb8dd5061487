import { type Context, Hono } from 'hono';
import { LEAD_LIMITS } from '../../../shared/api/leads.ts';
import type { AppEnv } from '../../app-context.ts';
import { bodyCap } from '../../lib/body-too-large.ts';
import { AppError } from '../../lib/errors.ts';
import { publicCors } from '../../lib/public-cors.ts';
import { clientIp } from '../../lib/request-guards.ts';
import { experimentIdParam } from '../analytics/index.ts';
import { captureLead } from './capture-lead.ts';
import { backLinkFrom, hostedPage } from './hosted-page.ts';
import { readSubmission, sortSubmission } from './read-submission.ts';
import { TEST_TOKEN_PARAM } from './share-test-leads.ts';

/** Capture keys are base64url; anything else cannot be one and is refused before the database. */
const FORM_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A script (the export's wiring, or any client) asks for JSON; a plain form post (a browser
 * without JavaScript) gets a redirect to the thank-you URL or a small hosted page.
 */
const wantsJson = (c: Context) =>
  /application\/json/i.test(c.req.header('accept') ?? '') ||
  /^application\/json/i.test(c.req.header('content-type') ?? '');

function refusal(c: Context, error: AppError): Response {
  if (wantsJson(c)) return c.json({ message: error.message }, error.status, error.headers);
  const page = hostedPage({
    title: 'Your details were not sent',
    message: error.message,
    backUrl: backLinkFrom(c.req.header('referer')),
  });
  return c.html(page, error.status, error.headers);
}

/**
 * POST /f/{formKey}: the public lead capture endpoint. CORS is open to every origin (the
 * page lives on the marketer's funnel domain) and never with credentials: the endpoint reads
 * no cookie and no session. The body is capped at 16 KB, the rest is in captureLead.
 */
export const captureRoutes = new Hono<AppEnv>()
  .use('*', publicCors({ allowHeaders: ['Content-Type', 'Accept'] }))
  .use(
    '*',
    // The shared 413 drains the upload first, so a keep-alive connection survives it.
    bodyCap({ maxSize: LEAD_LIMITS.maxBytes }),
  )
  .post('/:formKey', async (c) => {
    const { deps } = c.var;
    try {
      const formKey = c.req.param('formKey');
      if (!FORM_KEY.test(formKey)) {
        throw new AppError(404, 'This form is no longer connected: the page owner has to export it again');
      }
      const submission = sortSubmission(await readSubmission(c));
      const outcome = await captureLead(deps, {
        formKey,
        submission,
        clientIp: clientIp(c, deps.config.TRUST_PROXY),
        userAgent: c.req.header('user-agent') ?? '',
        // The share link's marker (share-test-leads.ts); captureLead checks it against the page.
        testToken: c.req.query(TEST_TOKEN_PARAM),
        // An experiment's served variant names its experiment, so the lead counts for it.
        experimentId: experimentIdParam(c.req.query('x')),
      });
      if (wantsJson(c)) {
        return c.json({
          ok: true as const,
          message: outcome.thankYouMessage,
          redirectUrl: outcome.thankYouUrl,
        });
      }
      if (outcome.thankYouUrl) return c.redirect(outcome.thankYouUrl, 303);
      const back = backLinkFrom(c.req.header('referer'));
      return c.html(hostedPage({ title: 'Thank you', message: outcome.thankYouMessage, backUrl: back }));
    } catch (error) {
      if (error instanceof AppError) return refusal(c, error);
      throw error;
    }
  });
