import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  normaliseUsername,
  PASSWORD_MESSAGES,
  passwordProblem,
  registerBodySchema,
  registerFormSchema,
  USERNAME_CHARACTERS_MESSAGE,
} from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('usernames: folded first, then every rule on the folded form', () => {
  it('folds compatibility forms, trims and lower-cases', () => {
    expect(normaliseUsername('  ＡｄＭｉＮ ')).toBe('admin');
    expect(normaliseUsername('\u212Aelvin')).toBe('kelvin'); // the Kelvin sign is a K
  });

  it.each([
    ['ﷺﷺﷺ', 'Username must be at most 50 characters'], // 3 characters, 54 once folded
    ['ﷺ', USERNAME_CHARACTERS_MESSAGE], // folds to words with spaces
    ['admın', USERNAME_CHARACTERS_MESSAGE], // dotless ı
    ['аdmin', USERNAME_CHARACTERS_MESSAGE], // Cyrillic а
    ['José', USERNAME_CHARACTERS_MESSAGE],
    ['a@b.c', USERNAME_CHARACTERS_MESSAGE],
    ['ab', 'Username must be at least 3 characters'],
    ['  ab  ', 'Username must be at least 3 characters'],
  ])('refuses %j: %s', (username, message) => {
    expect(firstMessage(registerBodySchema.safeParse({ username, password: 'long-enough-1' }))).toBe(message);
  });

  it('stores the folded form', () => {
    const parsed = registerBodySchema.parse({ username: ' Ｍｙ_Name-1.x ', password: 'long-enough-1' });
    expect(parsed.username).toBe('my_name-1.x');
  });
});

describe('password rules the browser can check', () => {
  it.each([
    ['123456', PASSWORD_MESSAGES.tooShort],
    ['      ', PASSWORD_MESSAGES.tooShort],
    ['        ', PASSWORD_MESSAGES.blank],
    ['\t \u00a0     ', PASSWORD_MESSAGES.blank],
    ['🔑🔑🔑🔑🔑🔑🔑', PASSWORD_MESSAGES.tooShort], // 7 characters, 14 UTF-16 units
    ['1234567 ', PASSWORD_MESSAGES.tooShort], // 7 characters and a space
    ['\u00a0 abcdefg', PASSWORD_MESSAGES.tooShort],
    ['x'.repeat(201), PASSWORD_MESSAGES.tooLong],
    ['alice.smith', PASSWORD_MESSAGES.username],
    ['ALICE.SMITH', PASSWORD_MESSAGES.username],
    [' Ａｌｉｃｅ.Ｓｍｉｔｈ ', PASSWORD_MESSAGES.username],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password, 'Alice.Smith')).toBe(message);
  });

  it.each([['🔑🔑🔑🔑🔑🔑🔑🔑'], [' spaced out '], ['alice.smith!']])('accepts %j as it is', (password) => {
    expect(passwordProblem(password, 'alice.smith')).toBeNull();
    const parsed = registerBodySchema.parse({ username: 'alice.smith', password });
    expect(parsed.password).toBe(password); // never trimmed
  });

  it('puts "not your username" on the password field of the body and the form', () => {
    const body = registerBodySchema.safeParse({ username: 'Bobby', password: 'BOBBY' });
    expect(body.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', PASSWORD_MESSAGES.tooShort],
      ['password', PASSWORD_MESSAGES.username],
    ]);
    const form = registerFormSchema.safeParse({
      username: 'bobby.tables',
      password: 'Bobby.Tables',
      confirmPassword: 'Bobby.Tables',
    });
    expect(form.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', PASSWORD_MESSAGES.username],
    ]);
  });

  it('the change-password form checks the new password against the signed-in name and the confirmation', () => {
    const schema = changePasswordFormSchema('carol.day');
    expect(
      schema.safeParse({ currentPassword: 'x', newPassword: 'Carol.Day ', confirmPassword: 'Carol.Day ' })
        .error?.issues[0],
    ).toMatchObject({ path: ['newPassword'], message: PASSWORD_MESSAGES.username });
    expect(
      schema.safeParse({ currentPassword: 'x', newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-2' })
        .error?.issues[0],
    ).toMatchObject({ path: ['confirmPassword'], message: "Passwords don't match" });
    expect(
      schema.safeParse({ currentPassword: '', newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' })
        .error?.issues[0],
    ).toMatchObject({ path: ['currentPassword'], message: 'Current password is required' });
    expect(
      schema.safeParse({ currentPassword: 'x', newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' })
        .success,
    ).toBe(true);
  });
});
