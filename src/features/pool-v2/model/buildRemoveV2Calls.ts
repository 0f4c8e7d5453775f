// The remove v2 write (spec 2 §7, §8, §9): the router methods to try, in order, for what the user confirmed.
// After an on-chain approval of the LP token: removeLiquidityETH then its fee-on-transfer twin when one side
// is the native coin (a token that burns on transfer makes the plain one revert), else removeLiquidity. With a
// signed LP permit instead: the WithPermit twins, for exactly the permitted amount (approveMax false) and with
// the permit's deadline as the transaction's. Each minimum is the amount shown less the slippage (5 % by
// default). The caller estimates the candidates and sends the first that estimates; the router ABI encodes
// them (chain/abis), so this stays free of the chain layer.
import type { Currency } from '@uniswap/sdk-core'
import type { Address, Hex } from 'viem'
import type { BurnV2Side } from './deriveBurnV2Form.ts'

/** Remove v2's default slippage tolerance (spec 2 §9): 5 %. */
export const REMOVE_V2_SLIPPAGE_BPS = 500
const BPS = 10_000n

export const NOT_AUTHORIZED_MESSAGE =
  'Attempting to confirm without approval or a signature. Please contact support.'

/** Confirm was reached with neither an approval of the LP token nor a permit for it (spec 2 §8). */
export class RemoveV2NotAuthorizedError extends Error {
  constructor() {
    super(NOT_AUTHORIZED_MESSAGE)
    this.name = 'RemoveV2NotAuthorizedError'
  }
}

/** A signed permit of the LP token (the chain layer's amount-form PermitSignature fits). */
export type LpPermit = {
  v: number
  r: Hex
  s: Hex
  /** Unix seconds. */
  deadline: bigint
  amount: bigint
  owner: Address
  spender: Address
}

export type RemoveV2CallParams = {
  router: Address
  /** Holds the LP tokens and receives what comes out. */
  account: Address
  /** The native coin on a side means receiving it unwrapped. */
  currencyA: Currency
  currencyB: Currency
  /** LP base units to burn. */
  liquidity: bigint
  /** What the confirmation showed coming out, in base units. */
  amounts: Record<BurnV2Side, bigint>
  slippageBps?: number
  /** Unix seconds; a permit's own deadline replaces it. */
  deadline: bigint
  /** The router's allowance of the LP token covers `liquidity`. */
  approved: boolean
  permit: LpPermit | null
}

type TokensArgs = readonly [
  tokenA: Address,
  tokenB: Address,
  liquidity: bigint,
  amountAMin: bigint,
  amountBMin: bigint,
  to: Address,
  deadline: bigint,
]
type EthArgs = readonly [
  token: Address,
  liquidity: bigint,
  amountTokenMin: bigint,
  amountETHMin: bigint,
  to: Address,
  deadline: bigint,
]
type PermitArgs = readonly [approveMax: boolean, v: number, r: Hex, s: Hex]

/** One router call, named as in the router's ABI, with its arguments in order. */
export type RemoveV2Call = { to: Address } & (
  | { functionName: 'removeLiquidity'; args: TokensArgs }
  | { functionName: 'removeLiquidityETH' | 'removeLiquidityETHSupportingFeeOnTransferTokens'; args: EthArgs }
  | { functionName: 'removeLiquidityWithPermit'; args: readonly [...TokensArgs, ...PermitArgs] }
  | {
      functionName:
        | 'removeLiquidityETHWithPermit'
        | 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens'
      args: readonly [...EthArgs, ...PermitArgs]
    }
)

export type RemoveV2Method = RemoveV2Call['functionName']

/** The amount less the slippage, rounded down. */
export function minimumAmount(amount: bigint, slippageBps: number): bigint {
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > 10_000)
    throw new RangeError('Unexpected slippage')
  return (amount * (BPS - BigInt(slippageBps))) / BPS
}

/** Which side is the native coin, if one is. */
export function nativeSideOf(currencyA: Currency, currencyB: Currency): BurnV2Side | null {
  if (currencyA.isNative) return 'A'
  if (currencyB.isNative) return 'B'
  return null
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** A permit counts only when it lets this router take exactly this LP amount from this account. */
function permitFor(params: RemoveV2CallParams): LpPermit | null {
  const { permit } = params
  if (!permit) return null
  const fits =
    permit.amount === params.liquidity &&
    sameAddress(permit.owner, params.account) &&
    sameAddress(permit.spender, params.router)
  return fits ? permit : null
}

export function buildRemoveV2Calls(params: RemoveV2CallParams): RemoveV2Call[] {
  const { router: to, account, currencyA, currencyB, liquidity, amounts } = params
  const slippageBps = params.slippageBps ?? REMOVE_V2_SLIPPAGE_BPS
  if (liquidity <= 0n) throw new Error('missing liquidity amount')
  if (amounts.A <= 0n || amounts.B <= 0n) throw new Error('missing currency amounts')
  if (currencyA.wrapped.equals(currencyB.wrapped)) throw new Error('missing tokens')
  const min = { A: minimumAmount(amounts.A, slippageBps), B: minimumAmount(amounts.B, slippageBps) }
  const permit = params.approved ? null : permitFor(params)
  if (!params.approved && !permit) throw new RemoveV2NotAuthorizedError()
  const deadline = permit ? permit.deadline : params.deadline
  const native = nativeSideOf(currencyA, currencyB)

  if (native === null) {
    const base: TokensArgs = [
      currencyA.wrapped.address as Address,
      currencyB.wrapped.address as Address,
      liquidity,
      min.A,
      min.B,
      account,
      deadline,
    ]
    return permit
      ? [
          {
            to,
            functionName: 'removeLiquidityWithPermit',
            args: [...base, false, permit.v, permit.r, permit.s],
          },
        ]
      : [{ to, functionName: 'removeLiquidity', args: base }]
  }
  const token = native === 'A' ? 'B' : 'A'
  const tokenCurrency = token === 'A' ? currencyA : currencyB
  const base: EthArgs = [
    tokenCurrency.wrapped.address as Address,
    liquidity,
    min[token],
    min[native],
    account,
    deadline,
  ]
  if (!permit)
    return [
      { to, functionName: 'removeLiquidityETH', args: base },
      { to, functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args: base },
    ]
  const signed = [...base, false, permit.v, permit.r, permit.s] as const
  return [
    { to, functionName: 'removeLiquidityETHWithPermit', args: signed },
    { to, functionName: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens', args: signed },
  ]
}

/** The 'receive ETH / receive WETH' link: what the pair pays out now, and the currencies after switching. */
export type ReceiveChoice = {
  side: BurnV2Side
  receives: 'native' | 'wrapped'
  switched: Record<BurnV2Side, Currency>
}

/** Null when neither side is the chain's native coin or its wrapped token (nothing to switch). */
export function receiveChoiceOf(
  currencyA: Currency,
  currencyB: Currency,
  native: Currency,
): ReceiveChoice | null {
  const wrapped = native.wrapped
  const currencies = { A: currencyA, B: currencyB }
  for (const side of ['A', 'B'] as const) {
    const current = currencies[side]
    const receives = current.isNative ? 'native' : current.equals(wrapped) ? 'wrapped' : null
    if (receives === null || current.chainId !== native.chainId) continue
    const other = currencies[side === 'A' ? 'B' : 'A']
    // ETH against WETH is no pair.
    if (other.wrapped.equals(wrapped)) return null
    return { side, receives, switched: { ...currencies, [side]: receives === 'native' ? wrapped : native } }
  }
  return null
}
