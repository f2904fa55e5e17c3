import { describe, expect, it } from 'vitest';
import { MailHeaderError, oneLineHeader, plainMailAddress } from './mail-headers';

describe('headers', () => {
  it('puts a subject on one line, whatever line breaks it carries', () => {
    expect(oneLineHeader('New\r\nBcc: x@evil.example')).toBe('New Bcc: x@evil.example');
    expect(oneLineHeader('a\u2028b\u2029c\u0085d\u0000e\tf')).toBe('a b c d e f');
    expect(oneLineHeader('x'.repeat(400))).toHaveLength(250);
  });

  it('takes exactly one plain address for to and reply-to', () => {
    expect(plainMailAddress('asha.verma+shop@example.in')).toBe('asha.verma+shop@example.in');
    for (const bad of [
      'a@example.com\r\nBcc: x@evil.example',
      'a@example.com\nb@example.com',
      'a@example.com, b@example.com',
      'a@example.com;b@example.com',
      'Asha <a@example.com>',
      '"a b"@example.com',
      'a@example',
      '',
    ])
      expect(() => plainMailAddress(bad), bad).toThrow(MailHeaderError);
  });
});
