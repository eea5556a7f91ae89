import { accountRules, check } from '../src';
import { changePasswordRules, newPasswordProblem, passwordStrength } from '../src/passwords';

describe('a new password', () => {
  it.each([
    ['', 'New password is required'],
    ['Tr0ub4d!', 'New password must be at least 10 characters'],
    ['x'.repeat(1025), 'New password must be at most 1024 characters'],
    [' Owner@Example.com ', 'New password must not be your e-mail address'],
  ])('refuses %j: %s', (password, message) => {
    expect(newPasswordProblem(password, 'owner@example.com')).toBe(message);
  });

  it.each(['password123', 'qwertyuiop', 'iloveyou12', '1234567890', 'P@ssw0rd123', 'ownerexample'])(
    'refuses the easily guessed %j and says why',
    (password) => {
      expect(newPasswordProblem(password, 'owner@example.com', 'Owner')).toMatch(/^New password is too easy to guess\. \S/);
    },
  );

  it.each(['violet kettle marble 47 harbour', 'Tr0ub4dor&3x-Lantern', 'x9$Lm2#Qa7!pZ'])('accepts %j', (password) => {
    expect(newPasswordProblem(password, 'owner@example.com')).toBeNull();
  });

  it('scores with plain-English feedback', () => {
    expect(passwordStrength('password123')).toEqual({ score: 0, feedback: expect.stringContaining('This is a commonly used password.') });
    expect(passwordStrength('violet kettle marble 47 harbour').score).toBe(4);
  });

  it('checks both fields of a change at once', () => {
    expect(check(changePasswordRules('owner@example.com'), { currentPassword: '', newPassword: 'short' })).toEqual({
      ok: false,
      errors: { currentPassword: 'Current password is required', newPassword: 'New password must be at least 10 characters' },
    });
  });
});

describe('the account details', () => {
  it('keeps a tidy name and a lower-case e-mail', () => {
    expect(check(accountRules, { name: '  Ravi   Kumar ', email: ' Ravi@Example.COM ' })).toEqual({
      ok: true,
      values: { name: 'Ravi Kumar', email: 'ravi@example.com' },
    });
  });

  it('refuses a blank name and a malformed e-mail', () => {
    expect(check(accountRules, { name: ' ', email: 'ravi' })).toEqual({
      ok: false,
      errors: { name: 'Name is required', email: 'Email must be an address like you@example.com' },
    });
  });
});
