import { describe, expect, it } from 'vitest'
import { deriveMintForm, type MintFormInputs } from './deriveMintForm.ts'
import { FULL_RANGE, INITIAL_MINT_FORM, type MintFormState } from './mintFormState.ts'
import { tickLimits } from './rangeTicks.ts'
import { DAI, ETH, OWNER, TERMS_25, wethDaiPool } from './test/positionFixture.ts'

const live = wethDaiPool()
const poolState = {
  sqrtPriceX96: BigInt(live.sqrtRatioX96.toString()),
  tick: live.tickCurrent,
  liquidity: BigInt(live.liquidity.toString()),
}
const E18 = 10n ** 18n
const form = (change: Partial<MintFormState>, min = '1500', max = '2600'): MintFormState => ({
  ...INITIAL_MINT_FORM,
  range: { min: { kind: 'typed', text: min }, max: { kind: 'typed', text: max } },
  ...change,
})
// ETH priced in DAI, 1 ETH typed, a range around the pool's 2,000.
const base: MintFormInputs = {
  currencyA: ETH,
  currencyB: DAI,
  fee: 3000,
  poolState,
  form: form({ typedValue: '1' }),
  existing: null,
  account: OWNER,
  balances: { A: 10n * E18, B: 100_000n * E18 },
  unsupported: false,
  separateCreateStep: false,
}
const derive = (change: Partial<MintFormInputs>) => deriveMintForm({ ...base, ...change })

describe('deriveMintForm: an existing pool', () => {
  it('derives the DAI for 1 ETH from the range, and a position to preview', () => {
    const result = derive({})
    expect(result.poolStatus).toBe('exists')
    expect(result.price?.toSignificant(4)).toBe('2000')
    expect(result.range).toMatchObject({ kind: 'valid', atLimit: { lower: false, upper: false } })
    expect(result.bounds).toEqual({ min: '1500.6', max: '2606.1' })
    expect(result.depositDisabled).toEqual({ A: false, B: false })
    expect(result.amounts.A).toBe(E18)
    expect(result.amounts.B).toBeGreaterThan(1000n * E18)
    expect(Number(result.inputs.B)).toBeCloseTo(Number(result.amounts.B) / 1e18, 1)
    expect(result.inputs.A).toBe('1')
    expect(result.position?.tickLower).toBe(TERMS_25.tickLower)
    expect(result.blocker).toBeNull()
  })

  it('gives the same position in the other token order with the same prices inverted', () => {
    const straight = derive({})
    const turned = derive({
      currencyA: DAI,
      currencyB: ETH,
      form: form({ independentField: 'B', typedValue: '1' }, String(1 / 2606.1), String(1 / 1500.6)),
    })
    expect(turned.bounds).toEqual({ min: '0.00038372', max: '0.00066639' })
    expect(turned.position?.liquidity.toString()).toBe(straight.position?.liquidity.toString())
    expect(turned.amounts.A).toBe(straight.amounts.B)
  })

  it('typing the other side makes it the independent one', () => {
    const result = derive({ form: form({ independentField: 'B', typedValue: '2000' }) })
    expect(result.amounts.B).toBe(2000n * E18)
    expect(result.inputs.B).toBe('2000')
    expect(result.amounts.A).toBeGreaterThan(0n)
  })

  it('out of range, one deposit is off and the other is all the position takes', () => {
    const above = derive({ form: form({ typedValue: '1' }, '2500', '3000') })
    expect(above.outOfRange).toBe(true)
    expect(above.depositDisabled).toEqual({ A: false, B: true })
    expect(above.amounts.B).toBeNull()
    expect(above.position?.amount0.toExact()).toBe('0')
    expect(above.blocker).toBeNull()
    const typedOnTheOffSide = derive({
      form: form({ independentField: 'B', typedValue: '5' }, '2500', '3000'),
    })
    expect(typedOnTheOffSide.blocker).toEqual({ kind: 'enter-amount' })
    const below = derive({ form: form({}, '1000', '1500') })
    expect(below.depositDisabled).toEqual({ A: true, B: false })
  })

  it('an invalid range turns both deposits off and says so', () => {
    const result = derive({ form: form({ typedValue: '1' }, '2600', '1500') })
    expect(result.range.kind).toBe('invalid')
    expect(result.depositDisabled).toEqual({ A: true, B: true })
    expect(result.position).toBeNull()
    expect(result.blocker).toEqual({ kind: 'invalid-range' })
  })

  it('Full Range shows 0 and ∞ and takes both tokens', () => {
    const result = derive({ form: { ...INITIAL_MINT_FORM, typedValue: '1', range: FULL_RANGE } })
    expect(result.bounds).toEqual({ min: '0', max: '∞' })
    expect(result.range).toMatchObject({ tickLower: tickLimits(60).lower, tickUpper: tickLimits(60).upper })
    expect(result.amounts.B).toBeGreaterThan(1900n * E18)
    expect(result.blocker).toBeNull()
  })

  it('an increase takes the position’s ticks, whatever the range inputs hold', () => {
    const existing = { tickLower: TERMS_25.tickLower, tickUpper: TERMS_25.tickUpper }
    const result = derive({ existing, form: form({ typedValue: '1' }, 'junk', '') })
    expect(result.range).toMatchObject({ kind: 'valid', ...existing })
    expect(result.position?.tickUpper).toBe(TERMS_25.tickUpper)
  })
})

describe('deriveMintForm: messages and Max', () => {
  it("in the spec's order", () => {
    expect(derive({ unsupported: true, account: null }).blocker).toEqual({ kind: 'unsupported-asset' })
    expect(derive({ account: null }).blocker).toEqual({ kind: 'connect-wallet' })
    expect(derive({ fee: 100 }).blocker).toEqual({ kind: 'invalid-pair' })
    expect(derive({ currencyB: null }).blocker).toEqual({ kind: 'invalid-pair' })
    expect(derive({ poolState: undefined }).blocker).toEqual({ kind: 'loading' })
    expect(derive({ form: form({ typedValue: '' }) }).blocker).toEqual({ kind: 'enter-amount' })
    expect(derive({ form: form({ typedValue: '.' }) }).blocker).toEqual({ kind: 'enter-amount' })
    expect(derive({ balances: { A: E18 / 2n, B: null } }).blocker).toEqual({
      kind: 'insufficient-balance',
      symbol: 'ETH',
    })
    expect(derive({ balances: { A: null, B: E18 } }).blocker).toEqual({
      kind: 'insufficient-balance',
      symbol: 'DAI',
    })
  })

  it('Max leaves 10^16 wei of ETH for gas and offers every DAI', () => {
    expect(derive({}).maxInputs).toEqual({ A: '9.99', B: '100000' })
    expect(derive({ balances: { A: 10n ** 15n, B: null } }).maxInputs).toEqual({ A: '0', B: null })
  })
})

describe('deriveMintForm: a new pool (NOT_EXISTS)', () => {
  const fresh = (startPriceTypedValue: string, typedValue = '1') =>
    derive({ poolState: null, form: form({ typedValue, startPriceTypedValue }) })

  it('prices the range and the amounts at the starting price', () => {
    const result = fresh('2000')
    expect(result.poolStatus).toBe('not-exists')
    expect(result.price?.toSignificant(3)).toBe('2000')
    expect(result.pool?.liquidity.toString()).toBe('0')
    expect(result.amounts.B).toBeGreaterThan(1000n * E18)
    expect(result.blocker).toBeNull()
    expect(result.position?.pool).toBe(result.pool)
  })

  it('the range relative to the starting price decides which deposit is off', () => {
    // ETH below the range is all ETH (sold for DAI as it rises through it), above it all DAI.
    expect(fresh('1000').depositDisabled).toEqual({ A: false, B: true })
    expect(fresh('3000').depositDisabled).toEqual({ A: true, B: false })
  })

  it("without a starting price there is nothing to price the other amount; beyond any pool 'Invalid price input'", () => {
    expect(fresh('').blocker).toEqual({ kind: 'enter-amount' })
    expect(fresh('0').pool).toBeNull()
    const invalid = fresh('1e40')
    expect(invalid.invalidPrice).toBe(true)
    expect(invalid.blocker).toEqual({ kind: 'invalid-price' })
  })
})
