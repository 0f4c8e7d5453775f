// The airdrop's claim files (spec 2 §3, §7; facts §7) are untrusted downloads: each is checked for the shape the
// claim needs before anything of it is used, and anything else is refused whole.
import { type Address, getAddress, type Hex, isAddress } from 'viem'

export type ClaimFlags = { isSOCKS: boolean; isLP: boolean; isUser: boolean }

/** One address's claim (spec 2 §3): its leaf's index and amount, the proof, and why it was granted. */
export type ClaimRecord = {
  index: number
  /** UNI base units. */
  amount: bigint
  proof: readonly Hex[]
  flags: ClaimFlags | null
}

/** mapping.json: the first address of each chunk → the last address in it. */
export type ClaimMapping = Readonly<Record<string, Address>>

/** A tree of 2^64 leaves is far beyond any airdrop: a longer proof is not one. */
const MAX_PROOF_LENGTH = 64
const BYTES32 = /^0x[0-9a-fA-F]{64}$/
// The files write amounts in hex (facts §7); decimal is read too. At most a uint256.
const AMOUNT = /^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/
const UINT256_MAX = 2n ** 256n - 1n

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The mapping, or null when it is not an object of address → address. */
export function parseClaimMapping(value: unknown): ClaimMapping | null {
  if (!isObject(value)) return null
  const mapping: Record<string, Address> = {}
  for (const [first, last] of Object.entries(value)) {
    if (
      !isAddress(first, { strict: false }) ||
      typeof last !== 'string' ||
      !isAddress(last, { strict: false })
    )
      return null
    mapping[first] = getAddress(last)
  }
  return mapping
}

function parseFlags(value: unknown): ClaimFlags | null | undefined {
  if (value === undefined) return null
  if (!isObject(value)) return undefined
  const { isSOCKS, isLP, isUser } = value
  if (typeof isSOCKS !== 'boolean' || typeof isLP !== 'boolean' || typeof isUser !== 'boolean')
    return undefined
  return { isSOCKS, isLP, isUser }
}

/** A chunk's entry for one address, or null when it is not a well-formed claim. */
export function parseClaimEntry(value: unknown): ClaimRecord | null {
  if (!isObject(value)) return null
  const { index, amount, proof } = value
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) return null
  if (typeof amount !== 'string' || !AMOUNT.test(amount)) return null
  const amountValue = BigInt(amount)
  if (amountValue === 0n || amountValue > UINT256_MAX) return null
  if (!Array.isArray(proof) || proof.length > MAX_PROOF_LENGTH) return null
  if (!proof.every((node): node is Hex => typeof node === 'string' && BYTES32.test(node))) return null
  const flags = parseFlags(value.flags)
  if (flags === undefined) return null
  return { index, amount: amountValue, proof, flags }
}
