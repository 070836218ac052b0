import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The zod serializer, remembering each 200 answer it wrote by object identity. Routes that answer
 * the same cached object many times (public tracking) then validate and stringify it once, not per
 * request; any other object (or status) goes through the ordinary serializer.
 */
export const memoizedSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  if (route.httpStatus !== '200') return serialize;
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
};
