// Property test: whatever is typed in either field, in a pair with or without liquidity, the derivation never
// throws, and whatever it lets through is an add the pair can take (both amounts positive uint256s, liquidity).
import fc from 'fast-check'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveMintV2Form } from './deriveMintV2Form.ts'
import { DAI, ETH, OWNER, USDC, WETH_DAI_RESERVES, WETH_DAI_SUPPLY } from './test/addV2Fixture.ts'

const amountText = fc.oneof(
  fc.string(),
  fc.stringMatching(/^-?\d{0,90}(?:\.\d{0,30})?(?:[eE][+-]?\d{1,3})?$/),
  fc.constantFrom('.', '0', '0.0', '1', '00001.5', '1e-7', 'Infinity'),
)
const pairState = fc.constantFrom(
  { reserves: WETH_DAI_RESERVES, totalSupply: WETH_DAI_SUPPLY },
  { reserves: null, totalSupply: null },
  { reserves: [0n, 0n] as const, totalSupply: 0n },
  { reserves: [1n, 10n ** 30n] as const, totalSupply: 1000n },
)

describe('deriveMintV2Form on any typed text', () => {
  it('never throws; a form without a blocker has two positive amounts and mints liquidity', () => {
    fc.assert(
      fc.property(
        amountText,
        amountText,
        fc.constantFrom('A' as const, 'B' as const),
        pairState,
        fc.constantFrom(DAI, USDC),
        (typedValue, otherTypedValue, independentField, state, tokenB) => {
          const result = deriveMintV2Form({
            currencyA: ETH,
            currencyB: tokenB,
            ...state,
            form: { independentField, typedValue, otherTypedValue },
            account: OWNER,
            balances: { A: maxUint256, B: maxUint256 },
            unsupported: false,
          })
          if (result.blocker !== null) return
          for (const amount of [result.amounts.A, result.amounts.B]) {
            expect(amount).not.toBeNull()
            expect((amount ?? 0n) > 0n && (amount ?? 0n) <= maxUint256).toBe(true)
          }
          expect((result.liquidityMinted ?? 0n) > 0n).toBe(true)
        },
      ),
    )
  })
})
