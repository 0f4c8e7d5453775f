// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Currency, nativeCurrency, type TokenCurrency } from '../model/currency.ts'
import { listedSymbols } from '../model/listedSymbols.ts'
import { type ListToken, listToTokenMap, tokensOfChain } from '../model/tokenMaps.ts'
import { type SearchData, SearchView } from './SearchView.tsx'

const token = (symbol: string, n: number, name = symbol): ListToken => ({
  kind: 'token',
  chainId: 1,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  decimals: 18,
  symbol,
  name,
  listName: 'Test',
})

const DAI = token('DAI', 1, 'Dai Stablecoin')
const USDC = token('USDC', 2, 'USD Coin')
const WETH = token('WETH', 3, 'Wrapped Ether')
const LONG = token('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 4, 'Long Symbol')

function renderSearch(over: Partial<SearchData> = {}, otherSelected: Currency | null = null) {
  const onSelect = vi.fn<(c: Currency) => void>()
  const onImport = vi.fn<(t: TokenCurrency) => void>()
  const onManage = vi.fn()
  const data: SearchData = {
    chainId: 1,
    tokens: [DAI, USDC, WETH, LONG],
    inactiveTokens: [token('INACT', 99, 'Inactive Token')],
    balances: new Map([[USDC.address.toLowerCase(), 123456789n * 10n ** 12n]]),
    bases: [nativeCurrency(1), DAI],
    listedSymbols: listedSymbols([DAI, USDC, WETH, LONG], 'ETH'),
    ...over,
  }
  render(
    <I18nProvider i18n={i18n}>
      <SearchView
        data={data}
        selected={null}
        otherSelected={otherSelected}
        onSelect={onSelect}
        onImport={onImport}
        onManage={onManage}
        renderAddressLookup={(address) => <p>lookup {address}</p>}
      />
    </I18nProvider>,
  )
  const input = screen.getByRole('textbox', { name: 'Search name or paste address' })
  const type = (text: string) => {
    fireEvent.change(input, { target: { value: text } })
    act(() => vi.advanceTimersByTime(200))
  }
  return { onSelect, onImport, onManage, input, type }
}

const rowSymbols = () => screen.getAllByTestId(/^token-row-/).map((row) => row.textContent ?? '')

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('token selector search view', () => {
  it('lists ETH first, then holdings first, with 4 significant digits, rounded down', () => {
    renderSearch()
    const rows = rowSymbols()
    expect(rows[0]).toContain('ETH')
    expect(rows[1]).toContain('USDC')
    expect(rows[1]).toContain('123.4')
  })

  it("marks the form's other currency and lets it be picked (the form flips the two)", () => {
    const { onSelect } = renderSearch({}, DAI)
    const row = screen.getByTestId(`token-row-${DAI.address}`)
    expect(row.dataset.otherSelected).toBe('true')
    expect((row as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(row)
    expect(onSelect).toHaveBeenCalledWith(DAI)
    expect(screen.getByTestId(`token-row-${USDC.address}`).dataset.otherSelected).toBeUndefined()
  })

  it('waits 200 ms before searching', () => {
    const { input } = renderSearch()
    fireEvent.change(input, { target: { value: 'usd' } })
    act(() => vi.advanceTimersByTime(199))
    expect(rowSymbols()).toHaveLength(5)
    act(() => vi.advanceTimersByTime(1))
    expect(rowSymbols()).toHaveLength(1)
  })

  it("searches by name words and says 'No results found.'", () => {
    const { type } = renderSearch()
    type('stablecoin')
    expect(rowSymbols()).toEqual([expect.stringContaining('DAI')])
    type('zzzz')
    expect(screen.getByText('No results found.')).toBeTruthy()
  })

  it("puts ETH on top for 'e', 'et' and 'eth'", () => {
    const { type } = renderSearch()
    for (const q of ['e', 'et', 'eth']) {
      type(q)
      expect(rowSymbols()[0]).toContain('ETH')
    }
  })

  it('picks the exact symbol match on Enter, and nothing when ambiguous', () => {
    const { type, input, onSelect } = renderSearch()
    type('e')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onSelect).not.toHaveBeenCalled()
    type('dai')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onSelect).toHaveBeenCalledWith(DAI)
  })

  it('shortens symbols over 20 characters', () => {
    const { type } = renderSearch()
    type('long')
    expect(rowSymbols()[0]).toContain('ABCD...VWXYZ')
  })

  it('marks matches from inactive lists with Import', () => {
    const { type, onImport } = renderSearch()
    type('inactive')
    expect(screen.getByText('Expanded results from inactive Token Lists')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(onImport).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'INACT' }))
  })

  it('hands an unknown address to the on-chain lookup', () => {
    const { type } = renderSearch()
    const address = '0x000000000000000000000000000000000000dEaD'
    type(address)
    expect(screen.getByText(`lookup ${address}`)).toBeTruthy()
  })

  it('selects a common base in one click and opens manage', () => {
    const { onSelect, onManage } = renderSearch()
    fireEvent.click(screen.getByTestId('common-bases').querySelectorAll('button')[1] as HTMLElement)
    expect(onSelect).toHaveBeenCalledWith(DAI)
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }))
    expect(onManage).toHaveBeenCalled()
  })

  it("marks a token whose symbol a listed token has at another address: 'Symbol also used by a listed token'", () => {
    const fake = { ...token('USDC', 77, 'Fake USD Coin'), listName: 'Imported' }
    const { type } = renderSearch({ tokens: [DAI, USDC, WETH, LONG, fake] })
    type('usdc')
    const mark = 'Symbol also used by a listed token'
    expect(screen.getByTestId(`token-row-${fake.address}`).textContent).toContain(mark)
    expect(screen.getByTestId(`token-row-${USDC.address}`).textContent).not.toContain(mark)
    expect(screen.getAllByText(mark)).toHaveLength(1)
  })

  it('marks an inactive-list token that takes a listed symbol', () => {
    const { type } = renderSearch({ inactiveTokens: [token('DAI', 88, 'Dai Copy')] })
    type('dai copy')
    expect(screen.getByTestId(`inactive-token-${token('DAI', 88).address}`).textContent).toContain(
      'Symbol also used by a listed token',
    )
  })

  it('shows a list token with a hidden-character symbol cleaned, and marked when it then reads as a listed one', () => {
    const hostile = listToTokenMap({
      name: 'Hostile',
      timestamp: '2021-01-01T00:00:00.000Z',
      version: { major: 1, minor: 0, patch: 0 },
      tokens: [
        {
          chainId: 1,
          address: token('x', 66).address,
          symbol: 'US\u200bDC\u202e',
          name: 'USD\u2066 Coin',
          decimals: 6,
        },
      ],
    })
    const [lookalike] = tokensOfChain(hostile, 1)
    if (!lookalike) throw new Error('the hostile token should be in the map')
    const { type } = renderSearch({ tokens: [DAI, USDC, lookalike] })
    type('usd')
    const row = screen.getByTestId(`token-row-${lookalike.address}`)
    expect(row.textContent).toBe('USDCSymbol also used by a listed tokenUSD Coin')
    expect(row.textContent).not.toMatch(/[\u200b\u202e\u2066]/)
  })

  it('keeps the rows in the DOM bounded for 10,000 tokens', () => {
    const tokens = Array.from({ length: 10_000 }, (_, i) => token(`T${i}`, i + 10))
    renderSearch({ tokens, balances: new Map() })
    expect(screen.getAllByTestId(/^token-row-/).length).toBeLessThan(20)
  })
})
