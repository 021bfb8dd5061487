import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants.ts';

/** The signed-in user as every client sees it. Never carries the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
  maxGenerateTokensPerRequest: z.number().int().nullable(),
  maxModifyTokensPerRequest: z.number().int().nullable(),
  maxVariationTokensPerRequest: z.number().int().nullable(),
  /** The password no longer meets the password rules: the app asks for a new one first. */
  mustChangePassword: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const currentUserResponseSchema = z.object({ user: userSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** Sign-in form: both fields filled, nothing more (docs/product.md, 'Sign-in'). */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const loginBodySchema = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(USERNAME_MAX_LENGTH * 4, 'Username is too long')
    .transform((name) => name.normalize('NFKC')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});

/**
 * The one spelling of a username: compatibility forms folded (NFKC, so fullwidth 'ａｄｍｉｎ' is
 * 'admin'), outer spaces trimmed, lower-case. Every rule is checked on this form, and this form
 * is stored: checked before folding, 'ﷺﷺﷺ' passed as 3 characters and became 54 with spaces.
 */
export const normaliseUsername = (name: string) => name.normalize('NFKC').trim().toLowerCase();

export const USERNAME_CHARACTERS_MESSAGE = "Username may only contain letters a-z, digits, '.', '_' and '-'";
export const USERNAME_RULES_HINT = `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters a-z, digits, '.', '_' and '-'.`;

/**
 * ASCII letters only: a letter of another script can look exactly like one of these (a
 * Cyrillic 'а', a dotless 'ı'), so 'admın' could pose as 'admin' beside it.
 */
const usernameRule = z
  .string({ error: 'Username is required' })
  .overwrite(normaliseUsername)
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[a-z0-9_.-]+$/, USERNAME_CHARACTERS_MESSAGE);

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  blank: 'Password must not be only spaces',
  username: 'Password must not be your username',
  common: 'This password is too common. Choose a less common one.',
} as const;

export const PASSWORD_RULES_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; not your username or a common password.`;

/**
 * What every password rule looks at: compatibility forms folded (NFKC) and outer spaces
 * trimmed, so 'password1 ' is as common as 'password1' and '1234567 ' is 7 characters. The
 * password itself is kept as typed: spaces are part of it, and it is hashed byte for byte.
 */
export const passwordAsRuled = (password: string) => password.normalize('NFKC').trim();

function passwordFieldProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  // Characters as a person counts them (code points): an emoji is one, not two UTF-16 units.
  const length = (text: string) => [...text].length;
  const ruled = passwordAsRuled(password);
  // Spaces alone are no password: said as such when there are enough of them to look like one.
  if (!ruled && length(password) >= PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.blank;
  if (length(ruled) < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}

/** The username in any spelling the username rules would fold onto it ('Alice ', 'ＡＬＩＣＥ'). */
const isUsername = (password: string, username: string) =>
  normaliseUsername(password) === normaliseUsername(username);

/**
 * The password rules a browser can check as well as the server: length, not only spaces, not
 * the username. The list of common passwords is the server's (passwordRulesProblem there).
 * Returns the message of the first rule broken, or null.
 */
export function passwordProblem(password: string, username: string): string | null {
  return (
    passwordFieldProblem(password) ?? (isUsername(password, username) ? PASSWORD_MESSAGES.username : null)
  );
}

const passwordRule = z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
  const problem = passwordFieldProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Puts 'not your username' on the password field of a form or body holding both. */
function refuseUsernameAsPassword(password: string, username: string, field: string, ctx: z.RefinementCtx) {
  if (isUsername(password, username)) {
    ctx.addIssue({ code: 'custom', path: [field], message: PASSWORD_MESSAGES.username });
  }
}

/** What the server accepts; the confirmation field never leaves the browser. */
export const registerBodySchema = z
  .strictObject({ username: usernameRule, password: passwordRule })
  .superRefine((body, ctx) => refuseUsernameAsPassword(body.password, body.username, 'password', ctx));
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The registration form: the server's rules and messages, plus the client-only confirmation. */
export const registerFormSchema = z
  .object({
    username: usernameRule,
    password: passwordRule,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, 'Please confirm your password'),
  })
  .superRefine((form, ctx) => refuseUsernameAsPassword(form.password, form.username, 'password', ctx))
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/** Change password: the username rule is the server's, which knows whose password it is. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, CURRENT_PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
  newPassword: passwordRule,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The change-password form of the signed-in `username`, with a confirmation of the new password. */
export const changePasswordFormSchema = (username: string) =>
  z
    .object({
      currentPassword: z.string().min(1, CURRENT_PASSWORD_REQUIRED),
      newPassword: passwordRule,
      confirmPassword: z.string().min(1, 'Please confirm your new password'),
    })
    .superRefine((form, ctx) => refuseUsernameAsPassword(form.newPassword, username, 'newPassword', ctx))
    .refine((form) => form.newPassword === form.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    });
export type ChangePasswordForm = z.input<ReturnType<typeof changePasswordFormSchema>>;

export const errorBodySchema = z.object({ message: z.string() });
