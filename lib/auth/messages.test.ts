import { describe, expect, it } from 'vitest';
import { INCORRECT_LOGIN, loginFailureText } from './messages';

// The login forms' toast (issue 31): "server error" only when the server failed.
describe('loginFailureText', () => {
  it('says a refused e-mail or password in those words, without "server"', () => {
    const text = loginFailureText({ status: 401, message: 'Invalid credentials' });
    expect(text).toBe(INCORRECT_LOGIN);
    expect(text).toBe('Incorrect e-mail or password');
    expect(text).not.toMatch(/server/i);
  });

  it('says "server" when the server failed or was not reached', () => {
    expect(loginFailureText({ status: 500, message: 'Something broke' })).toMatch(/^Server error/);
    expect(loginFailureText({ status: 503, message: 'The database is unavailable' })).toMatch(/^Server error/);
    expect(loginFailureText({ status: 0, message: 'Server error' })).toMatch(/reach the server/);
  });

  it("passes any other refusal on in the server's words (a lock-out with its wait, a refused phone proof)", () => {
    const lockout = 'Too many failed logins. Try again in 15 minutes.';
    expect(loginFailureText({ status: 429, message: lockout })).toBe(lockout);
    expect(loginFailureText({ status: 400, message: 'This is not the phone of the account' })).toBe('This is not the phone of the account');
  });
});
