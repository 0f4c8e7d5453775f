// Property test (spec 2 §2 Remove v2, issue "Bad input"): any pair state and any text typed in any field never
// throws, never burns more than the account holds, and offers Remove only with something on both sides.
import { CurrencyAmount } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BurnV2Field } from './burnV2FormState.ts'
import { deriveBurnV2Form } from './deriveBurnV2Form.ts'
import { ACCOUNT, DAI, USDC } from './test/burnPair.ts'

const uint112 = fc.bigInt({ min: 0n, max: 2n ** 112n - 1n })
const typedText = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[0-9]{0,30}(\.[0-9]{0,20})?$/),
  fc.integer({ min: -5, max: 200 }).map(String),
)
const field = fc.constantFrom<BurnV2Field>('LIQUIDITY_PERCENT', 'LIQUIDITY', 'CURRENCY_A', 'CURRENCY_B')

describe('deriveBurnV2Form on any input', () => {
  it('never throws; burns at most the balance; Remove only when both sides pay out', () => {
    fc.assert(
      fc.property(
        uint112,
        uint112,
        fc.bigInt({ min: 0n, max: 2n ** 128n }),
        fc.bigInt({ min: 0n, max: 2n ** 128n }),
        field,
        typedText,
        (reserveDai, reserveUsdc, supply, balance, independentField, typedValue) => {
          const pair = new Pair(
            CurrencyAmount.fromRawAmount(DAI, reserveDai.toString()),
            CurrencyAmount.fromRawAmount(USDC, reserveUsdc.toString()),
          )
          const form = deriveBurnV2Form({
            account: ACCOUNT,
            currencyA: DAI,
            currencyB: USDC,
            pair,
            totalSupply: supply,
            lpBalance: balance,
            form: { independentField, typedValue },
          })
          expect(Number.isInteger(form.percent) && form.percent >= 0 && form.percent <= 100).toBe(true)
          if (form.liquidity !== null) {
            expect(form.liquidity > 0n && form.liquidity <= balance).toBe(true)
            expect((form.amounts.A ?? 0n) <= (form.pooled?.A ?? 0n)).toBe(true)
            expect((form.amounts.B ?? 0n) <= (form.pooled?.B ?? 0n)).toBe(true)
          }
          const ready = form.liquidity !== null && form.amounts.A !== null && form.amounts.B !== null
          expect(form.blocker).toBe(ready ? null : 'enter-amount')
          // The field typed in keeps its text, whatever it is.
          if (independentField !== 'LIQUIDITY_PERCENT') expect(form.inputs[independentField]).toBe(typedValue)
        },
      ),
      { numRuns: 500 },
    )
  })
})
