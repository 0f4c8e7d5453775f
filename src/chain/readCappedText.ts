// A response body read with a size cap: token lists (the app's downloads and the list-import page's) and
// subgraph answers.

/** A list over this size is refused (quality guide, Security). */
export const MAX_LIST_BYTES = 10 * 1024 * 1024

/** The body passed the cap: the download is refused. */
export class TooLargeError extends Error {}

/** The body as text, refused once it passes `maxBytes` (by Content-Length or while streaming). */
export async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw new TooLargeError()
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new TooLargeError()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}
