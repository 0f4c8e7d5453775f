import { describe, expect, it } from 'vitest'
import {
  addPath,
  backPath,
  CLEAR_ALL_PATH,
  feePath,
  parseAddRoute,
  rateTogglePath,
  selectCurrencyPath,
} from './addRoute.ts'

const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = '0x3Aa5ebB10DC797CAC828524e59A333d0A371443c'
const USDC = '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d'

const route = (params: Parameters<typeof parseAddRoute>[0], mode: 'add' | 'increase' = 'add') =>
  parseAddRoute(params, mode, WETH)

describe('parseAddRoute (spec 2 §2)', () => {
  it('reads /add, /add/{A}, /add/{A}/{B} and /add/{A}/{B}/{fee}', () => {
    expect(route({})).toEqual({
      kind: 'route',
      route: { currencyIdA: null, currencyIdB: null, fee: null, tokenId: null },
    })
    expect(route({ currencyIdA: 'ETH' })).toMatchObject({ route: { currencyIdA: 'ETH', currencyIdB: null } })
    expect(route({ currencyIdA: 'eth', currencyIdB: DAI, feeAmount: '3000' })).toEqual({
      kind: 'route',
      route: { currencyIdA: 'ETH', currencyIdB: DAI, fee: 3000, tokenId: null },
    })
  })

  it('keeps only the three fee tiers, written exactly; any other fee is ignored', () => {
    for (const fee of ['500', '3000', '10000'] as const)
      expect(route({ currencyIdA: DAI, currencyIdB: USDC, feeAmount: fee })).toMatchObject({
        route: { fee: Number(fee) },
      })
    for (const feeAmount of ['100', '0', '3000.0', ' 500', '1e4', '-500', '05000', 'abc'])
      expect(route({ currencyIdA: DAI, currencyIdB: USDC, feeAmount })).toMatchObject({
        kind: 'route',
        route: { fee: null },
      })
  })

  it('treats a segment that is no currency as not chosen', () => {
    expect(route({ currencyIdA: 'junk', currencyIdB: DAI })).toMatchObject({
      route: { currencyIdA: null, currencyIdB: DAI },
    })
    expect(route({ currencyIdA: `${DAI}0` })).toMatchObject({ route: { currencyIdA: null } })
  })

  it('identical tokens redirect to /add/{A}, whatever the case of the address', () => {
    expect(route({ currencyIdA: DAI, currencyIdB: DAI.toLowerCase(), feeAmount: '500' })).toEqual({
      kind: 'redirect',
      to: `/add/${DAI}`,
    })
    expect(route({ currencyIdA: 'ETH', currencyIdB: 'eth' })).toEqual({ kind: 'redirect', to: '/add/ETH' })
  })

  it('the native coin with its wrapped token redirects to /add/{A}, either way round', () => {
    expect(route({ currencyIdA: 'ETH', currencyIdB: WETH })).toEqual({ kind: 'redirect', to: '/add/ETH' })
    expect(route({ currencyIdA: WETH.toLowerCase(), currencyIdB: 'ETH' })).toEqual({
      kind: 'redirect',
      to: `/add/${WETH.toLowerCase()}`,
    })
    expect(route({ currencyIdA: 'ETH', currencyIdB: DAI })).toMatchObject({ kind: 'route' })
  })

  it('reads /increase/{A}/{B}/{fee}/{tokenId}; the pair redirects still apply', () => {
    expect(
      route({ currencyIdA: DAI, currencyIdB: 'ETH', feeAmount: '3000', tokenId: '25' }, 'increase'),
    ).toEqual({ kind: 'route', route: { currencyIdA: DAI, currencyIdB: 'ETH', fee: 3000, tokenId: 25n } })
    expect(
      route({ currencyIdA: WETH, currencyIdB: 'ETH', feeAmount: '3000', tokenId: '25' }, 'increase'),
    ).toEqual({ kind: 'redirect', to: `/add/${WETH}` })
  })

  it('an increase without a valid position id goes to the add route of the same pair and fee', () => {
    for (const tokenId of [undefined, '0', '-1', '0x19', '25abc'])
      expect(route({ currencyIdA: DAI, currencyIdB: 'ETH', feeAmount: '3000', tokenId }, 'increase')).toEqual(
        {
          kind: 'redirect',
          to: `/add/${DAI}/ETH/3000`,
        },
      )
  })

  it('an /add route never carries a position id', () => {
    expect(route({ currencyIdA: DAI, currencyIdB: USDC, feeAmount: '500', tokenId: '25' })).toMatchObject({
      route: { tokenId: null },
    })
  })
})

describe('the paths the form navigates to', () => {
  const pair = { currencyIdA: 'ETH', currencyIdB: DAI, fee: 3000 as const, tokenId: null }

  it('changing a token goes to /add/{a}/{b} without the fee', () => {
    expect(selectCurrencyPath(pair, 'A', USDC, WETH)).toBe(`/add/${USDC}/${DAI}`)
    expect(selectCurrencyPath(pair, 'B', USDC, WETH)).toBe(`/add/ETH/${USDC}`)
  })

  it('picking the other side’s currency, or WETH against ETH, keeps only the new one', () => {
    expect(selectCurrencyPath(pair, 'A', DAI, WETH)).toBe(`/add/${DAI}`)
    expect(selectCurrencyPath(pair, 'B', WETH, WETH)).toBe(`/add/${WETH}`)
  })

  it('picking B with no A makes it A', () => {
    expect(selectCurrencyPath({ currencyIdA: null, currencyIdB: null }, 'B', DAI, WETH)).toBe(`/add/${DAI}`)
  })

  it('changing the fee goes to /add/{a}/{b}/{fee}; not before both tokens are chosen', () => {
    expect(feePath(pair, 500)).toBe(`/add/ETH/${DAI}/500`)
    expect(feePath({ currencyIdA: 'ETH', currencyIdB: null }, 500)).toBeNull()
  })

  it('toggling the rate swaps the tokens and keeps the fee, and an increase its position', () => {
    expect(rateTogglePath(pair)).toBe(`/add/${DAI}/ETH/3000`)
    expect(rateTogglePath({ ...pair, fee: null })).toBe(`/add/${DAI}/ETH`)
    expect(rateTogglePath({ ...pair, tokenId: 25n })).toBe(`/increase/${DAI}/ETH/3000/25`)
    expect(rateTogglePath({ ...pair, currencyIdB: null })).toBeNull()
  })

  it('Clear All goes to /add', () => {
    expect(CLEAR_ALL_PATH).toBe('/add')
    expect(addPath()).toBe('/add')
  })

  it('the back arrow goes to /pool, the position, or /pool/v2 from the v2 page', () => {
    expect(backPath({ version: 'v3', tokenId: null })).toBe('/pool')
    expect(backPath({ version: 'v3', tokenId: 25n })).toBe('/pool/25')
    expect(backPath({ version: 'v2', tokenId: null })).toBe('/pool/v2')
  })
})
