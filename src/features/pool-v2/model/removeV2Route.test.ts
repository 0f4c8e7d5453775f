import { describe, expect, it } from 'vitest'
import { parseRemoveV2Route, REMOVE_V2_BACK_PATH, receiveLinkOf, removeV2Path } from './removeV2Route.ts'
import { DAI as DAI_TOKEN, ETH, USDC as USDC_TOKEN, WETH as WETH_TOKEN } from './test/burnPair.ts'

const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = '0x0B306BF915C4d645ff596e518fAf3F9669b97016'

describe('parseRemoveV2Route (spec 2 §2 /remove/v2/{a}/{b})', () => {
  it('takes ETH (any case) and addresses as written', () => {
    expect(parseRemoveV2Route({ currencyIdA: 'eth', currencyIdB: DAI }, WETH)).toEqual({
      currencyIdA: 'ETH',
      currencyIdB: DAI,
    })
    expect(parseRemoveV2Route({ currencyIdA: WETH, currencyIdB: DAI }, WETH)).toEqual({
      currencyIdA: WETH,
      currencyIdB: DAI,
    })
  })

  it('is no pair when an id is missing or not a currency id', () => {
    for (const [a, b] of [
      [undefined, DAI],
      [DAI, undefined],
      ['DAI', DAI],
      [DAI, '0x123'],
      [`${DAI}00`, 'ETH'],
      ['ETH ', DAI],
      ['<script>', 'ETH'],
    ] as const)
      expect(parseRemoveV2Route({ currencyIdA: a, currencyIdB: b }, WETH), `${a}/${b}`).toBeNull()
  })

  it('is no pair when both ids name one token: the same id, in any case, or ETH with WETH', () => {
    expect(parseRemoveV2Route({ currencyIdA: DAI, currencyIdB: DAI.toLowerCase() }, WETH)).toBeNull()
    expect(parseRemoveV2Route({ currencyIdA: 'ETH', currencyIdB: 'eth' }, WETH)).toBeNull()
    expect(parseRemoveV2Route({ currencyIdA: WETH.toLowerCase(), currencyIdB: 'ETH' }, WETH)).toBeNull()
    expect(parseRemoveV2Route({ currencyIdA: 'ETH', currencyIdB: 'ETH' }, null)).toBeNull()
  })

  it('paths: the route itself, and back to /pool/v2', () => {
    expect(removeV2Path('ETH', DAI)).toBe(`/remove/v2/ETH/${DAI}`)
    expect(REMOVE_V2_BACK_PATH).toBe('/pool/v2')
  })
})

describe('receiveLinkOf (the link between receiving WETH and ETH)', () => {
  it('offers WETH on an ETH page and ETH on a WETH page, keeping the other id as written', () => {
    const lower = DAI.toLowerCase()
    expect(receiveLinkOf({ currencyIdA: 'ETH', currencyIdB: lower }, { A: ETH, B: DAI_TOKEN }, ETH)).toEqual({
      offers: 'wrapped',
      to: `/remove/v2/${WETH}/${lower}`,
    })
    expect(
      receiveLinkOf({ currencyIdA: DAI, currencyIdB: WETH }, { A: DAI_TOKEN, B: WETH_TOKEN }, ETH),
    ).toEqual({ offers: 'native', to: `/remove/v2/${DAI}/ETH` })
  })

  it('is no link for a pair without the native coin or its wrapped token', () => {
    const route = { currencyIdA: DAI, currencyIdB: USDC_TOKEN.address }
    expect(receiveLinkOf(route, { A: DAI_TOKEN, B: USDC_TOKEN }, ETH)).toBeNull()
  })
})
