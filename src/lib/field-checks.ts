import { emailMaxLength, messageLength, nameLength, passwordLength } from '../contract/limits';
import { formatCount } from '../contract/money';
import { indianPhoneNumber, phoneProblem } from './phone';

// The shopper forms' checks before sending (DESIGN §9 "Field limits"), in plain words. The server
// checks again; these only spare the shopper a round trip and a message written for developers.

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Each check returns '' for an acceptable value, else what to tell the shopper beside the field. */
export const fieldChecks = {
  name(value: string): string {
    const name = value.trim();
    if (!name) return 'Please enter your name.';
    return name.length < nameLength.min || name.length > nameLength.max
      ? `Your name should be ${nameLength.min} to ${nameLength.max} characters.`
      : '';
  },
  email(value: string): string {
    const email = value.trim();
    if (!email) return 'Please enter your e-mail address.';
    return emailShape.test(email) && email.length <= emailMaxLength
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
    return message.length > messageLength.max
      ? `Please keep your message under ${formatCount(messageLength.max)} characters.`
      : '';
  },
  password(value: string): string {
    if (!value) return 'Please choose a password.';
    if (value.length < passwordLength.min)
      return `Your password should be at least ${passwordLength.min} characters.`;
    return value.length > passwordLength.max
      ? `Your password should be at most ${passwordLength.max} characters.`
      : '';
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
