import { describe, expect, it } from 'vitest'
import {
  buildRemoveV2Calls,
  type LpPermit,
  minimumAmount,
  NOT_AUTHORIZED_MESSAGE,
  nativeSideOf,
  REMOVE_V2_SLIPPAGE_BPS,
  type RemoveV2CallParams,
  RemoveV2NotAuthorizedError,
  receiveChoiceOf,
} from './buildRemoveV2Calls.ts'
import { ACCOUNT, DAI, E6, E18, ETH, FOT, ROUTER, USDC, WETH } from './test/burnPair.ts'

const account = ACCOUNT as `0x${string}`
const router = ROUTER as `0x${string}`
const DEADLINE = 1_900_000_000n
const PERMIT: LpPermit = {
  v: 28,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
  deadline: 1_800_000_123n,
  amount: 50n * E18,
  owner: account,
  spender: router,
}

function params(overrides: Partial<RemoveV2CallParams> = {}): RemoveV2CallParams {
  return {
    router,
    account,
    currencyA: DAI,
    currencyB: USDC,
    liquidity: 50n * E18,
    amounts: { A: 100n * E18, B: 50n * E6 },
    deadline: DEADLINE,
    approved: true,
    permit: null,
    ...overrides,
  }
}

describe('buildRemoveV2Calls after an approval', () => {
  it('two tokens: removeLiquidity with the minimums at 5 % slippage and the settings deadline', () => {
    expect(buildRemoveV2Calls(params())).toEqual([
      {
        to: router,
        functionName: 'removeLiquidity',
        args: [DAI.address, USDC.address, 50n * E18, 95n * E18, 475n * 10n ** 5n, account, DEADLINE],
      },
    ])
  })

  it('ETH on side A: removeLiquidityETH, then its fee-on-transfer twin, token first and ETH minimum last', () => {
    const calls = buildRemoveV2Calls(
      params({ currencyA: ETH, currencyB: FOT, amounts: { A: 2n * E18, B: 4000n * E18 } }),
    )
    const args = [FOT.address, 50n * E18, 3800n * E18, (19n * E18) / 10n, account, DEADLINE]
    expect(calls).toEqual([
      { to: router, functionName: 'removeLiquidityETH', args },
      { to: router, functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args },
    ])
  })

  it('ETH on side B takes its minimum from B', () => {
    const [call] = buildRemoveV2Calls(
      params({ currencyA: DAI, currencyB: ETH, amounts: { A: 1000n * E18, B: E18 / 2n } }),
    )
    expect(call?.args.slice(0, 4)).toEqual([DAI.address, 50n * E18, 950n * E18, ((E18 / 2n) * 95n) / 100n])
  })

  it('WETH chosen instead of ETH: the plain removeLiquidity', () => {
    const calls = buildRemoveV2Calls(params({ currencyA: WETH, currencyB: DAI }))
    expect(calls.map((call) => call.functionName)).toEqual(['removeLiquidity'])
    expect(calls[0]?.args.slice(0, 2)).toEqual([WETH.address, DAI.address])
  })

  it('an approval wins over a permit also present', () => {
    expect(buildRemoveV2Calls(params({ permit: PERMIT }))[0]?.functionName).toBe('removeLiquidity')
  })

  it('the slippage given replaces the default', () => {
    const [call] = buildRemoveV2Calls(params({ slippageBps: 50 }))
    expect(call?.args.slice(3, 5)).toEqual([(100n * E18 * 9950n) / 10_000n, (50n * E6 * 9950n) / 10_000n])
  })
})

describe('buildRemoveV2Calls with a signed LP permit', () => {
  const signed = { approved: false, permit: PERMIT }

  it('two tokens: removeLiquidityWithPermit, approveMax false, v r s, the permit’s deadline', () => {
    expect(buildRemoveV2Calls(params(signed))).toEqual([
      {
        to: router,
        functionName: 'removeLiquidityWithPermit',
        args: [
          DAI.address,
          USDC.address,
          50n * E18,
          95n * E18,
          475n * 10n ** 5n,
          account,
          PERMIT.deadline,
          false,
          28,
          PERMIT.r,
          PERMIT.s,
        ],
      },
    ])
  })

  it('with ETH: the ETH WithPermit method, then its fee-on-transfer twin', () => {
    const calls = buildRemoveV2Calls(
      params({ ...signed, currencyA: USDC, currencyB: ETH, amounts: { A: 1000n * E6, B: E18 } }),
    )
    const args = [
      USDC.address,
      50n * E18,
      950n * E6,
      (95n * E18) / 100n,
      account,
      PERMIT.deadline,
      false,
      28,
      PERMIT.r,
      PERMIT.s,
    ]
    expect(calls).toEqual([
      { to: router, functionName: 'removeLiquidityETHWithPermit', args },
      { to: router, functionName: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens', args },
    ])
  })

  it('the router and owner compare without regard to case', () => {
    const permit = {
      ...PERMIT,
      owner: account.toLowerCase() as `0x${string}`,
      spender: router.toUpperCase() as `0x${string}`,
    }
    expect(buildRemoveV2Calls(params({ approved: false, permit }))).toHaveLength(1)
  })
})

describe("buildRemoveV2Calls: 'Attempting to confirm without approval or a signature. Please contact support.'", () => {
  it('neither an approval nor a signature', () => {
    const build = () => buildRemoveV2Calls(params({ approved: false }))
    expect(build).toThrow(RemoveV2NotAuthorizedError)
    expect(build).toThrowError(
      /^Attempting to confirm without approval or a signature\. Please contact support\.$/,
    )
    expect(NOT_AUTHORIZED_MESSAGE).toBe(
      'Attempting to confirm without approval or a signature. Please contact support.',
    )
  })

  it('a permit for another amount, another spender or another owner is no signature', () => {
    for (const permit of [
      { ...PERMIT, amount: PERMIT.amount + 1n },
      { ...PERMIT, spender: account },
      { ...PERMIT, owner: router },
    ])
      expect(() => buildRemoveV2Calls(params({ approved: false, permit }))).toThrow(
        RemoveV2NotAuthorizedError,
      )
  })
})

describe('buildRemoveV2Calls: what cannot be sent (spec 2 §8 internal errors)', () => {
  it('no liquidity, no amounts, the same token twice, a slippage out of range', () => {
    expect(() => buildRemoveV2Calls(params({ liquidity: 0n }))).toThrow('missing liquidity amount')
    expect(() => buildRemoveV2Calls(params({ amounts: { A: 0n, B: 1n } }))).toThrow(
      'missing currency amounts',
    )
    expect(() => buildRemoveV2Calls(params({ currencyA: ETH, currencyB: WETH }))).toThrow('missing tokens')
    for (const slippageBps of [-1, 10_001, 0.5, Number.NaN])
      expect(() => buildRemoveV2Calls(params({ slippageBps }))).toThrow('Unexpected slippage')
  })
})

describe('minimumAmount', () => {
  it('is the amount less the slippage, rounded down; the default is 5 %', () => {
    expect(REMOVE_V2_SLIPPAGE_BPS).toBe(500)
    expect(minimumAmount(1000n, 500)).toBe(950n)
    expect(minimumAmount(999n, 500)).toBe(949n)
    expect(minimumAmount(1000n, 0)).toBe(1000n)
    expect(minimumAmount(1000n, 10_000)).toBe(0n)
  })
})

describe("the 'receive ETH or WETH' choice", () => {
  it('which side is native', () => {
    expect(nativeSideOf(ETH, DAI)).toBe('A')
    expect(nativeSideOf(DAI, ETH)).toBe('B')
    expect(nativeSideOf(WETH, DAI)).toBeNull()
  })

  it('ETH now: receives native, switching gives WETH on that side', () => {
    expect(receiveChoiceOf(DAI, ETH, ETH)).toEqual({
      side: 'B',
      receives: 'native',
      switched: { A: DAI, B: WETH },
    })
  })

  it('WETH now: receives wrapped, switching gives ETH', () => {
    expect(receiveChoiceOf(WETH, USDC, ETH)).toEqual({
      side: 'A',
      receives: 'wrapped',
      switched: { A: ETH, B: USDC },
    })
  })

  it('no link for a pair without ETH or WETH', () => {
    expect(receiveChoiceOf(DAI, USDC, ETH)).toBeNull()
    expect(receiveChoiceOf(ETH, WETH, ETH)).toBeNull()
  })
})
