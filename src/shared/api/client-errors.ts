import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from './client-error-limits.ts';

export { CLIENT_ERROR_LIMITS };

/**
 * A report of an error the web app caught (a screen whose code failed to load, a screen that
 * crashed), sent to `POST /api/client-errors` so that the server log shows what people met
 * (docs/product.md, 'Errors and toasts'). The caps are shared (client-error-limits.ts): the web
 * app cuts its report to them, so a long stack is shortened rather than refused.
 */
export const clientErrorReportSchema = z.strictObject({
  message: z.string().max(CLIENT_ERROR_LIMITS.message, {
    error: `message must be at most ${CLIENT_ERROR_LIMITS.message} characters`,
  }),
  stack: z
    .string()
    .max(CLIENT_ERROR_LIMITS.stack, {
      error: `stack must be at most ${CLIENT_ERROR_LIMITS.stack} characters`,
    })
    .optional(),
  url: z
    .string()
    .max(CLIENT_ERROR_LIMITS.url, { error: `url must be at most ${CLIENT_ERROR_LIMITS.url} characters` }),
  screen: z
    .string()
    .max(CLIENT_ERROR_LIMITS.screen, {
      error: `screen must be at most ${CLIENT_ERROR_LIMITS.screen} characters`,
    })
    .optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
