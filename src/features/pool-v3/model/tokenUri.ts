// The position NFT's metadata (tokenURI): untrusted, since anyone can point a pool's tokens at a descriptor
// of their choosing. Only a base64 JSON data URI is read; its texts are cleaned and capped, and its image is
// kept only as a base64 SVG or PNG data URI without script in it, for an <img> (never inlined as SVG).
import { cleanText } from '../../../lib/untrustedText.ts'

export type PositionMetadata = { name: string; description: string; image: string | null }

/** The descriptor's URIs are about 13,000 characters; anything far larger is refused unread. */
export const TOKEN_URI_MAX_LENGTH = 200_000
const NAME_MAX_LENGTH = 128
const DESCRIPTION_MAX_LENGTH = 2_000

const JSON_PREFIX = 'data:application/json;base64,'
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const IMAGE = /^data:image\/(svg\+xml|png);base64,([A-Za-z0-9+/]+={0,2})$/
// An <img> runs no script, but an image that carries some is not what a descriptor should send: refuse it.
const SVG_SCRIPT = /<script|\bon[a-z]+\s*=|javascript:/i
const PNG_SIGNATURE = '\x89PNG\r\n\x1a\n'

function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

function safeImage(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = IMAGE.exec(value)
  const bytes = match?.[2] === undefined ? null : decodeBase64(match[2])
  if (!match || !bytes || bytes.length === 0) return null
  if (match[1] === 'png') {
    const signature = String.fromCharCode(...bytes.subarray(0, PNG_SIGNATURE.length))
    return signature === PNG_SIGNATURE ? value : null
  }
  const svg = decodeUtf8(bytes)
  return svg !== null && !SVG_SCRIPT.test(svg) ? value : null
}

// The descriptor's description is paragraphs of lines (pool, token addresses, a disclaimer): keep the breaks.
function cleanLines(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return ''
  const lines = value
    .slice(0, maxLength * 2)
    .split(/\r?\n/)
    .map((line) => cleanText(line, maxLength))
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  const points = Array.from(text)
  return points.length <= maxLength ? text : `${points.slice(0, maxLength - 1).join('')}…`
}

/** The metadata of a tokenURI, or null when it is not base64 JSON of an object. Never throws. */
export function decodeTokenUri(uri: unknown): PositionMetadata | null {
  if (typeof uri !== 'string' || uri.length > TOKEN_URI_MAX_LENGTH || !uri.startsWith(JSON_PREFIX))
    return null
  const bytes = decodeBase64(uri.slice(JSON_PREFIX.length))
  const text = bytes && decodeUtf8(bytes)
  if (!text) return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null
  const record = json as Record<string, unknown>
  return {
    name: cleanText(record.name, NAME_MAX_LENGTH),
    description: cleanLines(record.description, DESCRIPTION_MAX_LENGTH),
    image: safeImage(record.image),
  }
}
