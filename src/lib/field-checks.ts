import { indianPhoneNumber, phoneProblem } from './phone';

// The shopper forms' checks before sending (DESIGN §9 "Field limits"), in plain words. The server
// checks again; these only spare the shopper a round trip and a message written for developers.

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Each check returns '' for an acceptable value, else what to tell the shopper beside the field. */
export const fieldChecks = {
  name(value: string): string {
    const name = value.trim();
    if (!name) return 'Please enter your name.';
    return name.length < 2 || name.length > 100 ? 'Your name should be 2 to 100 characters.' : '';
  },
  email(value: string): string {
    const email = value.trim();
    if (!email) return 'Please enter your e-mail address.';
    return emailShape.test(email) && email.length <= 254
      ? ''
      : 'Please enter a valid e-mail address.';
  },
  phone(value: string): string {
    if (!value.trim()) return 'Please enter your phone number.';
    return indianPhoneNumber(value) ? '' : phoneProblem;
  },
  message(value: string): string {
    const message = value.trim();
    if (!message) return 'Please write your message.';
    return message.length > 2000 ? 'Please keep your message under 2,000 characters.' : '';
  },
  password(value: string): string {
    if (!value) return 'Please choose a password.';
    if (value.length < 8) return 'Your password should be at least 8 characters.';
    return value.length > 128 ? 'Your password should be at most 128 characters.' : '';
  },
};

export type CheckedField = keyof typeof fieldChecks;

/** The problems of the given fields, by field name; empty when every one is acceptable. */
export function checkFields(values: Partial<Record<CheckedField, string>>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, value] of Object.entries(values) as [CheckedField, string][]) {
    const problem = fieldChecks[field](value);
    if (problem) problems[field] = problem;
  }
  return problems;
}
