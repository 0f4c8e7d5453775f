// The swap recipient (spec 1 §5 "Recipient"; facts §1 "addresses refused as a swap recipient").
import { type Address, checksumAddress, getAddress } from 'viem'
import { ENS_NAME_MAX_LENGTH } from '../../../lib/textCaps.ts'

export type ParsedRecipient =
  | { kind: 'empty' }
  | { kind: 'address'; address: Address }
  | { kind: 'ens'; name: string }
  | { kind: 'invalid' }

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const MIXED_CASE = /[a-f].*[A-F]|[A-F].*[a-f]/
// Dotted labels of letters, digits and inner hyphens, the last one alphabetic: 'alice.eth', 'pay.example.xyz'.
const ENS_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i

/**
 * What the user typed as recipient, whitespace stripped: an address (checksummed), an ENS-style name (lower
 * case, as the registry hashes it; at most 255 characters, longer than any DNS name) or neither. A mixed-case address whose checksum is wrong is invalid: it
 * is most likely mistyped.
 */
export function parseRecipient(raw: string): ParsedRecipient {
  const value = raw.replace(/\s+/g, '')
  if (value === '') return { kind: 'empty' }
  if (HEX_ADDRESS.test(value)) {
    const body = value.slice(2)
    if (MIXED_CASE.test(body) && checksumAddress(value as Address) !== value) return { kind: 'invalid' }
    return { kind: 'address', address: getAddress(value) }
  }
  if (value.length <= ENS_NAME_MAX_LENGTH && ENS_NAME.test(value))
    return { kind: 'ens', name: value.toLowerCase() }
  return { kind: 'invalid' }
}

/** The Uniswap v2 factory, Router01 and Router02: contracts that would keep the tokens sent to them. */
export const FIXED_FORBIDDEN_RECIPIENTS: readonly Address[] = [
  '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  '0xf164fC0Ec4E93095b804a4795bBe1e041497b92a',
  '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
]

export type TradeContracts = {
  /** The tokens along the trade's path. */
  tokens: readonly string[]
  /** The v2 pairs or v3 pools it goes through. */
  pools: readonly string[]
}

/**
 * Every address a swap must not be sent to: the three fixed contracts, and the trade's own tokens and pairs or
 * pools (checksummed, without duplicates; anything that is not an address is left out).
 */
export function forbiddenRecipients(trade: TradeContracts): Address[] {
  const all = [...FIXED_FORBIDDEN_RECIPIENTS, ...trade.tokens, ...trade.pools]
  const seen = new Set<string>()
  const result: Address[] = []
  for (const candidate of all) {
    if (!HEX_ADDRESS.test(candidate)) continue
    const key = candidate.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    // The fixed three are written checksummed: no hashing for them (the first render has no trade).
    result.push(
      (FIXED_FORBIDDEN_RECIPIENTS as readonly string[]).includes(candidate)
        ? (candidate as Address)
        : getAddress(candidate),
    )
  }
  return result
}

export function isForbiddenRecipient(address: string, forbidden: readonly string[]): boolean {
  const lower = address.toLowerCase()
  return forbidden.some((candidate) => candidate.toLowerCase() === lower)
}

/**
 * Why the recipient field's value cannot receive the swap: the field names it, while the button says only
 * 'Invalid recipient' (spec 1 §5), so the screen says it once each way rather than twice alike.
 */
export type RecipientProblem =
  /** Neither an address (with a valid checksum) nor an ENS-style name. */
  | 'malformed'
  /** A name no address is found for (or the chain has no registry). */
  | 'not-found'
  /** A router, the factory, or a token or pool of the trade: what is sent there is lost. */
  | 'contract'

export type RecipientLookup = { address: string | null; loading: boolean }

/** The problem with what was typed, or null while it is empty, still being looked up, or fine. */
export function recipientProblem(
  raw: string,
  lookup: RecipientLookup,
  forbidden: readonly string[],
): RecipientProblem | null {
  const parsed = parseRecipient(raw)
  if (parsed.kind === 'empty') return null
  if (parsed.kind === 'invalid') return 'malformed'
  if (lookup.loading) return null
  if (lookup.address === null) return 'not-found'
  return isForbiddenRecipient(lookup.address, forbidden) ? 'contract' : null
}
