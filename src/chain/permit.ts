import {
  type Account,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  parseSignature,
  type Transport,
  type WalletClient,
} from 'viem'
import { noncesAbi } from './abis/readAbis.ts'
import { toAppError } from './errors.ts'
import type { PermitTokenInfo } from './permitTokens.ts'

/** Signed permits are valid this long after the chain's latest block. */
export const PERMIT_VALIDITY_SECONDS = 1200n

/** EIP-2612's Permit struct (USDC, UNI, v2 LP tokens). */
export const AMOUNT_PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

const ALLOWED_PERMIT_TYPES = {
  Permit: [
    { name: 'holder', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'allowed', type: 'bool' },
  ],
} as const

type PermitSignatureBase = {
  v: number
  r: Hex
  s: Hex
  /** Unix seconds; for the 'allowed' form it is the permit's `expiry`. */
  deadline: bigint
  nonce: bigint
  chainId: number
  owner: Address
  spender: Address
  tokenAddress: Address
}

export type PermitSignature =
  | (PermitSignatureBase & { permitType: 'amount'; amount: bigint })
  | (PermitSignatureBase & { permitType: 'allowed'; allowed: true })

export type PermitRequest = {
  token: Address
  chainId: number
  owner: Address
  spender: Address
  /** The amount to permit; the 'allowed' form always permits the maximum. */
  amount: bigint
  info: PermitTokenInfo
}

/**
 * Asks the wallet to sign a permit for `spender`, valid 1200 s from the chain's latest block time. Throws
 * UserRejectedError when the user declines (callers then stop), another AppError on any other failure
 * (callers then fall back to an on-chain approval).
 */
export async function signPermit(
  walletClient: WalletClient<Transport, Chain | undefined, Account | undefined>,
  publicClient: PublicClient<Transport, Chain | undefined>,
  request: PermitRequest,
): Promise<PermitSignature> {
  const { token, chainId, owner, spender, amount, info } = request
  try {
    const [nonce, block] = await Promise.all([
      publicClient.readContract({ address: token, abi: noncesAbi, functionName: 'nonces', args: [owner] }),
      publicClient.getBlock({ blockTag: 'latest' }),
    ])
    const deadline = block.timestamp + PERMIT_VALIDITY_SECONDS
    const domain = {
      name: info.name,
      ...(info.version === undefined ? {} : { version: info.version }),
      chainId,
      verifyingContract: token,
    }
    const base = { deadline, nonce, chainId, owner, spender, tokenAddress: token }
    if (info.type === 'allowed') {
      const signature = await walletClient.signTypedData({
        account: owner,
        domain,
        types: ALLOWED_PERMIT_TYPES,
        primaryType: 'Permit',
        message: { holder: owner, spender, nonce, expiry: deadline, allowed: true },
      })
      return { ...base, ...splitSignature(signature), permitType: 'allowed', allowed: true }
    }
    const signature = await walletClient.signTypedData({
      account: owner,
      domain,
      types: AMOUNT_PERMIT_TYPES,
      primaryType: 'Permit',
      message: { owner, spender, value: amount, nonce, deadline },
    })
    return { ...base, ...splitSignature(signature), permitType: 'amount', amount }
  } catch (error) {
    throw toAppError(error)
  }
}

function splitSignature(signature: Hex): { v: number; r: Hex; s: Hex } {
  const { r, s, v, yParity } = parseSignature(signature)
  return { r, s, v: v === undefined ? yParity + 27 : Number(v) }
}
