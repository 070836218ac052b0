import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUp, useTestContext } from '../../test/helpers.ts';
import { multipartFile, postUpload, tinyPng, uploadTinyPngAsNewUser } from '../../test/image-fixtures.ts';

const ctx = useTestContext();

describe('POST /api/uploads', () => {
  it('stores a PNG and serves it back from the answered URL', async () => {
    const response = await uploadTinyPngAsNewUser(ctx);
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
    const renamed = multipartFile('image', 'photo.txt', 'text/plain', tinyPng());
    const accepted = await postUpload(ctx, renamed, user);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().url).toMatch(/\.png$/);

    const fake = multipartFile('image', 'photo.png', 'image/png', Buffer.from('definitely not an image'));
    const refused = await postUpload(ctx, fake, user);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.code).toBe('UNSUPPORTED_IMAGE');
  });

  it('asks for the field named image and a signed-in caller', async () => {
    const user = await signUp(ctx.app);
    const wrongField = multipartFile('photo', 'me.png', 'image/png', tinyPng());
    const response = await postUpload(ctx, wrongField, user);
    expect(response.statusCode).toBe(400);
    const anonymous = await postUpload(ctx, wrongField);
    expect(anonymous.statusCode).toBe(401);
  });
});
