import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from './auth';

/**
 * The staff password rules: at least MIN_PASSWORD_LENGTH characters, not the email
 * (nor its part before the @), and not one of the 49,000 most common passwords — the list
 * zxcvbn-ts maintains (@zxcvbn-ts/language-common), compared without regard to case.
 */
export type PasswordProblem = 'tooShort' | 'isEmail' | 'common';

let common: Set<string> | undefined;

export function passwordProblem(password: string, email: string): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  const typed = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (typed === address || typed === address.split('@')[0]) return 'isEmail';
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(typed) ? 'common' : null;
}
