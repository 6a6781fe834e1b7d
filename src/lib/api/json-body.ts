/** The largest request body the JSON API reads. */
export const MAX_BODY_BYTES = 64 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 413 | 415 };

/**
 * Reads a JSON request body of at most `limit` bytes, stopping as soon as it is exceeded
 * (a large body is never held in memory). Not JSON (by type or by content) is 415.
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\s*(;|$)/i.test(type)) return { ok: false, status: 415 };
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, status: 413 };
  if (!request.body) return { ok: false, status: 415 };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 415 };
  }
}
