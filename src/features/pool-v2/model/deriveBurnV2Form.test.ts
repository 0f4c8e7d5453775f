import { describe, expect, it } from 'vitest'
import type { BurnV2Field } from './burnV2FormState.ts'
import { type BurnV2FormInputs, deriveBurnV2Form, parseBurnPercent } from './deriveBurnV2Form.ts'
import {
  ACCOUNT,
  BALANCE,
  DAI,
  daiUsdc,
  E6,
  E18,
  ETH,
  TOTAL_SUPPLY,
  USDC,
  WETH,
  wethDai,
} from './test/burnPair.ts'

function derive(field: BurnV2Field, typedValue: string, overrides: Partial<BurnV2FormInputs> = {}) {
  return deriveBurnV2Form({
    account: ACCOUNT,
    currencyA: DAI,
    currencyB: USDC,
    pair: daiUsdc,
    totalSupply: TOTAL_SUPPLY,
    lpBalance: BALANCE,
    form: { independentField: field, typedValue },
    ...overrides,
  })
}

describe('deriveBurnV2Form: the percent slider (simple mode)', () => {
  it('starts at 0 %: nothing to remove, empty detailed inputs, Enter an amount', () => {
    const form = derive('LIQUIDITY_PERCENT', '0')
    expect(form).toMatchObject({ liquidity: null, amounts: { A: null, B: null }, percent: 0 })
    expect(form.inputs).toEqual({ LIQUIDITY_PERCENT: '0', LIQUIDITY: '', CURRENCY_A: '', CURRENCY_B: '' })
    expect(form.blocker).toBe('enter-amount')
  })

  it('50 % burns half the LP balance and pays out half of what it is worth', () => {
    const form = derive('LIQUIDITY_PERCENT', '50')
    expect(form.liquidity).toBe(50n * E18)
    expect(form.amounts).toEqual({ A: 100n * E18, B: 50n * E6 })
    expect(form.pooled).toEqual({ A: 200n * E18, B: 100n * E6 })
    expect(form.percent).toBe(50)
    expect(form.inputs).toEqual({
      LIQUIDITY_PERCENT: '50',
      LIQUIDITY: '50',
      CURRENCY_A: '100',
      CURRENCY_B: '50',
    })
    expect(form.blocker).toBeNull()
  })

  it('25, 75 and Max (100)', () => {
    expect(derive('LIQUIDITY_PERCENT', '25').amounts).toEqual({ A: 50n * E18, B: 25n * E6 })
    expect(derive('LIQUIDITY_PERCENT', '75').liquidity).toBe(75n * E18)
    const max = derive('LIQUIDITY_PERCENT', '100')
    expect(max.liquidity).toBe(BALANCE)
    expect(max.amounts).toEqual({ A: 200n * E18, B: 100n * E6 })
  })

  it('a percent that is not a whole number 0 … 100 counts as 0', () => {
    for (const typed of ['101', '50.5', '-5', '1e2', '', ' 50', '0x10', '٥٠'])
      expect(derive('LIQUIDITY_PERCENT', typed), typed).toMatchObject({
        liquidity: null,
        percent: 0,
        inputs: { LIQUIDITY_PERCENT: '0', LIQUIDITY: '', CURRENCY_A: '', CURRENCY_B: '' },
        blocker: 'enter-amount',
      })
  })
})

describe('deriveBurnV2Form: the detailed inputs', () => {
  it('an LP amount: the field keeps its text, the others show the amounts out', () => {
    const form = derive('LIQUIDITY', '10.0')
    expect(form.liquidity).toBe(10n * E18)
    expect(form.amounts).toEqual({ A: 20n * E18, B: 10n * E6 })
    expect(form.percent).toBe(10)
    expect(form.inputs).toEqual({
      LIQUIDITY_PERCENT: '10',
      LIQUIDITY: '10.0',
      CURRENCY_A: '20',
      CURRENCY_B: '10',
    })
  })

  it('an amount of currency B burns the LP share worth it', () => {
    const form = derive('CURRENCY_B', '25')
    expect(form.liquidity).toBe(25n * E18)
    expect(form.amounts).toEqual({ A: 50n * E18, B: 25n * E6 })
    expect(form.inputs).toMatchObject({
      LIQUIDITY_PERCENT: '25',
      LIQUIDITY: '25',
      CURRENCY_A: '50',
      CURRENCY_B: '25',
    })
  })

  it('an amount of currency A', () => {
    const form = derive('CURRENCY_A', '150')
    expect(form.liquidity).toBe(75n * E18)
    expect(form.amounts).toEqual({ A: 150n * E18, B: 75n * E6 })
  })

  it("the percent shows '<1' below 1 % and is 0 on the slider", () => {
    const form = derive('LIQUIDITY', '0.5')
    expect(form.percent).toBe(0)
    expect(form.inputs.LIQUIDITY_PERCENT).toBe('<1')
    expect(form.blocker).toBeNull()
  })

  it('a percent between whole numbers is floored', () => {
    expect(derive('LIQUIDITY', '99.99')).toMatchObject({ percent: 99, inputs: { LIQUIDITY_PERCENT: '99' } })
  })

  it('derived amounts show 6 significant digits, rounded down (never more than paid out)', () => {
    const form = derive('LIQUIDITY', '33.3333333')
    expect(form.amounts.A).toBe(666666666000000000000n / 10n)
    expect(form.inputs.CURRENCY_A).toBe('66.6666')
    expect(form.inputs.CURRENCY_B).toBe('33.3333')
  })
})

describe('deriveBurnV2Form: an amount above the balance is ignored (spec 2 §2: percent stays 0)', () => {
  const ignored = {
    liquidity: null,
    amounts: { A: null, B: null },
    percent: 0,
    blocker: 'enter-amount',
  }

  it('LP above the balance: nothing to remove, the typed text stays, the others empty', () => {
    const typed = '100.000000000000000001'
    const form = derive('LIQUIDITY', typed)
    expect(form).toMatchObject(ignored)
    expect(form.inputs).toEqual({ LIQUIDITY_PERCENT: '0', LIQUIDITY: typed, CURRENCY_A: '', CURRENCY_B: '' })
  })

  it('exactly the balance is everything', () => {
    expect(derive('LIQUIDITY', '100')).toMatchObject({ liquidity: BALANCE, percent: 100 })
    expect(derive('CURRENCY_A', '200')).toMatchObject({ liquidity: BALANCE, percent: 100 })
  })

  it('a currency amount above what the balance is worth', () => {
    expect(derive('CURRENCY_A', '200.000000000000000001')).toMatchObject(ignored)
    expect(derive('CURRENCY_B', '100.000001')).toMatchObject(ignored)
    expect(derive('CURRENCY_B', '100.000001').inputs.CURRENCY_B).toBe('100.000001')
  })

  it('a typed amount the balance later falls below is ignored from then on', () => {
    expect(derive('LIQUIDITY', '60').liquidity).toBe(60n * E18)
    expect(derive('LIQUIDITY', '60', { lpBalance: 50n * E18 })).toMatchObject(ignored)
  })

  it('no LP at all: every amount is above the balance', () => {
    expect(derive('LIQUIDITY', '1', { lpBalance: 0n })).toMatchObject(ignored)
    expect(derive('LIQUIDITY_PERCENT', '100', { lpBalance: 0n })).toMatchObject({
      liquidity: null,
      percent: 100,
      blocker: 'enter-amount',
    })
  })
})

describe('deriveBurnV2Form: messages (spec 2 §5 Remove v2)', () => {
  it("'Connect Wallet' without an account, before anything else", () => {
    expect(derive('LIQUIDITY_PERCENT', '50', { account: null }).blocker).toBe('connect-wallet')
    expect(derive('LIQUIDITY_PERCENT', '0', { account: null }).blocker).toBe('connect-wallet')
  })

  it("'Enter an amount' while the pair, supply or balance is unknown", () => {
    for (const missing of [{ pair: null }, { totalSupply: null }, { lpBalance: null }, { currencyB: null }])
      expect(derive('LIQUIDITY_PERCENT', '50', missing), JSON.stringify(Object.keys(missing))).toMatchObject({
        liquidity: null,
        pooled: null,
        blocker: 'enter-amount',
      })
  })

  it("'Enter an amount' when the LP to burn pays out nothing on a side (the pair would refuse it)", () => {
    const form = derive('LIQUIDITY', '0.000000000000000001')
    expect(form.liquidity).toBe(1n)
    expect(form.amounts).toEqual({ A: 2n, B: null })
    expect(form.blocker).toBe('enter-amount')
  })
})

describe('deriveBurnV2Form: currencies', () => {
  it('the native coin stands for the wrapped token of its pair', () => {
    const form = derive('LIQUIDITY_PERCENT', '50', { currencyA: ETH, currencyB: DAI, pair: wethDai })
    expect(form.amounts).toEqual({ A: E18 / 2n, B: 1000n * E18 })
    expect(form.inputs).toMatchObject({ CURRENCY_A: '0.5', CURRENCY_B: '1000' })
    expect(derive('CURRENCY_A', '0.25', { currencyA: ETH, currencyB: DAI, pair: wethDai }).liquidity).toBe(
      25n * E18,
    )
  })

  it('currencies given in the other order than the pair’s tokens', () => {
    const form = derive('LIQUIDITY_PERCENT', '50', { currencyA: USDC, currencyB: DAI })
    expect(form.amounts).toEqual({ A: 50n * E6, B: 100n * E18 })
  })

  it('currencies that are not the pair’s, or the same twice: nothing derived, no throw', () => {
    for (const currencies of [
      { currencyA: WETH, currencyB: USDC },
      { currencyA: DAI, currencyB: DAI },
      { currencyA: ETH, currencyB: WETH, pair: wethDai },
    ])
      expect(derive('LIQUIDITY_PERCENT', '50', currencies)).toMatchObject({ liquidity: null, pooled: null })
  })

  it('a balance above the total supply (a read gone wrong) derives nothing', () => {
    expect(derive('LIQUIDITY_PERCENT', '50', { lpBalance: TOTAL_SUPPLY + 1n }).liquidity).toBeNull()
    expect(derive('LIQUIDITY_PERCENT', '50', { totalSupply: 0n, lpBalance: 0n }).liquidity).toBeNull()
  })
})

describe('deriveBurnV2Form: hostile typed values never throw', () => {
  const hostile = [
    '',
    '.',
    '..',
    '-1',
    '1e18',
    'NaN',
    'Infinity',
    '0x1',
    ' 1',
    '1,5',
    '0.0000000000000000001',
    '9'.repeat(100),
    `1${'0'.repeat(78)}`,
    '１２',
    '\u202e5',
    '<script>',
  ]
  for (const field of ['LIQUIDITY_PERCENT', 'LIQUIDITY', 'CURRENCY_A', 'CURRENCY_B'] as const)
    it(field, () => {
      for (const typed of hostile) {
        const form = derive(field, typed)
        expect(form.liquidity, typed).toBeNull()
        expect(form.blocker, typed).toBe('enter-amount')
        expect(form.percent, typed).toBe(0)
      }
    })

  it('a USDC amount with more decimals than USDC has is ignored', () => {
    expect(derive('CURRENCY_B', '1.0000001').liquidity).toBeNull()
  })
})

describe('parseBurnPercent', () => {
  it('whole percents 0 … 100 only', () => {
    expect([parseBurnPercent('0'), parseBurnPercent('7'), parseBurnPercent('100')]).toEqual([0, 7, 100])
    for (const bad of ['101', '1000', '-0', '5.0', '', 'x']) expect(parseBurnPercent(bad), bad).toBeNull()
  })
})
