/**
 * The caps of an error report of the web app (POST /api/client-errors), apart from its zod
 * schema (client-errors.ts): the reporter ships in the web app's first bundle, which must not
 * carry zod.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 4000,
  url: 500,
  screen: 100,
} as const;
