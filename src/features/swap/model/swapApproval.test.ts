import { CurrencyAmount, Percent, Token } from '@uniswap/sdk-core'
import { Pair, Route, Trade } from '@uniswap/v2-sdk'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { spenderOf } from './swapApproval.ts'

const WETH_ADDRESS: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const WETH = new Token(1, WETH_ADDRESS, 18, 'WETH', 'Wrapped Ether')
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai Stablecoin')
const routers = {
  v2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  swapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
} as const
const slippage = new Percent(50, 10_000)
const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (100n * 10n ** 18n).toString()),
  CurrencyAmount.fromRawAmount(DAI, (200_000n * 10n ** 18n).toString()),
)

describe('who a swap must approve', () => {
  const v2Trade = Trade.exactOut(
    new Route([pair], DAI, WETH),
    CurrencyAmount.fromRawAmount(WETH, (10n ** 18n).toString()),
  )

  it('Router02 for a v2 trade, SwapRouter for a v3 trade; none where the chain has no such router', () => {
    expect(spenderOf({ version: 'v2', trade: v2Trade }, routers)).toBe(routers.v2Router02)
    expect(spenderOf({ version: 'v2', trade: v2Trade }, { swapRouter: routers.swapRouter })).toBeUndefined()
  })

  it('the input at most, slippage included', () => {
    const maximum = v2Trade.maximumAmountIn(slippage)
    expect(maximum.currency).toBe(DAI)
    expect(BigInt(maximum.quotient.toString())).toBeGreaterThan(
      BigInt(v2Trade.inputAmount.quotient.toString()),
    )
  })
})
