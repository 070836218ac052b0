import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUp, useTestContext } from '../../test/helpers.ts';

const ctx = useTestContext();

function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 0, 106, 78]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----desh-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/uploads', () => {
  it('stores a PNG and serves it back from the answered URL', async () => {
    const user = await signUp(ctx.app);
    const png = tinyPng();
    const body = multipart('image', 'me.png', 'image/png', png);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // What is served is the image encoded again by the server: same picture, not the same bytes.
    const { format, width, height } = await sharp(served.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1, height: 1 });
  });

  it('decides by content: a PNG named .txt is accepted as PNG, text named .png is refused', async () => {
    const user = await signUp(ctx.app);
    const renamed = multipart('image', 'photo.txt', 'text/plain', tinyPng());
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...user.headers, ...renamed.headers },
      payload: renamed.payload,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().url).toMatch(/\.png$/);

    const fake = multipart('image', 'photo.png', 'image/png', Buffer.from('definitely not an image'));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...user.headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.code).toBe('UNSUPPORTED_IMAGE');
  });

  it('asks for the field named image and a signed-in caller', async () => {
    const user = await signUp(ctx.app);
    const wrongField = multipart('photo', 'me.png', 'image/png', tinyPng());
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...user.headers, ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(response.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: wrongField.headers,
      payload: wrongField.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
