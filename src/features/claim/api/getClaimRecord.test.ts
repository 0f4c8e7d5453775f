import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLAIM_FILE_MAX_BYTES, type ClaimFetch, getClaimRecord } from './getClaimRecord.ts'

const FIRST = '0x37FB7beE23AF6150a258b4251c9083E97fD94d28'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const NODE = `0x${'ab'.repeat(32)}`
const entry = (index: number) => ({ index, amount: '0x15af1d78b58c400000', proof: [NODE] })

const files: Record<string, unknown> = {
  'mapping.json': { [FIRST]: ACCOUNT_1 },
  [`${FIRST}.json`]: { [ACCOUNT_1]: entry(19), [ACCOUNT_2]: entry(11) },
}

let base = 0
/** A fresh host for each test: the files are cached by URL for the page's life. */
function host(answer: (name: string) => Response | Promise<Response> = serve) {
  const baseUrl = `https://claims.test/${++base}/`
  const fetcher = vi.fn<ClaimFetch>(async (url) => answer(url.slice(baseUrl.length)))
  return { baseUrl, fetcher }
}

function serve(name: string): Response {
  return name in files ? new Response(JSON.stringify(files[name])) : new Response('', { status: 404 })
}

const fetched = (fetcher: ReturnType<typeof host>['fetcher']) => fetcher.mock.calls.map(([url]) => url)

afterEach(() => vi.restoreAllMocks())

describe('getClaimRecord', () => {
  it('reads the claim through the mapping and the chunk, by the checksummed address', async () => {
    const { baseUrl, fetcher } = host()
    const record = await getClaimRecord(fetcher, baseUrl, ACCOUNT_1.toLowerCase())
    expect(record).toEqual({ index: 19, amount: 400n * 10n ** 18n, proof: [NODE], flags: null })
    expect(fetched(fetcher)).toEqual([`${baseUrl}mapping.json`, `${baseUrl}${FIRST}.json`])
  })

  it('downloads the mapping once and each chunk once, however many lookups', async () => {
    const { baseUrl, fetcher } = host()
    await Promise.all([
      getClaimRecord(fetcher, baseUrl, ACCOUNT_1),
      getClaimRecord(fetcher, baseUrl, ACCOUNT_2),
      getClaimRecord(fetcher, baseUrl, ACCOUNT_1),
    ])
    expect((await getClaimRecord(fetcher, baseUrl, ACCOUNT_2))?.index).toBe(11)
    expect(fetched(fetcher)).toEqual([`${baseUrl}mapping.json`, `${baseUrl}${FIRST}.json`])
  })

  it('a failed download is logged, gives no claim, and is tried again by the next lookup', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    let down = true
    const { baseUrl, fetcher } = host((name) => (down ? new Response('', { status: 500 }) : serve(name)))
    expect(await getClaimRecord(fetcher, baseUrl, ACCOUNT_1)).toBeNull()
    expect(debug).toHaveBeenCalledWith(
      `Claim file ${baseUrl}mapping.json could not be read (http)`,
      expect.anything(),
    )
    down = false
    expect((await getClaimRecord(fetcher, baseUrl, ACCOUNT_1))?.index).toBe(19)
    expect(fetched(fetcher)).toHaveLength(3)
  })

  it('an address outside every chunk: logged with the spec text, no chunk downloaded', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const { baseUrl, fetcher } = host()
    const early = '0x0000000000000000000000000000000000000001'
    expect(await getClaimRecord(fetcher, baseUrl, early)).toBeNull()
    expect(debug).toHaveBeenCalledWith(
      `Claim for ${early} was not found in partial search`,
      expect.anything(),
    )
    const late = '0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF'
    expect(await getClaimRecord(fetcher, baseUrl, late)).toBeNull()
    expect(debug).toHaveBeenCalledWith(
      `Claim for ${late} was not found after searching all mappings`,
      expect.anything(),
    )
    expect(fetched(fetcher)).toEqual([`${baseUrl}mapping.json`])
  })

  it("an address in a chunk's range but not in its file: in claim file!", async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const { baseUrl, fetcher } = host()
    const between = '0x5000000000000000000000000000000000000000'
    expect(await getClaimRecord(fetcher, baseUrl, between)).toBeNull()
    expect(debug).toHaveBeenCalledWith(`Claim for ${between} was not found in claim file!`, expect.anything())
  })

  it('text that is no address: Invalid address, nothing downloaded', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const { baseUrl, fetcher } = host()
    expect(await getClaimRecord(fetcher, baseUrl, 'vitalik')).toBeNull()
    expect(debug).toHaveBeenCalledWith('Invalid address', expect.anything())
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('a malformed chunk is logged and gives no claim', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const { baseUrl, fetcher } = host((name) =>
      name === 'mapping.json' ? serve(name) : new Response('{"0x7099": [', { status: 200 }),
    )
    expect(await getClaimRecord(fetcher, baseUrl, ACCOUNT_1)).toBeNull()
    expect(debug).toHaveBeenCalledWith(
      `Claim file ${baseUrl}${FIRST}.json could not be read (malformed)`,
      expect.anything(),
    )
  })

  it('an entry of the wrong shape is refused', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const { baseUrl, fetcher } = host((name) =>
      name === 'mapping.json'
        ? serve(name)
        : new Response(JSON.stringify({ [ACCOUNT_1]: { index: 19, amount: 400, proof: [] } })),
    )
    expect(await getClaimRecord(fetcher, baseUrl, ACCOUNT_1)).toBeNull()
  })

  it('a file past the size cap is refused', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const huge = `{"x":"${'a'.repeat(CLAIM_FILE_MAX_BYTES)}"}`
    const { baseUrl, fetcher } = host(() => new Response(huge))
    expect(await getClaimRecord(fetcher, baseUrl, ACCOUNT_1)).toBeNull()
    expect(debug).toHaveBeenCalledWith(
      `Claim file ${baseUrl}mapping.json could not be read (too-large)`,
      expect.anything(),
    )
  })
})
