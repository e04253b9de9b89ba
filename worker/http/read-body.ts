/**
 * Reading a request body with a ceiling: the bytes are counted as they arrive and reading stops
 * at the first chunk past the limit, so a body that lies about (or omits) its Content-Length
 * still never fills memory. The API's JSON bodies and the staff image uploads both read this way.
 */

/** The whole body (empty when there is none), or null as soon as it passes `limit` bytes (nothing more is read). */
export async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/**
 * A posted form's fields (application/x-www-form-urlencoded, at most `limit` bytes): empty for any
 * other type or a larger body, so each field is then refused in its page's own words. The links
 * people answer without JavaScript (walkthrough, interview, proposal) read their forms this way.
 */
export async function readForm(req: Request, limit: number): Promise<URLSearchParams> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded') || Number(req.headers.get('content-length') ?? 0) > limit) return new URLSearchParams();
  const body = await readAtMost(req.body, limit);
  return new URLSearchParams(body ? new TextDecoder().decode(body) : '');
}
