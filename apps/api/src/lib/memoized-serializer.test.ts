import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoizedSerializerCompiler } from './memoized-serializer.ts';

const schema = z.object({ trackingId: z.string() });
const compile = (httpStatus: string) =>
  memoizedSerializerCompiler({ schema, method: 'GET', url: '/track/:id', httpStatus });

describe('memoizedSerializerCompiler', () => {
  it('strips what the schema does not list, and writes one object once', () => {
    const serialize = compile('200');
    const answer = { trackingId: 'DSH-1', receiverName: 'private' };
    expect(serialize(answer)).toBe('{"trackingId":"DSH-1"}');
    // A later change to the same object is not seen: callers must answer a new object for new content.
    answer.trackingId = 'DSH-2';
    expect(serialize(answer)).toBe('{"trackingId":"DSH-1"}');
    expect(serialize({ trackingId: 'DSH-2' })).toBe('{"trackingId":"DSH-2"}');
  });

  it('still refuses an answer that does not match the schema', () => {
    expect(() => compile('200')({ trackingId: 42 })).toThrow();
  });

  it('does not remember other statuses', () => {
    const serialize = compile('404');
    const answer = { trackingId: 'a' };
    expect(serialize(answer)).toBe('{"trackingId":"a"}');
    answer.trackingId = 'b';
    expect(serialize(answer)).toBe('{"trackingId":"b"}');
  });
});
