/** A fresh key per attempt, so a retried request is recognised by the API instead of done twice. */
export const newIdempotencyKey = () => crypto.randomUUID();
