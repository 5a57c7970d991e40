import { confirmPasswordProblem, passwordLengthProblem } from '@tasman/domain/auth/credential-rules';

/** Not a spec text: an empty confirm box (spec 000 §5 'confirm password required'). */
export const CONFIRM_REQUIRED = 'Please confirm your password';

export interface NewPasswordProblems {
  password: string | null;
  confirm: string | null;
}

/**
 * spec 000 §5 'Password setup': the password's length rules, and confirm required and equal to the
 * password. Derived from both values, so the match is rechecked whenever the password changes.
 */
export function newPasswordProblems(password: string, confirm: string): NewPasswordProblems {
  return {
    password: passwordLengthProblem(password),
    confirm: confirm === '' ? CONFIRM_REQUIRED : confirmPasswordProblem(password, confirm),
  };
}
