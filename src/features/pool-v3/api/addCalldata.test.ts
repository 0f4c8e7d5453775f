// What the confirmation shows is what is sent (issue #17): for any position, either kind of add, ETH or WETH,
// a new pool or not, and any slippage, the calldata read back with the app's ABI carries exactly the ticks,
// amounts, minimums, token id, recipient, deadline and value of the summary built with it.
import { encodeSqrtRatioX96, Pool, TickMath } from '@uniswap/v3-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildAddCall } from '../model/buildAddCall.ts'
import { mintPosition } from '../model/mintAmounts.ts'
import { tickLimits } from '../model/rangeTicks.ts'
import { DAI, ETH, OWNER, POSITION_MANAGER, WETH } from '../model/test/positionFixture.ts'
import { decodeAddCall, decodedSummary } from './test/decodeAddCall.ts'

const SPACING = 60

const caseArbitrary = fc.record({
  tick: fc.integer({ min: -200_000, max: 200_000 }),
  lowerSteps: fc.integer({ min: -3000, max: 3000 }),
  width: fc.integer({ min: 1, max: 3000 }),
  amount0: fc.bigInt({ min: 1n, max: 10n ** 30n }),
  amount1: fc.bigInt({ min: 1n, max: 10n ** 30n }),
  kind: fc.constantFrom('mint' as const, 'increase' as const),
  createPool: fc.boolean(),
  native: fc.boolean(),
  slippageBps: fc.integer({ min: 0, max: 5000 }),
  tokenId: fc.bigInt({ min: 1n, max: 2n ** 64n }),
})

describe('the add calldata, read back', () => {
  it('carries exactly what its summary shows', () => {
    fc.assert(
      fc.property(caseArbitrary, (c) => {
        const sqrt = TickMath.getSqrtRatioAtTick(c.tick)
        const pool = new Pool(DAI, WETH, 3000, sqrt, c.createPool ? 0 : (10n ** 20n).toString(), c.tick)
        const limits = tickLimits(SPACING)
        const tickLower = Math.max(limits.lower, Math.round(c.tick / SPACING + c.lowerSteps) * SPACING)
        const tickUpper = Math.min(limits.upper, tickLower + c.width * SPACING)
        fc.pre(tickLower < tickUpper)
        const position = mintPosition(pool, { tickLower, tickUpper }, c.amount0, c.amount1)
        fc.pre(position !== null)
        if (!position) return
        const common = {
          positionManager: POSITION_MANAGER,
          position,
          slippageBps: c.slippageBps,
          deadline: 1_700_000_000n,
          native: c.native ? ETH : null,
        }
        const { call, summary } = buildAddCall(
          c.kind === 'mint'
            ? { ...common, kind: 'mint', recipient: OWNER, createPool: c.createPool }
            : { ...common, kind: 'increase', tokenId: c.tokenId },
        )
        expect(summary).toMatchObject(decodedSummary(call))
        if (c.kind === 'mint') {
          const { liquidity: _, ...carried } = summary
          expect(decodedSummary(call)).toEqual(carried)
        }
        expect(summary.amount0Min).toBeLessThanOrEqual(summary.amount0Desired)
        expect(summary.amount1Min).toBeLessThanOrEqual(summary.amount1Desired)
        // ETH pays the WETH side (token1 here), and only what is sent is refunded.
        expect(call.value).toBe(c.native ? summary.amount1Desired : 0n)
        expect(decodeAddCall(call).refundETH).toBe(c.native && call.value > 0n)
      }),
    )
  })

  it('creates the pool at the price the summary shows, before the mint', () => {
    const sqrt = encodeSqrtRatioX96(1, 2000)
    const tick = TickMath.getTickAtSqrtRatio(sqrt)
    const pool = new Pool(DAI, WETH, 3000, TickMath.getSqrtRatioAtTick(tick), 0, tick)
    const position = mintPosition(pool, { tickLower: -78660, tickUpper: -73140 }, 10n ** 21n, 10n ** 18n)
    if (!position) throw new Error('fixture')
    const { call, summary } = buildAddCall({
      kind: 'mint',
      positionManager: POSITION_MANAGER,
      position,
      slippageBps: 50,
      deadline: 1n,
      native: null,
      recipient: OWNER,
      createPool: true,
    })
    expect(decodeAddCall(call)).toMatchObject({
      token0: DAI.address,
      token1: WETH.address,
      fee: 3000,
      createPool: summary.createPool,
      tickLower: -78660,
      tickUpper: -73140,
    })
  })
})
