import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, badRequest } from './errors.ts';

/**
 * Reads and validates a JSON request body. Wrong content type, malformed JSON and schema
 * violations each get a clear 4xx; the first schema issue becomes the message, all of them
 * ride along in `issues` for clients that want field-level detail.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    throw new AppError(415, 'Request body must be JSON (Content-Type: application/json)');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw badRequest('Malformed JSON body');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: describeIssue(issue),
    }));
    const error = badRequest(issues[0]?.message ?? 'Invalid request body');
    Object.assign(error, { issues });
    throw error;
  }
  return parsed.data;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `Unexpected field(s): ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.path.length > 0 && !issue.message.includes(' ')) {
    return `${issue.path.join('.')}: ${issue.message}`;
  }
  if (issue.code === 'invalid_type' && /^Invalid input/.test(issue.message)) {
    const field = issue.path.join('.') || 'body';
    return `${field} must be ${issue.expected === 'object' ? 'a JSON object' : `a ${issue.expected}`}`;
  }
  return issue.message;
}
