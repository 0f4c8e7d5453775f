import { describe, expect, it } from 'vitest'
import { addV2ReviewOf } from './addV2Review.ts'
import { deriveMintV2Form, type MintV2FormInputs } from './deriveMintV2Form.ts'
import { INITIAL_MINT_V2_FORM } from './mintV2FormState.ts'
import { DAI, E18, ETH, OWNER, USDC, WBTC, WETH_DAI_RESERVES, WETH_DAI_SUPPLY } from './test/addV2Fixture.ts'

const inputs: MintV2FormInputs = {
  currencyA: ETH,
  currencyB: DAI,
  reserves: WETH_DAI_RESERVES,
  totalSupply: WETH_DAI_SUPPLY,
  form: { ...INITIAL_MINT_V2_FORM, typedValue: '1' },
  account: OWNER,
  balances: { A: 10n * E18, B: 100_000n * E18 },
  unsupported: false,
}
const review = (change: Partial<MintV2FormInputs>, slippageBps = 50) =>
  addV2ReviewOf({
    form: deriveMintV2Form({ ...inputs, ...change }),
    symbols: { A: 'ETH', B: 'DAI' },
    decimals: { A: 18, B: 18 },
    slippageBps,
  })

describe('addV2ReviewOf', () => {
  it('adding to a pair: the LP received, the share, both deposits and the slippage', () => {
    expect(review({})).toEqual({
      createPool: false,
      symbols: { A: 'ETH', B: 'DAI' },
      amounts: { A: '1', B: '2000' },
      raw: { A: E18, B: 2000n * E18 },
      // A thousandth of the supply of 44,721.36 LP.
      liquidity: '44.7213',
      liquidityRaw: WETH_DAI_SUPPLY / 1000n,
      poolShare: '0.10%',
      prices: { bPerA: '2,000', aPerB: '0.0005' },
      slippage: '0.50%',
    })
    expect(review({}, 120)?.slippage).toBe('1.20%')
  })

  it('creating a pair: flagged, with the prices the amounts set and the whole pool', () => {
    const created = addV2ReviewOf({
      form: deriveMintV2Form({
        ...inputs,
        currencyA: WBTC,
        currencyB: USDC,
        reserves: null,
        totalSupply: null,
        form: { independentField: 'A', typedValue: '1', otherTypedValue: '60000' },
        balances: { A: 10n ** 9n, B: 10n ** 12n },
      }),
      symbols: { A: 'WBTC', B: 'USDC' },
      decimals: { A: 8, B: 6 },
      slippageBps: 50,
    })
    expect(created).toMatchObject({
      createPool: true,
      amounts: { A: '1', B: '60000' },
      poolShare: '100%',
      prices: { bPerA: '60,000', aPerB: '0.0000166667' },
    })
  })

  it('there is nothing to review while the form is blocked', () => {
    expect(review({ form: INITIAL_MINT_V2_FORM })).toBeNull()
    expect(review({ account: null })).toBeNull()
    expect(review({ totalSupply: undefined })).toBeNull()
  })
})
