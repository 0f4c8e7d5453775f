import Router02 from '@uniswap/v2-periphery/build/IUniswapV2Router02.json' with { type: 'json' }
import { type Abi, decodeFunctionData, type Hex, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { ADD_V2_SLIPPAGE_BPS, type AddV2CallParams, buildAddV2Call } from './buildAddV2Call.ts'
import { DAI, E18, ETH, OWNER, ROUTER, USDC, WETH } from './test/addV2Fixture.ts'

// The calldata is read back with the package's own ABI, not the copy that wrote it.
const routerAbi = Router02.abi as Abi
const decode = (data: Hex) => decodeFunctionData({ abi: routerAbi, data })
const DEADLINE = 1_900_000_000n

const daiUsdc: AddV2CallParams = {
  router: ROUTER,
  currencyA: DAI,
  currencyB: USDC,
  amountA: 1000n * E18,
  amountB: 1000n * 10n ** 6n,
  slippageBps: ADD_V2_SLIPPAGE_BPS,
  noLiquidity: false,
  recipient: OWNER,
  deadline: DEADLINE,
}

describe('buildAddV2Call: two tokens', () => {
  it('calls addLiquidity in the form’s order, with the minimums 0.5 % under the amounts and no ETH', () => {
    const call = buildAddV2Call(daiUsdc)
    expect(call.to).toBe(ROUTER)
    expect(call.value).toBe(0n)
    expect(decode(call.data)).toEqual({
      functionName: 'addLiquidity',
      args: [
        DAI.address,
        USDC.address,
        1000n * E18,
        1000n * 10n ** 6n,
        995n * E18,
        995n * 10n ** 6n,
        OWNER,
        DEADLINE,
      ],
    })
    expect(call.summary).toEqual({
      method: 'addLiquidity',
      currencyA: DAI,
      currencyB: USDC,
      amountA: 1000n * E18,
      amountB: 1000n * 10n ** 6n,
      amountAMin: 995n * E18,
      amountBMin: 995n * 10n ** 6n,
      createPool: false,
      recipient: OWNER,
      deadline: DEADLINE,
      value: 0n,
    })
  })

  it('rounds a minimum down', () => {
    const call = buildAddV2Call({ ...daiUsdc, amountA: 999n, amountB: 1n, slippageBps: 1 })
    expect(call.summary).toMatchObject({ amountAMin: 998n, amountBMin: 0n })
  })

  it('creating the pool takes no slippage: the minimums are the amounts', () => {
    const call = buildAddV2Call({ ...daiUsdc, noLiquidity: true })
    expect(decode(call.data).args?.slice(4, 6)).toEqual([1000n * E18, 1000n * 10n ** 6n])
    expect(call.summary).toMatchObject({
      createPool: true,
      amountAMin: 1000n * E18,
      amountBMin: 1000n * 10n ** 6n,
    })
  })
})

describe('buildAddV2Call: the native coin', () => {
  it('ETH as A: addLiquidityETH with the token side B, sending A’s amount', () => {
    const call = buildAddV2Call({
      ...daiUsdc,
      currencyA: ETH,
      currencyB: DAI,
      amountA: E18,
      amountB: 2000n * E18,
    })
    expect(call.value).toBe(E18)
    expect(decode(call.data)).toEqual({
      functionName: 'addLiquidityETH',
      args: [DAI.address, 2000n * E18, 1990n * E18, (E18 * 995n) / 1000n, OWNER, DEADLINE],
    })
    expect(call.summary).toMatchObject({
      method: 'addLiquidityETH',
      value: E18,
      amountAMin: (E18 * 995n) / 1000n,
    })
  })

  it('ETH as B: the token side is A', () => {
    const call = buildAddV2Call({
      ...daiUsdc,
      currencyA: USDC,
      currencyB: ETH,
      amountA: 1000n * 10n ** 6n,
      amountB: E18 / 2n,
    })
    expect(call.value).toBe(E18 / 2n)
    expect(decode(call.data).args).toEqual([
      USDC.address,
      1000n * 10n ** 6n,
      995n * 10n ** 6n,
      ((E18 / 2n) * 995n) / 1000n,
      OWNER,
      DEADLINE,
    ])
  })

  it('WETH itself is a token: addLiquidity, no ETH sent', () => {
    const call = buildAddV2Call({ ...daiUsdc, currencyA: WETH, currencyB: DAI })
    expect(call.summary.method).toBe('addLiquidity')
    expect(call.value).toBe(0n)
  })
})

describe('buildAddV2Call refuses what no pair can take', () => {
  it('one token twice, ETH with WETH, empty or oversized amounts, a slippage outside 0–100 %', () => {
    const bad: Partial<AddV2CallParams>[] = [
      { currencyB: DAI },
      { currencyA: ETH, currencyB: WETH },
      { amountA: 0n },
      { amountB: -1n },
      { amountA: maxUint256 + 1n },
      { slippageBps: -1 },
      { slippageBps: 10_001 },
      { slippageBps: 0.5 },
    ]
    for (const change of bad) expect(() => buildAddV2Call({ ...daiUsdc, ...change })).toThrow(RangeError)
  })
})
