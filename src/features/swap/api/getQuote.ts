// Asks the quote (routing) API for a route. Any failure, a slow answer or no route gives null and the swap
// routes in the browser instead, so nothing here throws.
import {
  parseQuoteResponse,
  type QuoteApiParams,
  type QuoteApiResponse,
  quoteApiUrl,
} from '../model/quoteApi.ts'

export type QuoteFetch = (url: string, init: RequestInit) => Promise<Response>

export type GetQuoteOptions = {
  readonly signal?: AbortSignal | undefined
  /** How long to wait for the whole answer before routing in the browser. */
  readonly timeoutMs?: number | undefined
}

/** Past this the browser's own routing is likely to be faster than waiting on. */
export const QUOTE_API_TIMEOUT_MS = 2000

// An answer is a few kilobytes; anything near this is not a quote.
const MAX_RESPONSE_CHARS = 1_000_000

async function requestQuote(
  fetchFn: QuoteFetch,
  url: string,
  signal: AbortSignal,
): Promise<QuoteApiResponse | null> {
  const response = await fetchFn(url, {
    method: 'GET',
    credentials: 'omit',
    headers: { accept: 'application/json' },
    referrerPolicy: 'no-referrer',
    signal,
  })
  if (!response.ok) return null
  const length = Number(response.headers.get('content-length') ?? 0)
  if (length > MAX_RESPONSE_CHARS) return null
  const text = await response.text()
  if (text.length > MAX_RESPONSE_CHARS) return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  return parseQuoteResponse(json)
}

/** The API's quote for the request, or null (failure, timeout, abort, malformed answer, no route). */
export async function getQuote(
  fetchFn: QuoteFetch,
  base: string,
  params: QuoteApiParams,
  { signal, timeoutMs = QUOTE_API_TIMEOUT_MS }: GetQuoteOptions = {},
): Promise<QuoteApiResponse | null> {
  if (signal?.aborted || params.amount <= 0n) return null
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let onAbort: (() => void) | undefined
  // Settles with null on timeout or abort even if the fetch ignores its signal.
  const stopped = new Promise<null>((resolve) => {
    const stop = () => {
      controller.abort()
      resolve(null)
    }
    timer = setTimeout(stop, timeoutMs)
    onAbort = stop
    signal?.addEventListener('abort', stop, { once: true })
  })
  try {
    const url = quoteApiUrl(base, params)
    return await Promise.race([requestQuote(fetchFn, url, controller.signal), stopped])
  } catch {
    return null
  } finally {
    clearTimeout(timer)
    if (onAbort) signal?.removeEventListener('abort', onAbort)
    // Also releases a response body still being read.
    controller.abort()
  }
}

/** getQuote through the browser's fetch. */
export function fetchQuote(
  base: string,
  params: QuoteApiParams,
  options?: GetQuoteOptions,
): Promise<QuoteApiResponse | null> {
  return getQuote((url, init) => fetch(url, init), base, params, options)
}
