import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Address, getAddress, type Hex, keccak256, slice, toHex } from 'viem'
import type { AirdropFlags } from '../types.ts'
import { claimLeaf, MerkleTree } from './merkle.ts'

const UNI = 10n ** 18n
export const SOCKS_PART = 1000n * UNI
export const USER_PART = 400n * UNI

export interface AirdropClaim {
  account: Address
  index: number
  amount: bigint
  proof: Hex[]
  flags: AirdropFlags
}

export interface Airdrop {
  root: Hex
  total: bigint
  claims: AirdropClaim[]
}

interface Recipient {
  account: Address
  flags: AirdropFlags
  lpPart: bigint
}

function amountOf({ flags, lpPart }: Recipient): bigint {
  return (flags.isSOCKS ? SOCKS_PART : 0n) + (flags.isUser ? USER_PART : 0n) + (flags.isLP ? lpPart : 0n)
}

/** Flag combination 1..7 as bits: SOCKS 1, LP 2, User 4. */
function flagsOf(combination: number): AirdropFlags {
  return { isSOCKS: (combination & 1) !== 0, isLP: (combination & 2) !== 0, isUser: (combination & 4) !== 0 }
}

/**
 * The recipients: test accounts 0–2 with different flags (account 3 and later get nothing) plus `extra`
 * generated addresses cycling through every flag combination. Indexes follow the address order.
 */
export function buildAirdrop(testAccounts: readonly Address[], extra = 40): Airdrop {
  const [a0, a1, a2] = testAccounts
  if (!a0 || !a1 || !a2) throw new Error('The airdrop needs test accounts 0, 1 and 2')
  const recipients: Recipient[] = [
    { account: a0, flags: flagsOf(7), lpPart: 2345_678n * 10n ** 15n },
    { account: a1, flags: flagsOf(4), lpPart: 0n },
    { account: a2, flags: flagsOf(6), lpPart: 987_654_321n * 10n ** 12n },
  ]
  for (let i = 0; i < extra; i++) {
    const account = getAddress(slice(keccak256(toHex(`devchain airdrop ${i}`)), 12))
    recipients.push({
      account,
      flags: flagsOf((i % 7) + 1),
      lpPart: BigInt(1 + ((i * 7919) % 9000)) * 10n ** 17n,
    })
  }
  recipients.sort((x, y) => (x.account.toLowerCase() < y.account.toLowerCase() ? -1 : 1))
  const leaves = recipients.map((r, index) => claimLeaf(index, r.account, amountOf(r)))
  const tree = new MerkleTree(leaves)
  const claims = recipients.map((r, index) => ({
    account: r.account,
    index,
    amount: amountOf(r),
    proof: tree.proof(index),
    flags: r.flags,
  }))
  return { root: tree.root, total: claims.reduce((sum, c) => sum + c.amount, 0n), claims }
}

/**
 * Writes the claim data in the shape of the original airdrop files: `mapping.json` maps the first address
 * of each chunk to its last, and `<firstAddress>.json` maps checksummed addresses to
 * { index, amount (hex string of base units), proof, flags }.
 */
export function writeAirdropChunks(airdrop: Airdrop, dir: string, chunkSize = 10): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const mapping: Record<string, string> = {}
  for (let start = 0; start < airdrop.claims.length; start += chunkSize) {
    const chunk = airdrop.claims.slice(start, start + chunkSize)
    const first = chunk[0]
    const last = chunk[chunk.length - 1]
    if (!first || !last) continue
    mapping[first.account] = last.account
    const entries = Object.fromEntries(
      chunk.map((c) => [
        c.account,
        { index: c.index, amount: toHex(c.amount), proof: c.proof, flags: c.flags },
      ]),
    )
    writeFileSync(join(dir, `${first.account}.json`), `${JSON.stringify(entries, null, 2)}\n`)
  }
  writeFileSync(join(dir, 'mapping.json'), `${JSON.stringify(mapping, null, 2)}\n`)
}
