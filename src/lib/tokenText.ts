import { TOKEN_NAME_MAX_LENGTH, TOKEN_SYMBOL_MAX_LENGTH } from './textCaps.ts'
import { cleanText } from './untrustedText.ts'

export const UNKNOWN_TOKEN_NAME = 'Unknown Token'
export const UNKNOWN_TOKEN_SYMBOL = 'UNKNOWN'

const BYTES32 = /^0x[0-9a-fA-F]{64}$/

// A bytes32 value holds text only when it is zero-padded: its last byte must be zero.
function bytes32Text(value: string): string | undefined {
  if (!BYTES32.test(value) || value.slice(-2) !== '00') return undefined
  const bytes: number[] = []
  for (let i = 2; i < value.length; i += 2) {
    const byte = Number.parseInt(value.slice(i, i + 2), 16)
    if (byte === 0) break
    bytes.push(byte)
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes))
  } catch {
    return undefined
  }
}

/**
 * A token's name or symbol from what the chain returned: the string form when non-empty, else the bytes32
 * form decoded as text (tokens like MKR), else the fallback.
 */
export function parseStringOrBytes32(
  text: string | undefined,
  bytes32: string | undefined,
  fallback: string,
): string {
  if (text !== undefined && text.length > 0) return text
  const decoded = bytes32 === undefined ? undefined : bytes32Text(bytes32)
  return decoded !== undefined && decoded.length > 0 ? decoded : fallback
}

/** A token symbol from a list, the chain or storage, cleaned; 'UNKNOWN' when nothing visible is left. */
export function tokenSymbolText(value: unknown): string {
  return cleanText(value, TOKEN_SYMBOL_MAX_LENGTH) || UNKNOWN_TOKEN_SYMBOL
}

/** A token name from a list, the chain or storage, cleaned; 'Unknown Token' when nothing visible is left. */
export function tokenNameText(value: unknown): string {
  return cleanText(value, TOKEN_NAME_MAX_LENGTH) || UNKNOWN_TOKEN_NAME
}
