// The v3 subgraph (spec 2 §7, facts §12): a GraphQL POST of `{query, variables}` through the fetch it is given.
// Its answers are untrusted: read with a size cap, parsed, and every field the app uses checked for its type
// and range (anything else in them is ignored). Failures are SubgraphErrors with a kind, so a caller can fall
// back to the chain without reading messages.
import { AppError } from './errors.ts'
import { readCappedText, TooLargeError } from './readCappedText.ts'

export type SubgraphFetch = (url: string, init: RequestInit) => Promise<Response>

/** The chain may be this many blocks ahead of the subgraph's last indexed block before its data is ignored. */
export const GRAPH_STALE_BLOCKS = 20

export function isGraphStale(latestBlock: number, graphBlock: number): boolean {
  return latestBlock - graphBlock > GRAPH_STALE_BLOCKS
}

/** A page of 1,000 ticks is about 200 KB; an answer ten times that is not one. */
export const SUBGRAPH_MAX_BYTES = 2 * 1024 * 1024
export const SUBGRAPH_TIMEOUT_MS = 10_000

export type SubgraphErrorKind =
  /** No answer: the request failed, timed out or was aborted. */
  | 'network'
  /** An answer with a non-2xx status. */
  | 'http'
  | 'too-large'
  /** Not JSON, or a field of the wrong type or out of range. */
  | 'malformed'
  /** The GraphQL `errors` of the answer. */
  | 'graphql'
  /** A well-formed answer to another question (another pool's ticks). */
  | 'mismatch'

export class SubgraphError extends AppError {
  readonly kind: SubgraphErrorKind
  constructor(kind: SubgraphErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.kind = kind
  }
}

export type SubgraphRequest = { query: string; variables: Readonly<Record<string, string | number>> }

export type SubgraphOptions = {
  signal?: AbortSignal | undefined
  timeoutMs?: number | undefined
  maxBytes?: number | undefined
}

export type JsonObject = Readonly<Record<string, unknown>>

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function malformed(what: string): SubgraphError {
  return new SubgraphError('malformed', `Subgraph answer: ${what}`)
}

/** The `data` object of the answer to `request`; throws a SubgraphError for anything else. */
export async function querySubgraph(
  fetchFn: SubgraphFetch,
  url: string,
  request: SubgraphRequest,
  options: SubgraphOptions = {},
): Promise<JsonObject> {
  const { timeoutMs = SUBGRAPH_TIMEOUT_MS, maxBytes = SUBGRAPH_MAX_BYTES } = options
  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let text: string
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal,
    })
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      throw new SubgraphError('http', `Subgraph answered HTTP ${response.status}`)
    }
    text = await readCappedText(response, maxBytes)
  } catch (error) {
    if (error instanceof SubgraphError) throw error
    if (error instanceof TooLargeError) throw new SubgraphError('too-large', 'Subgraph answer too large')
    throw new SubgraphError('network', 'Subgraph request failed', { cause: error })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new SubgraphError('malformed', 'Subgraph answer is not JSON', { cause: error })
  }
  if (!isJsonObject(json)) throw malformed('not an object')
  if (Array.isArray(json.errors) && json.errors.length > 0) {
    const first: unknown = json.errors[0]
    const message = isJsonObject(first) && typeof first.message === 'string' ? first.message : 'unknown'
    throw new SubgraphError('graphql', `Subgraph error: ${message.slice(0, 200)}`)
  }
  if (!isJsonObject(json.data)) throw malformed('no data')
  return json.data
}

/** `_meta.block.number` of an answer: the last block the subgraph has indexed. */
export function graphBlockOf(data: JsonObject): number {
  const meta = data._meta
  const block = isJsonObject(meta) ? meta.block : undefined
  const number = isJsonObject(block) ? block.number : undefined
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
    throw malformed('no _meta.block.number')
  }
  return number
}

/** A list field of at most `maxItems` entries. */
export function listField(data: JsonObject, name: string, maxItems: number): readonly unknown[] {
  const value = data[name]
  if (!Array.isArray(value)) throw malformed(`${name} is not a list`)
  if (value.length > maxItems) throw malformed(`${name} has more than ${maxItems} entries`)
  return value
}

// A GraphQL BigInt is a decimal string; 40 digits hold any int128 or uint128.
const INTEGER = /^-?\d{1,40}$/
// A GraphQL BigDecimal: a decimal string, possibly in exponent form.
const DECIMAL = /^-?\d{1,80}(\.\d{1,80})?([eE][-+]?\d{1,4})?$/

/** A BigInt field as a bigint within [min, max]. */
export function bigIntField(entry: unknown, name: string, min: bigint, max: bigint): bigint {
  const value = isJsonObject(entry) ? entry[name] : undefined
  if (typeof value !== 'string' || !INTEGER.test(value)) throw malformed(`${name} is not an integer`)
  const parsed = BigInt(value)
  if (parsed < min || parsed > max) throw malformed(`${name} out of range`)
  return parsed
}

/**
 * A BigDecimal amount as a finite number; a negative one counts as 0 (the v3 subgraph's running totals are
 * known to dip below zero by rounding).
 */
export function amountField(entry: unknown, name: string): number {
  const value = isJsonObject(entry) ? entry[name] : undefined
  if (typeof value !== 'string' || !DECIMAL.test(value)) throw malformed(`${name} is not a decimal`)
  const parsed = Number(value)
  if (!Number.isFinite(parsed)) throw malformed(`${name} out of range`)
  return Math.max(0, parsed)
}

/** A BigDecimal field checked and not used. */
export function checkDecimalField(entry: unknown, name: string): void {
  const value = isJsonObject(entry) ? entry[name] : undefined
  if (typeof value !== 'string' || !DECIMAL.test(value)) throw malformed(`${name} is not a decimal`)
}

/** A string field, compared lowercase. */
export function addressField(entry: unknown, name: string): string {
  const value = isJsonObject(entry) ? entry[name] : undefined
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value))
    throw malformed(`${name} is not an address`)
  return value.toLowerCase()
}
