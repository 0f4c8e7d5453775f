// The default list-of-lists (facts §2.1), in priority order: a lower index wins for the same token.
import type { ListDefaults } from './lists.ts'

export const COMPOUND_LIST =
  'https://raw.githubusercontent.com/compound-finance/token-list/master/compound.tokenlist.json'
export const AAVE_LIST = 'tokenlist.aave.eth'
export const CMC_ALL_LIST = 'https://api.coinmarketcap.com/data-api/v3/uniswap/all.json'
export const COINGECKO_LIST = 'https://tokens.coingecko.com/uniswap/all.json'
export const KLEROS_LIST = 't2crtokens.eth'
export const GEMINI_LIST = 'https://www.gemini.com/uniswap/manifest.json'
export const WRAPPED_LIST = 'wrapped.tokensoft.eth'
export const SET_LIST =
  'https://raw.githubusercontent.com/SetProtocol/uniswap-tokenlist/main/set.tokenlist.json'
export const ROLL_LIST = 'https://app.tryroll.com/tokens.json'
export const ARBITRUM_LIST = 'https://bridge.arbitrum.io/token-list-42161.json'
export const OPTIMISM_LIST = 'https://static.optimism.io/optimism.tokenlist.json'
export const BA_LIST =
  'https://raw.githubusercontent.com/The-Blockchain-Association/sec-notice-list/master/ba-sec-list.json'

/** Loaded only to flag unsupported tokens; never shown as a user list. */
export const UNSUPPORTED_LIST_URLS: readonly string[] = [BA_LIST]

export const USER_VISIBLE_DEFAULT_LISTS: readonly string[] = [
  COMPOUND_LIST,
  AAVE_LIST,
  CMC_ALL_LIST,
  COINGECKO_LIST,
  KLEROS_LIST,
  GEMINI_LIST,
  WRAPPED_LIST,
  SET_LIST,
  ROLL_LIST,
  ARBITRUM_LIST,
  OPTIMISM_LIST,
]

/**
 * The default lists and the one active by default: Gemini, or on a build with the local chain its generated
 * list (placed first, so it also wins for its tokens).
 */
export function listDefaults(localListUrl: string | null): ListDefaults {
  const visible = localListUrl ? [localListUrl, ...USER_VISIBLE_DEFAULT_LISTS] : USER_VISIBLE_DEFAULT_LISTS
  return {
    all: [...visible, ...UNSUPPORTED_LIST_URLS],
    active: [localListUrl ?? GEMINI_LIST],
  }
}

/** Active URLs in priority order: default lists by their index, then the user's own in the order added. */
export function sortByListPriority(urls: readonly string[], defaults: ListDefaults): string[] {
  const rank = (url: string) => {
    const i = defaults.all.indexOf(url)
    return i === -1 ? Number.MAX_SAFE_INTEGER : i
  }
  return urls
    .map((url, i) => ({ url, i }))
    .sort((a, b) => rank(a.url) - rank(b.url) || a.i - b.i)
    .map((e) => e.url)
}
