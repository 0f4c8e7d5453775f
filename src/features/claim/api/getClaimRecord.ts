// The airdrop's claim files (spec 2 §7; notes §6.1): mapping.json once, then the one chunk file that may hold
// the address. Both downloads are kept for the page's life, so every dialog and the header share them; a failed
// one is forgotten, so that a later lookup tries again. Failures are logged (spec 2 §8), never thrown: the
// screens only learn that there is no claim.
import { type Address, getAddress, isAddress } from 'viem'
import { AppError } from '../../../chain/errors.ts'
import { readCappedText, TooLargeError } from '../../../chain/readCappedText.ts'
import { type ClaimLookupFailure, claimLookupMessage } from '../model/claimLookupMessage.ts'
import {
  type ClaimMapping,
  type ClaimRecord,
  parseClaimEntry,
  parseClaimMapping,
} from '../model/claimRecord.ts'
import { findClaimChunk } from '../model/findClaimChunk.ts'

export type ClaimFetch = (url: string, init: RequestInit) => Promise<Response>

/** The mainnet files are a few hundred KB each: anything past this is no claim file. */
export const CLAIM_FILE_MAX_BYTES = 2 * 1024 * 1024
export const CLAIM_FILE_TIMEOUT_MS = 15_000

/** A lookup that found no claim, with why (the logged text is the spec's where it has one). */
export class ClaimLookupError extends AppError {
  constructor(
    readonly failure: ClaimLookupFailure,
    options?: { cause?: unknown },
  ) {
    super(claimLookupMessage(failure), options)
  }
}

type Chunk = Readonly<Record<string, unknown>>

const mappings = new Map<string, Promise<ClaimMapping>>()
const chunks = new Map<string, Promise<Chunk>>()

async function fetchJson(fetcher: ClaimFetch, url: string): Promise<unknown> {
  const badFile = (reason: 'http' | 'too-large' | 'malformed', cause?: unknown) =>
    new ClaimLookupError({ kind: 'bad-file', url, reason }, { cause })
  let text: string
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(CLAIM_FILE_TIMEOUT_MS) })
    if (!response.ok) throw badFile('http', response.status)
    text = await readCappedText(response, CLAIM_FILE_MAX_BYTES)
  } catch (error) {
    if (error instanceof ClaimLookupError) throw error
    throw badFile(error instanceof TooLargeError ? 'too-large' : 'http', error)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw badFile('malformed', error)
  }
}

/** One download per key for the page's life; a failed one is dropped so that the next asker tries again. */
function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key)
  if (hit) return hit
  const loading = load()
  cache.set(key, loading)
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key)
  })
  return loading
}

function getMapping(fetcher: ClaimFetch, baseUrl: string): Promise<ClaimMapping> {
  const url = `${baseUrl}mapping.json`
  return cached(mappings, url, async () => {
    const mapping = parseClaimMapping(await fetchJson(fetcher, url))
    if (!mapping) throw new ClaimLookupError({ kind: 'bad-file', url, reason: 'malformed' })
    return mapping
  })
}

function getChunk(fetcher: ClaimFetch, baseUrl: string, key: string): Promise<Chunk> {
  const url = `${baseUrl}${key}.json`
  return cached(chunks, url, async () => {
    const chunk = await fetchJson(fetcher, url)
    if (typeof chunk !== 'object' || chunk === null || Array.isArray(chunk))
      throw new ClaimLookupError({ kind: 'bad-file', url, reason: 'malformed' })
    return chunk as Chunk
  })
}

/** The claim of `account` in the files under `baseUrl` (ending in '/'); throws ClaimLookupError when none. */
export async function fetchClaimRecord(
  fetcher: ClaimFetch,
  baseUrl: string,
  account: string,
): Promise<ClaimRecord> {
  if (!isAddress(account, { strict: false })) throw new ClaimLookupError({ kind: 'invalid-address' })
  const checksummed: Address = getAddress(account)
  const lookup = findClaimChunk(await getMapping(fetcher, baseUrl), checksummed)
  if (lookup.kind === 'not-found')
    throw new ClaimLookupError({ kind: 'not-in-mapping', account: checksummed, searched: lookup.searched })
  const chunk = await getChunk(fetcher, baseUrl, lookup.key)
  const entry = chunk[checksummed]
  if (entry === undefined) throw new ClaimLookupError({ kind: 'not-in-chunk', account: checksummed })
  const record = parseClaimEntry(entry)
  if (!record)
    throw new ClaimLookupError({ kind: 'bad-file', url: `${baseUrl}${lookup.key}.json`, reason: 'malformed' })
  return record
}

/** The claim of `account`, or null when it has none or its files could not be read (logged, spec 2 §8). */
export async function getClaimRecord(
  fetcher: ClaimFetch,
  baseUrl: string,
  account: string,
): Promise<ClaimRecord | null> {
  try {
    return await fetchClaimRecord(fetcher, baseUrl, account)
  } catch (error) {
    console.debug(error instanceof AppError ? error.message : 'Claim lookup failed', error)
    return null
  }
}

/** The page's own fetch, for the hooks (the files are same-origin on the local chain, CSP-listed on mainnet). */
export const pageFetch: ClaimFetch = (url, init) => fetch(url, init)
