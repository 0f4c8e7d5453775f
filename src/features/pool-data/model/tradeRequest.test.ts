import { Token, TradeType } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import * as engine from './poolEngine.ts'
import { sdkTradeRequest, settledValue } from './tradeRequest.ts'

const WETH_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const chain = {
  chainId: 1,
  wrappedNative: { address: WETH_ADDRESS, decimals: 18, symbol: 'WETH', name: 'Wrapped Ether' } as const,
}

describe('sdkTradeRequest', () => {
  it('puts an exact-input amount on the input and names the output as the other side', () => {
    const request = sdkTradeRequest(engine, chain, {
      currencyIn: DAI,
      currencyOut: USDC,
      amount: 5n * 10n ** 18n,
      exactIn: true,
      key: 'k',
    })
    expect(request.tradeType).toBe(TradeType.EXACT_INPUT)
    expect(request.amount.currency.equals(DAI)).toBe(true)
    expect(request.amount.quotient.toString()).toBe((5n * 10n ** 18n).toString())
    expect(request.otherCurrency.equals(USDC)).toBe(true)
    expect(request.config.bases.length).toBeGreaterThan(0)
    expect(request.key).toBe('k')
  })

  it('puts an exact-output amount on the output and names the input as the other side', () => {
    const request = sdkTradeRequest(engine, chain, {
      currencyIn: DAI,
      currencyOut: USDC,
      amount: 7_000_000n,
      exactIn: false,
      key: 'k',
    })
    expect(request.tradeType).toBe(TradeType.EXACT_OUTPUT)
    expect(request.amount.currency.equals(USDC)).toBe(true)
    expect(request.amount.quotient.toString()).toBe('7000000')
    expect(request.otherCurrency.equals(DAI)).toBe(true)
  })
})

describe('settledValue', () => {
  it('is undefined while a read loads, null when it failed or has no result, the result otherwise', () => {
    expect(settledValue(undefined)).toBeUndefined()
    expect(settledValue({ loading: true, error: false, result: 1 })).toBeUndefined()
    expect(settledValue({ loading: false, error: true, result: 1 })).toBeNull()
    expect(settledValue({ loading: false, error: false, result: undefined })).toBeNull()
    expect(settledValue({ loading: false, error: false, result: 3 })).toBe(3)
  })
})
