/**
 * The PDFs a client was shown, kept in the private DOCUMENTS bucket: `proposals/<id>/sent.pdf`
 * when the proposal is sent (its SHA-256 goes on the proposal) and `proposals/<id>/signed.pdf`
 * (the same pages and a signature page) once signed. What is kept is what is served, so the
 * evidence's hash can always be checked against the file.
 */
export const sha256Hex = async (bytes: Uint8Array): Promise<string> =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))].map((b) => b.toString(16).padStart(2, '0')).join('');

type Which = 'sent' | 'signed';
const keyOf = (id: string, which: Which) => `proposals/${id}/${which}.pdf`;

export async function keepDocument(env: Pick<Env, 'DOCUMENTS'>, id: string, which: Which, bytes: Uint8Array): Promise<void> {
  await env.DOCUMENTS.put(keyOf(id, which), bytes, { httpMetadata: { contentType: 'application/pdf' } });
}

export async function keptDocument(env: Pick<Env, 'DOCUMENTS'>, id: string, which: Which): Promise<Uint8Array | null> {
  const object = await env.DOCUMENTS.get(keyOf(id, which));
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

/** Base64 of a file, for an email attachment. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
