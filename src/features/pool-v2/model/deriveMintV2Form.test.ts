import { describe, expect, it } from 'vitest'
import { deriveMintV2Form, type MintV2FormInputs } from './deriveMintV2Form.ts'
import { INITIAL_MINT_V2_FORM, type MintV2FormState } from './mintV2FormState.ts'
import {
  DAI,
  E18,
  ETH,
  OWNER,
  USDC,
  WBTC,
  WETH,
  WETH_DAI_RESERVES,
  WETH_DAI_SUPPLY,
} from './test/addV2Fixture.ts'

const form = (change: Partial<MintV2FormState>): MintV2FormState => ({ ...INITIAL_MINT_V2_FORM, ...change })
// 1 ETH typed against DAI in the 1,000 ETH / 2,000,000 DAI pair.
const base: MintV2FormInputs = {
  currencyA: ETH,
  currencyB: DAI,
  reserves: WETH_DAI_RESERVES,
  totalSupply: WETH_DAI_SUPPLY,
  form: form({ typedValue: '1' }),
  account: OWNER,
  balances: { A: 10n * E18, B: 100_000n * E18 },
  unsupported: false,
}
const derive = (change: Partial<MintV2FormInputs>) => deriveMintV2Form({ ...base, ...change })
const newPool = (change: Partial<MintV2FormInputs> = {}) =>
  derive({
    currencyA: WBTC,
    currencyB: USDC,
    reserves: null,
    totalSupply: null,
    form: form({ independentField: 'B', typedValue: '60000', otherTypedValue: '1' }),
    balances: { A: 100n * 10n ** 8n, B: 1_000_000n * 10n ** 6n },
    ...change,
  })

describe('deriveMintV2Form: an existing pair', () => {
  it('quotes the other amount from the reserves and predicts the liquidity, share and prices', () => {
    const result = derive({})
    expect(result.pairStatus).toBe('exists')
    expect(result.noLiquidity).toBe(false)
    expect(result.amounts).toEqual({ A: E18, B: 2000n * E18 })
    expect(result.inputs).toEqual({ A: '1', B: '2000' })
    // min(1 × supply / 1,000, 2,000 × supply / 2,000,000): a thousandth of the supply.
    expect(result.liquidityMinted).toBe(WETH_DAI_SUPPLY / 1000n)
    expect(result.poolShare).toBe('0.10%')
    expect(result.prices).toEqual({ bPerA: '2,000', aPerB: '0.0005' })
    expect(result.price?.baseCurrency).toBe(ETH)
    expect(result.price?.toSignificant(6)).toBe('2000')
    expect(result.blocker).toBeNull()
  })

  it('typing B makes A the quoted one, in either token order', () => {
    const result = derive({ form: form({ independentField: 'B', typedValue: '3000' }) })
    expect(result.amounts).toEqual({ A: 1_500_000_000_000_000_000n, B: 3000n * E18 })
    expect(result.inputs).toEqual({ A: '1.5', B: '3000' })
    const turned = derive({ currencyA: DAI, currencyB: ETH, form: form({ typedValue: '3000' }) })
    expect(turned.amounts).toEqual({ A: 3000n * E18, B: 1_500_000_000_000_000_000n })
    expect(turned.liquidityMinted).toBe(result.liquidityMinted)
    expect(turned.prices).toEqual({ bPerA: '0.0005', aPerB: '2,000' })
  })

  it('rounds the quote down as the router does, and shows it with 6 significant digits', () => {
    const result = derive({
      form: form({ independentField: 'B', typedValue: '1' }),
      reserves: [3n * E18, E18],
    })
    expect(result.amounts.A).toBe(333_333_333_333_333_333n)
    expect(result.inputs.A).toBe('0.333334')
  })

  it("the pool share of a tiny add reads '<0.01%'", () => {
    expect(derive({ form: form({ typedValue: '0.01' }) }).poolShare).toBe('<0.01%')
  })

  it('an old typed other value is ignored once the pair has liquidity', () => {
    const result = derive({ form: form({ typedValue: '1', otherTypedValue: '5' }) })
    expect(result.amounts.B).toBe(2000n * E18)
  })
})

describe('deriveMintV2Form: pair state', () => {
  it('is LOADING while the reserves are read', () => {
    const result = derive({ reserves: undefined })
    expect(result.pairStatus).toBe('loading')
    expect(result.amounts.B).toBeNull()
    expect(result.blocker).toEqual({ kind: 'loading' })
  })

  it('is NOT_EXISTS without a pair, and when both reserves are zero: the add creates the pool', () => {
    for (const reserves of [null, [0n, 0n] as const]) {
      const result = derive({ reserves, totalSupply: reserves ? 0n : null })
      expect(result.pairStatus).toBe('not-exists')
      expect(result.noLiquidity).toBe(true)
    }
  })

  it('is INVALID without both currencies, for one token twice, and for ETH with WETH', () => {
    for (const change of [
      { currencyB: null },
      { currencyA: null },
      { currencyA: DAI, currencyB: DAI },
      { currencyA: ETH, currencyB: WETH },
    ]) {
      const result = derive(change)
      expect(result.pairStatus).toBe('invalid')
      expect(result.blocker).toEqual({ kind: 'invalid-pair' })
      expect(result.prices).toBeNull()
    }
  })

  it('waits for the LP supply of an existing pair before Supply', () => {
    const result = derive({ totalSupply: undefined })
    expect(result.amounts.B).toBe(2000n * E18)
    expect(result.liquidityMinted).toBeNull()
    expect(result.blocker).toEqual({ kind: 'loading' })
  })
})

describe('deriveMintV2Form: a new pool', () => {
  it('takes both typed amounts: they set the price, the liquidity is √(a·b) − 1000, the share is 100%', () => {
    const result = newPool()
    expect(result.amounts).toEqual({ A: 10n ** 8n, B: 60_000n * 10n ** 6n })
    expect(result.inputs).toEqual({ A: '1', B: '60000' })
    expect(result.liquidityMinted).toBe(2_449_489_742n - 1000n)
    expect(result.poolShare).toBe('100%')
    expect(result.prices).toEqual({ bPerA: '60,000', aPerB: '0.0000166667' })
    expect(result.blocker).toBeNull()
  })

  it('has no price and asks for an amount until both are typed', () => {
    const result = newPool({ form: form({ independentField: 'A', typedValue: '1' }) })
    expect(result.amounts.B).toBeNull()
    expect(result.prices).toBeNull()
    expect(result.blocker).toEqual({ kind: 'enter-amount' })
  })

  it('amounts too small to mint more than the locked minimum liquidity ask for an amount', () => {
    const result = newPool({ form: form({ typedValue: '0.000001', otherTypedValue: '0.00000001' }) })
    expect(result.liquidityMinted).toBeNull()
    expect(result.blocker).toEqual({ kind: 'enter-amount' })
  })
})

describe('deriveMintV2Form: Max', () => {
  it('puts the whole token balance, and the native balance less 10^16 wei', () => {
    expect(derive({}).maxInputs).toEqual({ A: '9.99', B: '100000' })
    expect(derive({ balances: { A: 10n ** 15n, B: null } }).maxInputs).toEqual({ A: '0', B: null })
  })
})

describe('deriveMintV2Form: add form messages in priority', () => {
  it("'Unsupported Asset' comes first", () => {
    expect(derive({ unsupported: true, account: null, currencyB: null }).blocker).toEqual({
      kind: 'unsupported-asset',
    })
  })

  it("'Connect Wallet' before an invalid pair", () => {
    expect(derive({ account: null, currencyB: null }).blocker).toEqual({ kind: 'connect-wallet' })
  })

  it("'Invalid pair' before an empty amount", () => {
    expect(derive({ currencyB: null, form: INITIAL_MINT_V2_FORM }).blocker).toEqual({ kind: 'invalid-pair' })
  })

  it("'Enter an amount' before a short balance", () => {
    expect(derive({ form: INITIAL_MINT_V2_FORM, balances: { A: 0n, B: 0n } }).blocker).toEqual({
      kind: 'enter-amount',
    })
  })

  it("'Insufficient {symbol} balance' for either side", () => {
    expect(derive({ balances: { A: E18 - 1n, B: 0n } }).blocker).toEqual({
      kind: 'insufficient-balance',
      symbol: 'ETH',
    })
    expect(derive({ balances: { A: E18, B: 1999n * E18 } }).blocker).toEqual({
      kind: 'insufficient-balance',
      symbol: 'DAI',
    })
  })

  it('an unknown balance blocks nothing', () => {
    expect(derive({ balances: { A: null, B: null } }).blocker).toBeNull()
  })

  it('an amount past a uint256 is more than any balance', () => {
    const result = derive({
      form: form({ typedValue: `1${'0'.repeat(58)}` }),
      balances: { A: null, B: null },
    })
    expect(result.amounts.B).toBeGreaterThan(2n ** 256n)
    expect(result.liquidityMinted).toBeNull()
    expect(result.blocker).toEqual({ kind: 'insufficient-balance', symbol: 'DAI' })
  })
})

describe('deriveMintV2Form: hostile amounts', () => {
  const hostile = [
    '8'.repeat(80),
    '1e18',
    '1E5',
    '.',
    '-1',
    '0x10',
    '1.2.3',
    ' 1',
    'Infinity',
    'NaN',
    '٣',
    '0',
    '',
  ]
  it('never throw, and leave nothing to supply', () => {
    for (const text of [...hostile, '0.0000000000000000001']) {
      for (const inputs of [
        { form: form({ typedValue: text }) },
        { reserves: null, totalSupply: null, form: form({ typedValue: '1', otherTypedValue: text }) },
      ]) {
        const result = derive(inputs)
        expect(result.blocker).toEqual({ kind: 'enter-amount' })
        expect(result.liquidityMinted).toBeNull()
      }
    }
  })
})
