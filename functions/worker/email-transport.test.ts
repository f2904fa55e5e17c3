// The Worker's transport hands an alert's RFC 8058 headers to the send_email binding. Here, not
// beside the alerts' tests: this file compiles against workerd's types, which the Node program
// does not load.
import { describe, expect, it } from 'vitest';
import { oneClickUnsubscribe } from '../features/mail/mail-headers';
import { createEmailServiceTransport } from './email-transport';

const url = 'https://shop.example/api/alerts/unsubscribe?token=abc_DEF-123';

describe('the Worker transport', () => {
  it('gives the binding the one-click headers beside the outbox id', async () => {
    const sent: { headers?: Record<string, string> }[] = [];
    const binding = {
      send: async (message: never) => void sent.push(message),
    } as unknown as Parameters<typeof createEmailServiceTransport>[0];
    await createEmailServiceTransport(binding).send({
      from: 'Chandi <shop@shop.example>',
      to: 'asha@example.in',
      subject: 'Back',
      text: 'x',
      html: '<p>x</p>',
      messageId: '<alert1xabc@shop.example>',
      headers: oneClickUnsubscribe(url),
    });
    expect(sent[0]?.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Outbox-Id': 'alert1xabc',
    });
  });
});
