import { describe, expect, it } from 'vitest'
import {
  ADD_V2_BACK_PATH,
  addV2Path,
  isCreatePoolPath,
  parseAddV2Route,
  parseV2CurrencyId,
  selectV2CurrencyPath,
} from './addV2Route.ts'

const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = '0x3Aa5ebB10DC797CAC828524e59A333d0A371443c'
const USDC = '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d'

describe('parseV2CurrencyId', () => {
  it("reads 'ETH' in any case and a 0x address as written; anything else is no currency", () => {
    expect(parseV2CurrencyId('eth')).toBe('ETH')
    expect(parseV2CurrencyId('Eth')).toBe('ETH')
    expect(parseV2CurrencyId(DAI.toLowerCase())).toBe(DAI.toLowerCase())
    for (const bad of [undefined, '', 'DAI', `${DAI}0`, DAI.slice(0, 41), '0xZZ', ' eth', 'ETH/'])
      expect(parseV2CurrencyId(bad)).toBeNull()
  })
})

describe('parseAddV2Route', () => {
  it('keeps a pair, one currency, or none', () => {
    expect(parseAddV2Route({ currencyIdA: 'ETH', currencyIdB: DAI }, WETH)).toEqual({
      kind: 'route',
      route: { currencyIdA: 'ETH', currencyIdB: DAI },
    })
    expect(parseAddV2Route({ currencyIdA: DAI }, WETH)).toEqual({
      kind: 'route',
      route: { currencyIdA: DAI, currencyIdB: null },
    })
    expect(parseAddV2Route({}, WETH)).toEqual({
      kind: 'route',
      route: { currencyIdA: null, currencyIdB: null },
    })
  })

  it('redirects equal ids (case-insensitive) to /add/v2/{A}', () => {
    expect(parseAddV2Route({ currencyIdA: DAI, currencyIdB: DAI.toLowerCase() }, WETH)).toEqual({
      kind: 'redirect',
      to: `/add/v2/${DAI}`,
    })
    expect(parseAddV2Route({ currencyIdA: 'eth', currencyIdB: 'ETH' }, WETH)).toEqual({
      kind: 'redirect',
      to: '/add/v2/ETH',
    })
  })

  it('redirects the native coin with its wrapped token to /add/v2/{A}', () => {
    expect(parseAddV2Route({ currencyIdA: WETH, currencyIdB: 'ETH' }, WETH)).toEqual({
      kind: 'redirect',
      to: `/add/v2/${WETH}`,
    })
    expect(parseAddV2Route({ currencyIdA: 'ETH', currencyIdB: WETH.toLowerCase() }, WETH)).toEqual({
      kind: 'redirect',
      to: '/add/v2/ETH',
    })
    // Without a wrapped token on the chain, WETH's address is just a token.
    expect(parseAddV2Route({ currencyIdA: 'ETH', currencyIdB: WETH }, null).kind).toBe('route')
  })

  it('on the create path, redirects to /add/v2/create/{A}', () => {
    expect(parseAddV2Route({ currencyIdA: 'ETH', currencyIdB: WETH }, WETH, true)).toEqual({
      kind: 'redirect',
      to: '/add/v2/create/ETH',
    })
    expect(parseAddV2Route({ currencyIdA: DAI, currencyIdB: USDC }, WETH, true).kind).toBe('route')
  })

  it('drops a parameter that is no currency rather than failing', () => {
    expect(parseAddV2Route({ currencyIdA: 'not-a-token', currencyIdB: DAI }, WETH)).toEqual({
      kind: 'route',
      route: { currencyIdA: null, currencyIdB: DAI },
    })
  })
})

describe('selectV2CurrencyPath', () => {
  const route = { currencyIdA: 'ETH', currencyIdB: DAI }

  it('changes the path to the picked currency on its side', () => {
    expect(selectV2CurrencyPath(route, 'A', USDC, WETH)).toBe(`/add/v2/${USDC}/${DAI}`)
    expect(selectV2CurrencyPath(route, 'B', USDC, WETH)).toBe(`/add/v2/ETH/${USDC}`)
  })

  it("picking the other side's currency swaps the sides", () => {
    expect(selectV2CurrencyPath(route, 'A', DAI, WETH)).toBe(`/add/v2/${DAI}/ETH`)
    expect(selectV2CurrencyPath(route, 'B', 'ETH', WETH)).toBe(`/add/v2/${DAI}/ETH`)
    expect(selectV2CurrencyPath(route, 'B', WETH, WETH)).toBe(`/add/v2/${DAI}/${WETH}`)
  })

  it('with one side empty: picking its twin keeps only the picked one; B alone pairs with ETH', () => {
    expect(selectV2CurrencyPath({ currencyIdA: DAI, currencyIdB: null }, 'B', DAI, WETH)).toBe(
      `/add/v2/${DAI}`,
    )
    expect(selectV2CurrencyPath({ currencyIdA: null, currencyIdB: null }, 'B', DAI, WETH)).toBe(
      `/add/v2/ETH/${DAI}`,
    )
    expect(selectV2CurrencyPath({ currencyIdA: null, currencyIdB: null }, 'B', WETH, WETH)).toBe(
      `/add/v2/${WETH}`,
    )
    expect(selectV2CurrencyPath({ currencyIdA: null, currencyIdB: null }, 'A', DAI, WETH)).toBe(
      `/add/v2/${DAI}`,
    )
  })

  it('keeps the create prefix on the create form', () => {
    expect(selectV2CurrencyPath(route, 'B', USDC, WETH, true)).toBe(`/add/v2/create/ETH/${USDC}`)
    expect(selectV2CurrencyPath(route, 'A', DAI, WETH, true)).toBe(`/add/v2/create/${DAI}/ETH`)
    expect(selectV2CurrencyPath({ currencyIdA: null, currencyIdB: null }, 'B', DAI, WETH, true)).toBe(
      `/add/v2/create/ETH/${DAI}`,
    )
  })
})

describe('paths', () => {
  it('builds /add/v2 with the ids that are set', () => {
    expect(addV2Path()).toBe('/add/v2')
    expect(addV2Path('ETH')).toBe('/add/v2/ETH')
    expect(addV2Path('ETH', DAI)).toBe(`/add/v2/ETH/${DAI}`)
  })

  it('builds /add/v2/create likewise', () => {
    expect(addV2Path(null, null, true)).toBe('/add/v2/create')
    expect(addV2Path('ETH', DAI, true)).toBe(`/add/v2/create/ETH/${DAI}`)
  })

  it('goes back to /pool/v2', () => {
    expect(ADD_V2_BACK_PATH).toBe('/pool/v2')
  })

  it('a path containing /create creates a pool', () => {
    expect(isCreatePoolPath('/create/v2/ETH')).toBe(true)
    expect(isCreatePoolPath(`/add/v2/ETH/${DAI}`)).toBe(false)
  })
})
