import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchTokenList } from './listFetcher.ts'

const importPage = vi.hoisted(() => ({
  fetchThroughListImportPage: vi.fn<(url: string) => Promise<Response>>(),
}))
vi.mock('./listImportFrame.ts', () => importPage)

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  importPage.fetchThroughListImportPage.mockReset()
})

const LIST = {
  name: 'Served',
  timestamp: '2021-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    {
      chainId: 1,
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      symbol: 'DAI',
      name: 'Dai',
      decimals: 18,
    },
  ],
}
const served = () => new Response(JSON.stringify(LIST), { headers: { 'content-type': 'application/json' } })

describe('fetchTokenList', () => {
  it("fails an ENS-named list with 'Failed to resolve ENS name' when no ENS resolver can be built, logging 'Could not construct mainnet ENS resolver'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failure = await fetchTokenList('tokens.example.eth', null).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toBe('Failed to resolve ENS name')
    expect(((failure as Error).cause as Error).message).toBe('Could not construct mainnet ENS resolver')
    expect(warn).toHaveBeenCalledWith('Failed to resolve ENS name: tokens.example.eth', expect.any(Error))
  })

  it("downloads a default list and ipfs:// through the page's own fetch, never the import page", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => served())
    await fetchTokenList('https://tokens.coingecko.com/uniswap/all.json', null)
    await fetchTokenList('ipfs://QmHash', null)
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://tokens.coingecko.com/uniswap/all.json',
      'https://cloudflare-ipfs.com/ipfs/QmHash/',
    ])
    expect(importPage.fetchThroughListImportPage).not.toHaveBeenCalled()
  })

  it("downloads a list on the page's own origin itself", async () => {
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:4173' })
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => served())
    await fetchTokenList('http://127.0.0.1:4173/devchain.tokenlist.json', null)
    // An http URL is tried as https first: on an http page that is the policy's 'self' too.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://127.0.0.1:4173/devchain.tokenlist.json'])
    expect(importPage.fetchThroughListImportPage).not.toHaveBeenCalled()
  })

  it("downloads a user's list on any other host through the import page, then validates it here", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    importPage.fetchThroughListImportPage.mockImplementation(async () => served())
    const list = await fetchTokenList('https://lists.example/mine.json', null)
    expect(list.name).toBe('Served')
    expect(importPage.fetchThroughListImportPage).toHaveBeenCalledWith('https://lists.example/mine.json')
    expect(fetch).not.toHaveBeenCalled()

    importPage.fetchThroughListImportPage.mockImplementation(
      async () => new Response(JSON.stringify({ name: 'no tokens' })),
    )
    await expect(fetchTokenList('https://lists.example/bad.json', null)).rejects.toThrow(
      'Token list failed validation',
    )
  })

  it('an http list is tried as https through the import page; its http fallback is refused there too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetch = vi.spyOn(globalThis, 'fetch')
    importPage.fetchThroughListImportPage.mockRejectedValue(new Error('HTTP 404'))
    await expect(fetchTokenList('http://lists.example/mine.json', null)).rejects.toThrow(
      'Failed to download list http://lists.example/mine.json',
    )
    expect(importPage.fetchThroughListImportPage.mock.calls.map(([url]) => url)).toEqual([
      'https://lists.example/mine.json',
      'http://lists.example/mine.json',
    ])
    expect(fetch).not.toHaveBeenCalled()
  })
})
