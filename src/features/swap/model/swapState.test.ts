import { describe, expect, it } from 'vitest'
import { parseSwapQuery, type SwapState } from './swapQuery.ts'
import { selectCurrency, switchCurrencies, typeInput } from './swapState.ts'

const DAI = '0x3Aa5ebB10DC797CAC828524e59A333d0A371443c'
const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const state = (over: Partial<SwapState> = {}): SwapState => ({
  independentField: 'INPUT',
  typedValue: '',
  inputCurrencyId: 'ETH',
  outputCurrencyId: '',
  recipient: null,
  routing: 'v3',
  ...over,
})

describe('swap selection transitions', () => {
  it('typing sets field and value', () => {
    expect(typeInput(state(), 'OUTPUT', '1.5')).toMatchObject({
      independentField: 'OUTPUT',
      typedValue: '1.5',
    })
    expect(typeInput(state({ independentField: 'OUTPUT' }), 'INPUT', '')).toMatchObject({
      independentField: 'INPUT',
      typedValue: '',
    })
  })

  it('picking a currency that is not on the other side only sets this side', () => {
    expect(selectCurrency(state(), 'OUTPUT', DAI)).toEqual(state({ outputCurrencyId: DAI }))
    expect(selectCurrency(state({ outputCurrencyId: DAI }), 'INPUT', WETH)).toEqual(
      state({ inputCurrencyId: WETH, outputCurrencyId: DAI }),
    )
  })

  it("choosing the other side's currency swaps the two and flips the independent field", () => {
    const start = state({ outputCurrencyId: DAI, typedValue: '2' })
    expect(selectCurrency(start, 'INPUT', DAI.toLowerCase())).toEqual(
      state({
        independentField: 'OUTPUT',
        inputCurrencyId: DAI.toLowerCase(),
        outputCurrencyId: 'ETH',
        typedValue: '2',
      }),
    )
    expect(selectCurrency(start, 'OUTPUT', 'ETH')).toEqual(
      state({ independentField: 'OUTPUT', inputCurrencyId: DAI, outputCurrencyId: 'ETH', typedValue: '2' }),
    )
  })

  it('the switch control swaps input and output and flips the independent field, keeping the value', () => {
    const start = state({ outputCurrencyId: DAI, typedValue: '3' })
    const switched = switchCurrencies(start)
    expect(switched).toEqual(
      state({ independentField: 'OUTPUT', inputCurrencyId: DAI, outputCurrencyId: 'ETH', typedValue: '3' }),
    )
    expect(switchCurrencies(switched)).toEqual(start)
  })
})

describe('URL → swap state', () => {
  const query = (search: string) => parseSwapQuery(new URLSearchParams(search))

  it('fills currencies, the exact amount and field, and keeps the recipient', () => {
    expect(
      query(`inputCurrency=eth&outputCurrency=${WETH}&exactAmount=0.5&exactField=output&recipient=bob.eth`),
    ).toEqual({
      independentField: 'OUTPUT',
      typedValue: '0.5',
      inputCurrencyId: 'ETH',
      outputCurrencyId: WETH,
      recipient: 'bob.eth',
      routing: null,
    })
  })

  it('a URL state then follows the same transitions', () => {
    const fromUrl = query(`inputCurrency=ETH&outputCurrency=${WETH}&exactAmount=0.5`)
    expect(switchCurrencies(fromUrl)).toMatchObject({
      inputCurrencyId: WETH,
      outputCurrencyId: 'ETH',
      independentField: 'OUTPUT',
      typedValue: '0.5',
    })
  })
})
