import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, badRequest } from './errors.ts';

/**
 * Reads and validates a JSON request body. Wrong content type, malformed JSON and schema
 * violations each get a clear 4xx; the first schema issue becomes the message, all of them
 * ride along in `issues` for clients that want field-level detail.
 */
export interface ReadJsonOptions {
  /**
   * Let NUL characters and unpaired surrogates through to the schema. Only for bodies whose
   * text never reaches a database column as is: the auth bodies (passwords are hashed byte
   * for byte; usernames meet their own character rule before any query), where a refusal here
   * would also change the answers that must not reveal anything (auth-hostile-input.test.ts).
   */
  allowUnstorableText?: boolean;
}

export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: ReadJsonOptions = {},
): Promise<z.infer<S>> {
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
  const unstorable = options.allowUnstorableText ? null : findUnstorableText(raw);
  if (unstorable !== null) {
    throw badRequest(
      `${unstorable || 'body'}: text must not contain NUL characters or unpaired UTF-16 surrogates`,
    );
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: describeIssue(issue),
    }));
    throw badRequest(issues[0]?.message ?? 'Invalid request body', { issues });
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

/**
 * PostgreSQL cannot store NUL in `text` (invalid byte sequence) nor NUL or an unpaired
 * surrogate escape in `jsonb` (unsupported Unicode escape), so such a string, valid JSON as it
 * is, used to travel to the first INSERT and come back as a 500. Refusing it here, where every
 * JSON body enters, covers every field of every route at once (tests/api/bad-input.test.ts).
 * Returns the path of the first offending string (or key), '' for the root, null if none.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorable(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push([current[index], path ? `${path}.${index}` : String(index)]);
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorable(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isStorable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);
