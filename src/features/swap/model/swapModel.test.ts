import { describe, expect, it } from 'vitest'
import { sanitizeAmountInput } from '../../../lib/amounts.ts'
import { impactConfirmation, priceImpactSeverity } from './priceImpact.ts'
import { classifySwapRevert } from './revertReason.ts'
import { type SwapInputs, swapInputError } from './swapInputError.ts'

describe('amount input', () => {
  it('keeps digits and one decimal point; a comma becomes a dot', () => {
    expect(sanitizeAmountInput('12.5')).toBe('12.5')
    expect(sanitizeAmountInput('12,5')).toBe('12.5')
    expect(sanitizeAmountInput('.')).toBe('.')
    expect(sanitizeAmountInput('')).toBe('')
  })

  it('refuses anything else and more than 79 characters', () => {
    for (const bad of ['1.2.3', '1e5', '-1', 'abc', ' 1', '1,2,3'])
      expect(sanitizeAmountInput(bad)).toBeNull()
    expect(sanitizeAmountInput('1'.repeat(79))).toHaveLength(79)
    expect(sanitizeAmountInput('1'.repeat(80))).toBeNull()
  })
})

describe('price impact severity', () => {
  it('uses strict greater-than thresholds 1%, 3%, 5%, 15%; unknown is 4', () => {
    expect([0, 100, 101, 300, 301, 500, 501, 1500, 1501].map(priceImpactSeverity)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4,
    ])
    expect(priceImpactSeverity(undefined)).toBe(4)
  })

  it("asks a typed 'confirm' at or above 10% and a yes/no at or above 5%", () => {
    expect(impactConfirmation(1000)).toBe('typed-confirm')
    expect(impactConfirmation(999)).toBe('yes-no')
    expect(impactConfirmation(500)).toBe('yes-no')
    expect(impactConfirmation(499)).toBe('none')
  })
})

describe('swap revert mapping', () => {
  it('maps each known reason to its case', () => {
    expect(classifySwapRevert('execution reverted: UniswapV2Router: EXPIRED')).toEqual({ kind: 'expired' })
    expect(classifySwapRevert('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT').kind).toBe(
      'insufficient-output-or-excessive-input',
    )
    expect(classifySwapRevert('UniswapV2Router: EXCESSIVE_INPUT_AMOUNT').kind).toBe(
      'insufficient-output-or-excessive-input',
    )
    expect(classifySwapRevert('TransferHelper: TRANSFER_FROM_FAILED').kind).toBe('transfer-from-failed')
    expect(classifySwapRevert('UniswapV2: TRANSFER_FAILED').kind).toBe('transfer-failed')
    expect(classifySwapRevert('UniswapV2: K').kind).toBe('invariant')
    for (const r of ['Too little received', 'Too much requested', 'STF'])
      expect(classifySwapRevert(r).kind).toBe('v3-price-movement')
    expect(classifySwapRevert('TF').kind).toBe('v3-transfer-failed')
    expect(classifySwapRevert("TypeError: undefined is not an object (evaluating 'x.y')").kind).toBe(
      'execution-error',
    )
  })

  it('anything else is unknown, with its raw reason', () => {
    expect(classifySwapRevert('Something odd')).toEqual({ kind: 'unknown', reason: 'Something odd' })
    expect(classifySwapRevert(undefined)).toEqual({ kind: 'unknown', reason: null })
  })
})

describe('swap button message priority', () => {
  const ok: SwapInputs = {
    account: '0x1',
    parsedAmount: 5n,
    inputSelected: true,
    outputSelected: true,
    to: { kind: 'address', address: '0xAbC' },
    forbiddenRecipients: ['0xdef'],
    balanceIn: 10n,
    amountIn: 5n,
    inputSymbol: 'DAI',
  }

  it('follows Connect Wallet, Enter an amount, Select a token, Enter a recipient, Invalid recipient, Insufficient balance', () => {
    expect(swapInputError({ ...ok, account: null, parsedAmount: null })).toEqual({ kind: 'connect-wallet' })
    expect(swapInputError({ ...ok, parsedAmount: 0n, inputSelected: false })).toEqual({
      kind: 'enter-amount',
    })
    expect(swapInputError({ ...ok, outputSelected: false, to: { kind: 'none' } })).toEqual({
      kind: 'select-token',
    })
    expect(swapInputError({ ...ok, to: { kind: 'none' } })).toEqual({ kind: 'enter-recipient' })
    expect(swapInputError({ ...ok, to: { kind: 'unresolved' } })).toEqual({ kind: 'invalid-recipient' })
    expect(swapInputError({ ...ok, to: { kind: 'address', address: '0xDEF' }, balanceIn: 1n })).toEqual({
      kind: 'invalid-recipient',
    })
    expect(swapInputError({ ...ok, balanceIn: 1n, tradeUnsendable: true })).toEqual({
      kind: 'insufficient-balance',
      symbol: 'DAI',
    })
    expect(swapInputError({ ...ok, tradeUnsendable: true })).toEqual({ kind: 'missing-dependencies' })
    expect(swapInputError(ok)).toBeNull()
  })
})
