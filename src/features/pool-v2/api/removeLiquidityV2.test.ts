// Each remove v2 candidate decodes, with the router's ABI, to the method and arguments the model chose.
import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { v2Router02LiquidityAbi } from '../../../lib/abis/v2Router02Liquidity.ts'
import { buildRemoveV2Calls, type RemoveV2CallParams } from '../model/buildRemoveV2Calls.ts'
import { ACCOUNT, DAI, E6, E18, ETH, ROUTER, USDC } from '../model/test/burnPair.ts'
import { encodeRemoveV2Call } from './removeLiquidityV2.ts'

const account = ACCOUNT as `0x${string}`
const router = ROUTER as `0x${string}`
const permit = {
  v: 27,
  r: `0x${'ab'.repeat(32)}`,
  s: `0x${'cd'.repeat(32)}`,
  deadline: 1_800_000_000n,
  amount: 7n * E18,
  owner: account,
  spender: router,
} as const

const base: RemoveV2CallParams = {
  router,
  account,
  currencyA: DAI,
  currencyB: USDC,
  liquidity: 7n * E18,
  amounts: { A: 10n * E18, B: 10n * E6 },
  deadline: 1_900_000_000n,
  approved: true,
  permit: null,
}

const cases: [string, RemoveV2CallParams][] = [
  ['approved, two tokens', base],
  ['approved, ETH', { ...base, currencyA: ETH }],
  ['signed, two tokens', { ...base, approved: false, permit }],
  ['signed, ETH', { ...base, currencyB: ETH, approved: false, permit }],
]

describe('encodeRemoveV2Call', () => {
  for (const [name, params] of cases)
    it(`${name}: every candidate decodes to its method and arguments, sent to the router`, () => {
      const calls = buildRemoveV2Calls(params)
      expect(calls.length).toBeGreaterThan(0)
      for (const call of calls) {
        const { to, data } = encodeRemoveV2Call(call)
        expect(to).toBe(router)
        const decoded = decodeFunctionData({ abi: v2Router02LiquidityAbi, data })
        expect(decoded.functionName).toBe(call.functionName)
        expect(decoded.args).toEqual(call.args)
      }
    })

  it('the signed ETH candidates carry approveMax false and the permit’s v, r, s and deadline', () => {
    const calls = buildRemoveV2Calls({ ...base, currencyB: ETH, approved: false, permit })
    const decoded = calls.map((call) =>
      decodeFunctionData({ abi: v2Router02LiquidityAbi, ...encodeRemoveV2Call(call) }),
    )
    expect(decoded.map((d) => d.functionName)).toEqual([
      'removeLiquidityETHWithPermit',
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    ])
    for (const { args } of decoded)
      expect(args?.slice(5)).toEqual([permit.deadline, false, 27, permit.r, permit.s])
  })
})
