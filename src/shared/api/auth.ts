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
});
export type User = z.infer<typeof userSchema>;

export const currentUserResponseSchema = z.object({ user: userSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** Sign-in form: the spec asks only that both fields are filled. */
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

const usernameRule = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}._@+-]+$/u, 'Username may only contain letters, numbers and . _ @ + -')
  // Compatibility forms collapse to one spelling, so fullwidth 'ａｄｍｉｎ' is 'admin' (a 409).
  .transform((name) => name.normalize('NFKC'));

const passwordRule = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** What the server accepts; the confirmation field never leaves the browser. */
export const registerBodySchema = z.strictObject({ username: usernameRule, password: passwordRule });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The registration form, with the spec's messages, including the client-only confirmation. */
export const registerFormSchema = z
  .object({
    username: z
      .string()
      .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const errorBodySchema = z.object({ message: z.string() });
