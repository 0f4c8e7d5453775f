// Downloads a token list (spec 1 §4 "Token list fetch", §7 "Token lists"): https as is, http as https first,
// ipfs and ipns through the two gateways in order, an ENS name through its contenthash. Credentials are
// omitted, a body over the size cap is refused, and the JSON must pass the token-list schema.
import type { TokenList } from '@uniswap/token-lists'
import { MAX_LIST_BYTES, readCappedText, TooLargeError } from '../../../chain/readCappedText.ts'
import { parseListLocation, uriToHttpUrls } from '../model/listUrl.ts'
import { type SchemaValidator, validateTokenList } from '../model/validateTokenList.ts'

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

export type GetTokenListDeps = {
  fetch: FetchLike
  validate: SchemaValidator
  /** name → ipfs/ipns URI ('Failed to resolve ENS name', 'Failed to translate contenthash to URI'). */
  resolveEns: (name: string) => Promise<string>
  log?: (message: string) => void
  maxBytes?: number
}

export class ListFetchError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ListFetchError'
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export async function getTokenList(listUrl: string, deps: GetTokenListDeps): Promise<TokenList> {
  const { fetch, validate, resolveEns, log = console.warn, maxBytes = MAX_LIST_BYTES } = deps
  const location = parseListLocation(listUrl)
  let urls: string[]
  if (location?.kind === 'ens') {
    const uri = await resolveEns(location.name)
    urls = uriToHttpUrls(`${uri}${location.path.replace(/^\//, '')}`)
  } else {
    urls = uriToHttpUrls(listUrl)
  }
  if (urls.length === 0) throw new ListFetchError('Unrecognized list URL protocol.')

  for (const [i, url] of urls.entries()) {
    const isLast = i === urls.length - 1
    let text: string
    try {
      const response = await fetch(url, { credentials: 'omit', redirect: 'follow' })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      text = await readCappedText(response, maxBytes)
    } catch (error) {
      const reason = error instanceof TooLargeError ? `larger than ${maxBytes} bytes` : reasonOf(error)
      log(`Failed to fetch list ${listUrl} from ${url}: ${reason}`)
      if (isLast) throw new ListFetchError(`Failed to download list ${listUrl}`, { cause: error })
      continue
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (error) {
      throw new ListFetchError(`Failed to download list ${listUrl}: the response is not JSON`, {
        cause: error,
      })
    }
    let result: ReturnType<typeof validateTokenList>
    try {
      result = validateTokenList(json, validate)
    } catch (error) {
      throw new ListFetchError(`Token list failed validation: ${reasonOf(error)}`, { cause: error })
    }
    if (!result.ok) throw new ListFetchError(result.error)
    for (const skipped of result.skipped) log(`Token list ${listUrl}: skipped ${skipped}`)
    return result.list
  }
  throw new ListFetchError('Unrecognized list URL protocol.')
}
