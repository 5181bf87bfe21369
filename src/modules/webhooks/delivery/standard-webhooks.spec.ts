import { createHmac } from 'node:crypto';
import { deliveryHeaders, sign } from 'src/modules/webhooks/delivery/standard-webhooks';

describe('Standard Webhooks signing', () => {
  const id = 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W';
  const timestamp = 1674087231;
  const body = '{"type":"contact.created","timestamp":"2023-01-19T00:13:51.032Z"}';

  it('matches the published Standard Webhooks test vector for a whsec_ secret', () => {
    expect(
      sign(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('uses the UTF-8 bytes of any other secret as the key', () => {
    const expected = createHmac('sha256', Buffer.from('my secret', 'utf8'))
      .update(`${id}.${timestamp}.${body}`)
      .digest('base64');
    expect(sign('my secret', id, timestamp, body)).toBe(`v1,${expected}`);
  });

  it('sends the id and timestamp always, and a signature only with a secret', () => {
    expect(deliveryHeaders(id, timestamp, body, null)).toEqual({
      'content-type': 'application/json',
      'user-agent': expect.any(String),
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
    });
    expect(deliveryHeaders(id, timestamp, body, 's')['webhook-signature']).toMatch(
      /^v1,[A-Za-z0-9+/]+=*$/,
    );
  });
});
