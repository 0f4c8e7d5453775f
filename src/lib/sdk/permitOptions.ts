// A signed token permit in the v3 SDK's shape, for the writes whose calldata the SDK builds with a selfPermit
// in front (SwapRouter's swap, the position manager's mint and increase).
import type { PermitOptions } from '@uniswap/v3-sdk'
import type { Hex } from 'viem'

/** A signed permit (the chain layer's PermitSignature fits). */
export type SignedPermit = { v: number; r: Hex; s: Hex; deadline: bigint } & (
  | { permitType: 'amount'; amount: bigint }
  | { permitType: 'allowed'; nonce: bigint }
)

function permitV(v: number): 0 | 1 | 27 | 28 {
  if (v === 0 || v === 1 || v === 27 || v === 28) return v
  throw new RangeError(`Invalid permit signature (v = ${v})`)
}

/** Amount permits (EIP-2612) or DAI's allowed permits (nonce, expiry). */
export function toPermitOptions(permit: SignedPermit): PermitOptions {
  const { r, s, deadline } = permit
  const v = permitV(permit.v)
  return permit.permitType === 'amount'
    ? { v, r, s, amount: permit.amount.toString(), deadline: deadline.toString() }
    : { v, r, s, nonce: permit.nonce.toString(), expiry: deadline.toString() }
}
