import { decodeErrorResult, type Hex, isHex } from 'viem'

const REVERT_PREFIX = 'execution reverted: '
const ERROR_STRING_SELECTOR = '0x08c379a0'

function field(value: object, key: string): unknown {
  return key in value ? (value as Record<string, unknown>)[key] : undefined
}

// Wallets, ethers-style providers and viem nest the node's error differently: follow every known link.
function nested(value: object): unknown[] {
  const data = field(value, 'data')
  return [
    field(value, 'cause'),
    field(value, 'error'),
    typeof data === 'object' && data !== null ? field(data, 'originalError') : undefined,
  ]
}

function decodeErrorString(data: unknown): string | undefined {
  if (typeof data !== 'string' || !isHex(data) || !data.startsWith(ERROR_STRING_SELECTOR)) return undefined
  try {
    const decoded = decodeErrorResult({ data: data as Hex })
    const [reason] = decoded.args ?? []
    return typeof reason === 'string' ? reason : undefined
  } catch {
    return undefined
  }
}

function strip(message: string): string {
  const at = message.indexOf(REVERT_PREFIX)
  return at === -1 ? message : message.slice(at + REVERT_PREFIX.length)
}

/**
 * The contract's revert reason inside a failed call's error: an explicit `reason`, else an encoded
 * Error(string) in `data`, else the node's 'execution reverted: …' message, without that prefix.
 */
export function revertReasonOf(error: unknown): string | undefined {
  const queue: unknown[] = [error]
  const seen = new Set<unknown>()
  let fromMessage: string | undefined
  while (queue.length > 0) {
    const current = queue.shift()
    if (typeof current !== 'object' || current === null || seen.has(current)) continue
    seen.add(current)
    const reason = field(current, 'reason')
    if (typeof reason === 'string' && reason !== '') return strip(reason)
    const decoded = decodeErrorString(field(current, 'data'))
    if (decoded !== undefined) return decoded
    for (const key of ['details', 'message']) {
      const text = field(current, key)
      if (fromMessage === undefined && typeof text === 'string' && text.includes(REVERT_PREFIX)) {
        fromMessage = strip(text).split('\n')[0]
      }
    }
    queue.push(...nested(current))
  }
  return fromMessage
}
