import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { type SignedIn, signUp, type TestContext } from './helpers.ts';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable 1x1 PNG (one orange pixel). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const pixels = zlib.deflateSync(Buffer.from([0, 0xf9, 0x73, 0x16, 0xff]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real, decodable 2x2 JPEG (orange), made once with sharp and kept here as bytes. */
export function tinyJpeg(): Buffer {
  return Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAB//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKoAwKz/2Q==',
    'base64',
  );
}

/** A JPEG start marker, an HTML page and a JPEG end marker: "a JPEG" to a sniffer, a page to a browser. */
export function jpegFramedHtml(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'ascii'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A real PNG that also carries an HTML page in a tEXt chunk (valid, decodable, and a polyglot). */
export function pngWithHtmlText(): Buffer {
  const png = tinyPng();
  const iend = png.length - 12;
  const text = chunk(
    'tEXt',
    Buffer.from('Comment\0<html><script>alert(document.cookie)</script></html>', 'latin1'),
  );
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend)]);
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(
  field: string,
  fileName: string,
  contentType: string,
  bytes: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----desh${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/uploads with a multipart form, as `who` when given (anonymous otherwise). */
export function postUpload(
  ctx: Pick<TestContext, 'app'>,
  form: ReturnType<typeof multipartFile>,
  who?: Pick<SignedIn, 'headers'>,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...who?.headers, ...form.headers },
    payload: form.payload,
  });
}

/** A new user uploads a 1x1 PNG through POST /api/uploads: the answer. */
export async function uploadTinyPngAsNewUser(ctx: Pick<TestContext, 'app'>) {
  const user = await signUp(ctx.app);
  return postUpload(ctx, multipartFile('image', 'me.png', 'image/png', tinyPng()), user);
}
