// The RFC 8058 headers an alert's outbox row becomes, as each transport hands them on.
import { describe, expect, it } from 'vitest';
import { MailHeaderError, oneClickUnsubscribe } from '../mail/mail-headers';

const url = 'https://shop.example/api/alerts/unsubscribe?token=abc_DEF-123';

describe('one-click unsubscribe headers', () => {
  it('name the https address and announce the one-click POST', () => {
    expect(oneClickUnsubscribe(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('refuse an address that could break the header or is no web address', () => {
    for (const bad of [
      `${url}\r\nBcc: x@example.com`,
      `${url}> <mailto:x@example.com`,
      'javascript:alert(1)',
    ]) {
      expect(() => oneClickUnsubscribe(bad)).toThrow(MailHeaderError);
    }
  });
});
