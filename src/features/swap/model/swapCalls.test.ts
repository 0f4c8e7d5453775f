import { type Currency, CurrencyAmount, Percent, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk'
import {
  encodeRouteToPath,
  encodeSqrtRatioX96,
  FeeAmount,
  Pool,
  TickMath,
  Route as V3Route,
  Trade as V3Trade,
} from '@uniswap/v3-sdk'
import { type Address, decodeFunctionData, type Hex, parseAbi, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { SwapTrade } from '../../../lib/routing/swapTrade.ts'
import { ChainNativeCurrency } from '../../../lib/sdk/sdkCurrency.ts'
import { buildSwapCalls, type SwapCallOptions, type SwapPermit, V2_ROUTER_SWAP_ABI } from './swapCalls.ts'

const WETH_ADDRESS: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const WETH = new Token(1, WETH_ADDRESS, 18, 'WETH', 'Wrapped Ether')
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai Stablecoin')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD Coin')
const ETH = new ChainNativeCurrency(1, {
  address: WETH_ADDRESS,
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
})
const V2_ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const SWAP_ROUTER: Address = '0xE592427A0AEce92De3Edee1F18E0157C05861564'
const RECIPIENT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DEADLINE = 1_900_000_000n
const SLIPPAGE_BPS = 50
const slippage = new Percent(SLIPPAGE_BPS, 10_000)

const options: SwapCallOptions = {
  recipient: RECIPIENT,
  slippageBps: SLIPPAGE_BPS,
  deadline: DEADLINE,
  routers: { v2Router02: V2_ROUTER, swapRouter: SWAP_ROUTER },
}

const swapRouterAbi = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactOutputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountOut; uint256 amountInMaximum; uint160 sqrtPriceLimitX96; }',
  'struct ExactInputParams { bytes path; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function exactOutputSingle(ExactOutputSingleParams params) payable returns (uint256 amountIn)',
  'function exactInput(ExactInputParams params) payable returns (uint256 amountOut)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function selfPermitAllowed(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) payable',
])

const raw = (amount: CurrencyAmount<Currency>): bigint => BigInt(amount.quotient.toString())
const units = <T extends Currency>(token: T, whole: number): CurrencyAmount<T> =>
  CurrencyAmount.fromRawAmount(token, (BigInt(whole) * 10n ** BigInt(token.decimals)).toString())

function pair(a: Token, amountA: number, b: Token, amountB: number): Pair {
  return new Pair(units(a, amountA), units(b, amountB))
}

// Prices for the pools: 1 WETH = 2000 DAI = 2000 USDC.
function pool(a: Token, b: Token, amountA: bigint, amountB: bigint): Pool {
  const [token0, token1, amount0, amount1] = a.sortsBefore(b)
    ? [a, b, amountA, amountB]
    : [b, a, amountB, amountA]
  const sqrtPrice = encodeSqrtRatioX96(amount1.toString(), amount0.toString())
  const tick = TickMath.getTickAtSqrtRatio(sqrtPrice)
  return new Pool(token0, token1, FeeAmount.MEDIUM, sqrtPrice, (10n ** 24n).toString(), tick)
}
const WETH_DAI = pool(WETH, DAI, 10n ** 18n, 2000n * 10n ** 18n)
const WETH_USDC = pool(WETH, USDC, 10n ** 18n, 2000n * 10n ** 6n)

function v3Trade(path: Pool[], input: Currency, output: Currency, tradeType: TradeType): SwapTrade {
  const route = new V3Route(path, input, output)
  const trade = V3Trade.createUncheckedTrade({
    route,
    inputAmount: units(input, 1),
    outputAmount: units(output, 1990),
    tradeType,
  })
  return { version: 'v3', trade }
}

// The SDK sends a lone call as is, several in one multicall.
function decodeMulticall(data: Hex) {
  const outer = decodeFunctionData({ abi: swapRouterAbi, data })
  if (outer.functionName !== 'multicall') return [outer]
  const [inner] = outer.args
  return inner.map((call) => decodeFunctionData({ abi: swapRouterAbi, data: call }))
}

describe('v2 swap calls', () => {
  const wethDai = pair(WETH, 100, DAI, 200_000)

  it('exact input: the plain call, then the fee-on-transfer variant', () => {
    const trade = V2Trade.exactIn(new V2Route([wethDai], DAI, WETH), units(DAI, 2000))
    const calls = buildSwapCalls({ version: 'v2', trade }, options)
    expect(calls.map((call) => [call.to, call.value])).toEqual([
      [V2_ROUTER, 0n],
      [V2_ROUTER, 0n],
    ])
    const decoded = calls.map((call) => decodeFunctionData({ abi: V2_ROUTER_SWAP_ABI, data: call.data }))
    expect(decoded.map((call) => call.functionName)).toEqual([
      'swapExactTokensForTokens',
      'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    ])
    const expectedArgs = [
      raw(trade.inputAmount),
      raw(trade.minimumAmountOut(slippage)),
      [DAI.address, WETH_ADDRESS],
      RECIPIENT,
      DEADLINE,
    ]
    for (const call of decoded) expect(call.args).toEqual(expectedArgs)
  })

  it('exact input from ETH: payable, the input as value', () => {
    const trade = V2Trade.exactIn(new V2Route([wethDai], ETH, DAI), units(ETH, 1))
    const calls = buildSwapCalls({ version: 'v2', trade }, options)
    expect(calls.map((call) => call.value)).toEqual([10n ** 18n, 10n ** 18n])
    const decoded = calls.map((call) => decodeFunctionData({ abi: V2_ROUTER_SWAP_ABI, data: call.data }))
    expect(decoded.map((call) => call.functionName)).toEqual([
      'swapExactETHForTokens',
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
    ])
    expect(decoded[0]?.args).toEqual([
      raw(trade.minimumAmountOut(slippage)),
      [WETH_ADDRESS, DAI.address],
      RECIPIENT,
      DEADLINE,
    ])
  })

  it('exact output to ETH: one call with the maximum input (no fee-on-transfer variant)', () => {
    const trade = V2Trade.exactOut(new V2Route([wethDai], DAI, ETH), units(ETH, 1))
    const calls = buildSwapCalls({ version: 'v2', trade }, options)
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call?.value).toBe(0n)
    const decoded = decodeFunctionData({ abi: V2_ROUTER_SWAP_ABI, data: call?.data ?? '0x' })
    expect(decoded.functionName).toBe('swapTokensForExactETH')
    expect(decoded.args).toEqual([
      10n ** 18n,
      raw(trade.maximumAmountIn(slippage)),
      [DAI.address, WETH_ADDRESS],
      RECIPIENT,
      DEADLINE,
    ])
  })

  it("exact output from ETH sends the maximum input as value; without Router02 it is 'missing dependencies'", () => {
    const trade = V2Trade.exactOut(new V2Route([wethDai], ETH, DAI), units(DAI, 100))
    const [call] = buildSwapCalls({ version: 'v2', trade }, options)
    expect(call?.value).toBe(raw(trade.maximumAmountIn(slippage)))
    expect(decodeFunctionData({ abi: V2_ROUTER_SWAP_ABI, data: call?.data ?? '0x' }).functionName).toBe(
      'swapETHForExactTokens',
    )
    expect(() =>
      buildSwapCalls({ version: 'v2', trade }, { ...options, routers: { swapRouter: SWAP_ROUTER } }),
    ).toThrow('missing dependencies')
  })
})

describe('v3 swap calls', () => {
  it('exact input from ETH: one call to SwapRouter paying the input', () => {
    const trade = v3Trade([WETH_DAI], ETH, DAI, TradeType.EXACT_INPUT)
    const calls = buildSwapCalls(trade, options)
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call?.to).toBe(SWAP_ROUTER)
    expect(call?.value).toBe(10n ** 18n)
    const [swap, ...rest] = decodeMulticall(call?.data ?? '0x')
    expect(rest).toEqual([])
    expect(swap?.functionName).toBe('exactInputSingle')
    expect(swap?.args?.[0]).toMatchObject({
      tokenIn: WETH_ADDRESS,
      tokenOut: DAI.address,
      fee: 3000,
      recipient: RECIPIENT,
      deadline: DEADLINE,
      amountIn: 10n ** 18n,
      amountOutMinimum: raw(trade.trade.minimumAmountOut(slippage)),
    })
  })

  it('exact output to ETH: the router takes the output and unwraps it to the recipient', () => {
    const trade = v3Trade([WETH_DAI], DAI, ETH, TradeType.EXACT_OUTPUT)
    const [call] = buildSwapCalls(trade, options)
    expect(call?.value).toBe(0n)
    const [swap, unwrap] = decodeMulticall(call?.data ?? '0x')
    expect(swap?.functionName).toBe('exactOutputSingle')
    expect(swap?.args?.[0]).toMatchObject({
      recipient: zeroAddress,
      amountOut: raw(trade.trade.outputAmount),
      amountInMaximum: raw(trade.trade.maximumAmountIn(slippage)),
    })
    expect(unwrap?.functionName).toBe('unwrapWETH9')
    expect(unwrap?.args).toEqual([raw(trade.trade.outputAmount), RECIPIENT])
  })

  it('two hops: exactInput over the encoded path', () => {
    const trade = v3Trade([WETH_DAI, WETH_USDC], DAI, USDC, TradeType.EXACT_INPUT)
    const [call] = buildSwapCalls(trade, options)
    const [swap] = decodeMulticall(call?.data ?? '0x')
    expect(swap?.functionName).toBe('exactInput')
    if (trade.version !== 'v3') throw new Error('v3 expected')
    expect(swap?.args?.[0]).toMatchObject({
      path: encodeRouteToPath(trade.trade.swaps[0]?.route ?? trade.trade.route, false),
    })
  })

  const signature = {
    v: 27,
    r: `0x${'11'.repeat(32)}`,
    s: `0x${'22'.repeat(32)}`,
    deadline: 1_800_000_000n,
  } as const

  it('folds an amount permit in first: selfPermit(token, value, deadline, v, r, s)', () => {
    const permit: SwapPermit = { ...signature, permitType: 'amount', amount: 123n }
    const [call] = buildSwapCalls(v3Trade([WETH_DAI], DAI, WETH, TradeType.EXACT_INPUT), {
      ...options,
      permit,
    })
    const [first, second] = decodeMulticall(call?.data ?? '0x')
    expect(first?.functionName).toBe('selfPermit')
    expect(first?.args).toEqual([DAI.address, 123n, signature.deadline, 27, signature.r, signature.s])
    expect(second?.functionName).toBe('exactInputSingle')
  })

  it('folds an allowed permit in first: selfPermitAllowed(token, nonce, expiry, v, r, s)', () => {
    const permit: SwapPermit = { ...signature, v: 28, permitType: 'allowed', nonce: 4n }
    const [call] = buildSwapCalls(v3Trade([WETH_DAI], DAI, WETH, TradeType.EXACT_INPUT), {
      ...options,
      permit,
    })
    const [first] = decodeMulticall(call?.data ?? '0x')
    expect(first?.functionName).toBe('selfPermitAllowed')
    expect(first?.args).toEqual([DAI.address, 4n, signature.deadline, 28, signature.r, signature.s])
  })

  it("refuses a bad signature, a bad slippage, and is 'missing dependencies' without SwapRouter", () => {
    const trade = v3Trade([WETH_DAI], DAI, WETH, TradeType.EXACT_INPUT)
    const permit: SwapPermit = { ...signature, v: 5, permitType: 'amount', amount: 1n }
    expect(() => buildSwapCalls(trade, { ...options, permit })).toThrow(RangeError)
    expect(() => buildSwapCalls(trade, { ...options, slippageBps: 0.5 })).toThrow(RangeError)
    expect(() => buildSwapCalls(trade, { ...options, routers: {} })).toThrow('missing dependencies')
  })
})
