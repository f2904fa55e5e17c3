import { describe, expect, it } from 'vitest';
import { checkFields, fieldChecks } from './field-checks';

describe('fieldChecks', () => {
  it('holds the phone to the Indian rule the server uses, in plain words', () => {
    expect(fieldChecks.phone('98290 12345')).toBe('');
    expect(fieldChecks.phone('+91 98290-12345')).toBe('');
    // Ten digits were enough for the contact form before (issue 11, defect 11).
    expect(fieldChecks.phone('1234567890')).toBe(
      'Please enter an Indian phone number, e.g. 98290 12345.',
    );
    expect(fieldChecks.phone('  ')).toBe('Please enter your phone number.');
  });

  it.each([
    ['name', 'M', 'Your name should be 2 to 100 characters.'],
    ['name', 'x'.repeat(101), 'Your name should be 2 to 100 characters.'],
    ['email', 'meera@', 'Please enter a valid e-mail address.'],
    ['email', `${'m'.repeat(250)}@example.in`, 'Please enter a valid e-mail address.'],
    ['message', 'x'.repeat(2001), 'Please keep your message under 2,000 characters.'],
    ['password', 'priya123', 'Your password should be at least 10 characters.'],
    ['password', 'x'.repeat(129), 'Your password should be at most 128 characters.'],
  ] as const)('refuses a %s of %j', (field, value, problem) => {
    expect(fieldChecks[field](value)).toBe(problem);
  });

  it('lists the problems of the fields given, and nothing for good values', () => {
    expect(
      checkFields({ name: ' Meera Shah ', email: 'meera@example.in', message: 'Hello' }),
    ).toEqual({});
    expect(checkFields({ name: '', phone: '12345', password: 'long enough' })).toEqual({
      name: 'Please enter your name.',
      phone: 'Please enter an Indian phone number, e.g. 98290 12345.',
    });
  });
});
