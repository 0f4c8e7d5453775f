import { describe, expect, it } from 'vitest'
import { onlyRoutingDiffers, parseSwapQuery, withRouting } from './swapQuery.ts'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const q = (search: string) => parseSwapQuery(new URLSearchParams(search))

describe('swap URL parameters', () => {
  it('a valid address is kept, ETH in any case becomes ETH, anything else is empty', () => {
    expect(q(`inputCurrency=${DAI}&outputCurrency=eth`)).toMatchObject({
      inputCurrencyId: DAI,
      outputCurrencyId: 'ETH',
    })
    expect(q(`inputCurrency=DAI&outputCurrency=${USDC}`)).toMatchObject({
      inputCurrencyId: '',
      outputCurrencyId: USDC,
    })
    expect(q('inputCurrency=<script>&outputCurrency=0x123')).toMatchObject({
      inputCurrencyId: 'ETH',
      outputCurrencyId: '',
    })
  })

  it('both empty makes the input ETH', () => {
    expect(q('')).toMatchObject({ inputCurrencyId: 'ETH', outputCurrencyId: '' })
  })

  it('both equal clears the output', () => {
    expect(q(`inputCurrency=${DAI}&outputCurrency=${DAI.toLowerCase()}`)).toMatchObject({
      inputCurrencyId: DAI,
      outputCurrencyId: '',
    })
    expect(q('inputCurrency=ETH&outputCurrency=eth')).toMatchObject({
      inputCurrencyId: 'ETH',
      outputCurrencyId: '',
    })
  })

  it('exactAmount must be a number; exactField output means output, anything else input', () => {
    expect(q('exactAmount=1.5&exactField=OUTPUT')).toMatchObject({
      typedValue: '1.5',
      independentField: 'OUTPUT',
    })
    expect(q('exactAmount=abc&exactField=in')).toMatchObject({ typedValue: '', independentField: 'INPUT' })
    expect(q('exactAmount=12abc')).toMatchObject({ typedValue: '' })
    expect(q('exactAmount=-1')).toMatchObject({ typedValue: '' })
  })

  it('a recipient is accepted when an address or an ENS-style name', () => {
    expect(q(`recipient=${DAI}`).recipient).toBe(DAI)
    expect(q('recipient=alice.eth').recipient).toBe('alice.eth')
    expect(q('recipient=javascript:alert(1)').recipient).toBeNull()
    expect(q('recipient=alice').recipient).toBeNull()
    expect(q(`recipient=${'a'.repeat(252)}.eth`).recipient).toBeNull()
  })

  it('use=v2 routes through v2; use=v3, anything else or nothing through v3 (null: no version named)', () => {
    expect(q('use=v2').routing).toBe('v2')
    expect(q('use=V2').routing).toBe('v2')
    expect(q('use=v3').routing).toBe('v3')
    expect(q('use=v1').routing).toBe(null)
    expect(q('').routing).toBe(null)
  })
})

describe('the version hint', () => {
  it('writes `use` into the query and keeps the other parameters', () => {
    expect(withRouting(`?inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`, 'v2')).toBe(
      `?inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1&use=v2`,
    )
    expect(withRouting('?use=v2&exactAmount=1', 'v3')).toBe('?use=v3&exactAmount=1')
    expect(withRouting('', 'v2')).toBe('?use=v2')
  })

  it('a change of `use` alone keeps the form; any other change replaces it', () => {
    const a = q(`inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    expect(onlyRoutingDiffers(a, q(`inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1&use=v2`))).toBe(
      true,
    )
    expect(onlyRoutingDiffers(a, q(`inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=1&use=v2`))).toBe(
      false,
    )
    expect(onlyRoutingDiffers(a, q(`inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=2`))).toBe(false)
  })
})
