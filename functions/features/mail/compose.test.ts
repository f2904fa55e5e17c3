import { describe, expect, it } from 'vitest';
import { action, composeMail, paragraph, quoted, type ShopDetails } from './compose';
import { MailHeaderError } from './mail-headers';

const shop: ShopDetails = {
  name: 'Chandi',
  address: '14, Johari Bazaar, Jaipur',
  phone: '+91 98290 12345',
  email: 'support@chandi.example',
};

describe('bodies', () => {
  it('escapes customer text in HTML and keeps it as typed in the text part', () => {
    expect(paragraph(`<img src=x onerror="alert('1')"> & co`).html).toContain(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co',
    );
    const part = quoted('<b>hi</b>\nthere');
    expect(part.text).toBe('> <b>hi</b>\n> there');
    expect(part.html).toContain('&lt;b&gt;hi&lt;/b&gt;<br>there');
  });

  it('links only to http(s) addresses, with the address escaped in the attribute', () => {
    expect(() => action('Open', 'javascript:alert(1)')).toThrow();
    const link = action('Open', 'https://shop.example/track-order#ref=INQ-1&token=a"b');
    expect(link.html).toContain(
      'href="https://shop.example/track-order#ref=INQ-1&amp;token=a&quot;b"',
    );
    expect(link.text).toBe('Open:\nhttps://shop.example/track-order#ref=INQ-1&token=a"b');
  });

  it("lays a message out in text and HTML with the shop's name and address at the end", () => {
    const mail = composeMail(shop, {
      kind: 'test',
      to: 'asha@example.in',
      subject: 'Hello\nthere',
      heading: 'Hello <Asha>',
      parts: [paragraph('One')],
    });
    expect(mail.subject).toBe('Hello there');
    expect(mail.text).toBe(
      'Hello <Asha>\n\nOne\n\n--\nChandi\n14, Johari Bazaar, Jaipur\n+91 98290 12345 · support@chandi.example\n',
    );
    expect(mail.html).toContain(
      '<h1 style="margin:0 0 16px;font-size:20px;font-weight:600">Hello &lt;Asha&gt;</h1>',
    );
    expect(mail.html).toContain('14, Johari Bazaar, Jaipur');
    expect(() =>
      composeMail(shop, { kind: 'test', to: 'x', subject: 's', heading: 'h', parts: [] }),
    ).toThrow(MailHeaderError);
  });
});
