import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { type AddBlockerInputs, addBlocker } from './addBlocker.ts'

const ready: AddBlockerInputs = {
  unsupported: false,
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  poolStatus: 'exists',
  invalidPrice: false,
  invalidRange: false,
  amounts: { A: 10n, B: 20n },
  disabled: { A: false, B: false },
  balances: { A: 100n, B: 100n },
  symbols: { A: 'ETH', B: 'DAI' },
  mintable: true,
  createOnly: false,
}
const blocker = (change: Partial<AddBlockerInputs>) => addBlocker({ ...ready, ...change })

describe('add form messages (spec 2 §5), in priority', () => {
  it('nothing blocks a filled form', () => {
    expect(blocker({})).toBeNull()
  })

  it('the Create step of a new pool on Optimism asks for no amount, but for a valid price and range', () => {
    const create = { createOnly: true, poolStatus: 'not-exists' as const, amounts: { A: null, B: null } }
    expect(blocker({ ...create, balances: { A: 0n, B: 0n }, mintable: false })).toBeNull()
    expect(blocker({ ...create, invalidPrice: true })).toEqual({ kind: 'invalid-price' })
    expect(blocker({ ...create, invalidRange: true })).toEqual({ kind: 'invalid-range' })
    expect(blocker({ ...create, account: null })).toEqual({ kind: 'connect-wallet' })
    // Once the pool exists the Add step asks for amounts as anywhere else.
    expect(blocker({ ...create, poolStatus: 'exists' })).toEqual({ kind: 'enter-amount' })
  })

  it("'Unsupported Asset' before everything", () => {
    expect(blocker({ unsupported: true, account: null, poolStatus: 'invalid' })).toEqual({
      kind: 'unsupported-asset',
    })
  })

  it("'Connect Wallet' first of the spec's list", () => {
    expect(blocker({ account: null, poolStatus: 'invalid', invalidPrice: true })).toEqual({
      kind: 'connect-wallet',
    })
  })

  it("'Invalid pair' before 'Invalid price input'", () => {
    expect(blocker({ poolStatus: 'invalid', invalidPrice: true })).toEqual({ kind: 'invalid-pair' })
    expect(blocker({ poolStatus: 'not-exists', invalidPrice: true, amounts: { A: null, B: null } })).toEqual({
      kind: 'invalid-price',
    })
  })

  it('a pool still loading blocks without a message of its own', () => {
    expect(blocker({ poolStatus: 'loading' })).toEqual({ kind: 'loading' })
  })

  it('an invalid range comes before the amounts (both deposits are off)', () => {
    expect(
      blocker({ invalidRange: true, amounts: { A: null, B: null }, disabled: { A: true, B: true } }),
    ).toEqual({ kind: 'invalid-range' })
  })

  it("'Enter an amount' when a side the range takes has no amount", () => {
    expect(blocker({ amounts: { A: 10n, B: null } })).toEqual({ kind: 'enter-amount' })
    expect(blocker({ amounts: { A: 10n, B: null }, disabled: { A: false, B: true } })).toBeNull()
  })

  it("'Insufficient {symbol} balance' on either side, A first", () => {
    expect(blocker({ balances: { A: 9n, B: 19n } })).toEqual({ kind: 'insufficient-balance', symbol: 'ETH' })
    expect(blocker({ balances: { A: 10n, B: 19n } })).toEqual({ kind: 'insufficient-balance', symbol: 'DAI' })
    expect(blocker({ balances: { A: null, B: null } })).toBeNull()
  })

  it('an amount past a uint256 is more than any balance, known or not', () => {
    expect(blocker({ amounts: { A: 10n, B: maxUint256 + 1n }, balances: { A: null, B: null } })).toEqual({
      kind: 'insufficient-balance',
      symbol: 'DAI',
    })
  })

  it('a left-out side’s balance does not matter', () => {
    expect(blocker({ disabled: { A: false, B: true }, balances: { A: 100n, B: 0n } })).toBeNull()
  })

  it('amounts too small to mint any liquidity still need an amount', () => {
    expect(blocker({ mintable: false })).toEqual({ kind: 'enter-amount' })
  })
})
