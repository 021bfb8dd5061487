import { readFileSync } from 'node:fs';
import { PASSWORD_MESSAGES, passwordAsRuled, passwordProblem } from '../../../shared/api/auth.ts';

let commonPasswords: Set<string> | undefined;

/**
 * One of the 10,000 most common passwords (common-passwords.txt, lower-case; its header names
 * the source). Compared as every rule sees a password (passwordAsRuled) and lower-case, so
 * 'PASSWORD123', 'password123 ' or a fullwidth spelling of a listed password is just as common. Read once, on first use: about 80 KB. (The server build
 * copies the file beside dist/server/main.js and rewrites this URL: ADR 018.)
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords.has(passwordAsRuled(password).toLowerCase());
}

/**
 * Every password rule, the common list included (the browser checks all but that list): the
 * message of the first one broken, or null. `username` is the account's, in any spelling.
 */
export function passwordRulesProblem(password: string, username: string): string | null {
  return (
    passwordProblem(password, username) ?? (isCommonPassword(password) ? PASSWORD_MESSAGES.common : null)
  );
}
