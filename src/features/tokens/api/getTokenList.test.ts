import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import validate from 'virtual:token-list-validator'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type FetchLike, getTokenList, ListFetchError } from './getTokenList.ts'

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
    {
      chainId: 1,
      address: '0x6b175474e89094c44da98b954eedeac495271d0f',
      symbol: 'DAI2',
      name: 'Dup',
      decimals: 18,
    },
  ],
}

let server: Server
let origin: string
const hits: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '')
    if (req.url === '/list.json') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(LIST))
    } else if (req.url === '/big-declared') {
      res.setHeader('content-length', String(2000))
      res.end('x'.repeat(2000))
    } else if (req.url === '/big-streamed') {
      // No Content-Length: chunked, refused while streaming.
      for (let i = 0; i < 20; i++) res.write('x'.repeat(100))
      res.end()
    } else if (req.url === '/not-json') {
      res.end('<html>')
    } else if (req.url === '/invalid') {
      res.end(JSON.stringify({ name: 'x' }))
    } else {
      res.statusCode = 500
      res.end('down')
    }
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

const log = vi.fn()
const realFetch: FetchLike = (url, init) => fetch(url, init)
const deps = (over: Partial<Parameters<typeof getTokenList>[1]> = {}) => ({
  fetch: realFetch,
  validate,
  resolveEns: () => Promise.reject(new Error('no ENS')),
  log,
  ...over,
})

describe('getTokenList', () => {
  it('downloads, validates and skips a duplicate address (logged)', async () => {
    const list = await getTokenList(`${origin}/list.json`, deps())
    expect(list.tokens.map((t) => t.symbol)).toEqual(['DAI'])
    expect(log).toHaveBeenCalledWith(expect.stringContaining('listed twice'))
  })

  it('omits credentials', async () => {
    const calls: RequestInit[] = []
    await getTokenList(
      `${origin}/list.json`,
      deps({
        fetch: (url, init) => {
          calls.push(init)
          return realFetch(url, init)
        },
      }),
    )
    expect(calls[0]?.credentials).toBe('omit')
  })

  it('tries http as https first, then as typed', async () => {
    const urls: string[] = []
    const list = await getTokenList(
      `${origin}/list.json`,
      deps({
        fetch: (url, init) => {
          urls.push(url)
          return realFetch(url, init)
        },
      }),
    )
    expect(urls).toEqual([`${origin.replace('http:', 'https:')}/list.json`, `${origin}/list.json`])
    expect(list.name).toBe('Served')
  })

  it('tries ipfs through the two gateways in order', async () => {
    const urls: string[] = []
    const fetchLike: FetchLike = (url) => {
      urls.push(url)
      return url.startsWith('https://ipfs.io/')
        ? Promise.resolve(new Response(JSON.stringify(LIST)))
        : Promise.reject(new TypeError('Failed to fetch'))
    }
    await getTokenList('ipfs://bafyhash', deps({ fetch: fetchLike }))
    expect(urls).toEqual(['https://cloudflare-ipfs.com/ipfs/bafyhash/', 'https://ipfs.io/ipfs/bafyhash/'])
  })

  it('resolves an ENS name through its contenthash, then the gateways', async () => {
    const urls: string[] = []
    const fetchLike: FetchLike = (url) => {
      urls.push(url)
      return Promise.resolve(new Response(JSON.stringify(LIST)))
    }
    await getTokenList(
      'tokens.example.eth',
      deps({ fetch: fetchLike, resolveEns: async () => 'ipfs://bafycid' }),
    )
    expect(urls).toEqual(['https://cloudflare-ipfs.com/ipfs/bafycid/'])
  })

  it("passes on the ENS errors ('Failed to resolve ENS name')", async () => {
    await expect(
      getTokenList(
        'tokens.example.eth',
        deps({ resolveEns: () => Promise.reject(new Error('Failed to resolve ENS name')) }),
      ),
    ).rejects.toThrow('Failed to resolve ENS name')
  })

  it("fails with 'Failed to download list' when every URL fails", async () => {
    await expect(getTokenList(`${origin}/missing`, deps())).rejects.toThrow(
      `Failed to download list ${origin}/missing`,
    )
  })

  it("fails with 'Unrecognized list URL protocol.' for anything else", async () => {
    await expect(getTokenList('ftp://example.com/list.json', deps())).rejects.toThrow(
      'Unrecognized list URL protocol.',
    )
  })

  it('refuses a body over the cap by Content-Length', async () => {
    await expect(getTokenList(`${origin}/big-declared`, deps({ maxBytes: 1000 }))).rejects.toBeInstanceOf(
      ListFetchError,
    )
    expect(log).toHaveBeenCalledWith(expect.stringContaining('larger than 1000 bytes'))
  })

  it('refuses a streamed body once it passes the cap', async () => {
    log.mockClear()
    await expect(getTokenList(`${origin}/big-streamed`, deps({ maxBytes: 1000 }))).rejects.toThrow(
      'Failed to download list',
    )
    expect(log).toHaveBeenCalledWith(expect.stringContaining('larger than 1000 bytes'))
  })

  it('refuses a response that is not JSON', async () => {
    await expect(getTokenList(`${origin}/not-json`, deps())).rejects.toThrow('the response is not JSON')
  })

  it("fails with 'Token list failed validation' and the details", async () => {
    await expect(getTokenList(`${origin}/invalid`, deps())).rejects.toThrow(
      /^Token list failed validation: .+/,
    )
  })
})
