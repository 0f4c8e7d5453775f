// The Content-Security-Policy of built pages, as a pure function of what the build will talk to. vite.config.ts
// gathers the inputs with the app's own rules (which RPC endpoint a chain uses, where analytics goes, the default
// lists and gateways), so the policy and the app cannot disagree about a host.

/** What one build connects to. URLs are reduced to their origins; an unparsable one is left out. */
export type CspInput = {
  /** JSON-RPC endpoints of the public chains as the app resolves them (`VITE_RPC_URL_<id>`, Infura, public). */
  readonly chainRpcUrls: readonly string[]
  /** Development and test builds: the local chain's JSON-RPC URL; null in production builds. */
  readonly localRpcUrl: string | null
  /** The default token lists (the user-visible ones and the unsupported-token list); ENS names are skipped. */
  readonly tokenListUrls: readonly string[]
  /** The IPFS / IPNS gateways lists and logos go through. */
  readonly ipfsGateways: readonly string[]
  readonly subgraphUrls: readonly string[]
  /** `VITE_ROUTING_API_URL`, or null without the quote API. */
  readonly routingApiUrl: string | null
  /** Where analytics hits go, or null when analytics is off (no measurement id). */
  readonly analyticsUrl: string | null
  /** `VITE_WALLETCONNECT_PROJECT_ID` is set: the WalletConnect SDK and its QR modal can load. */
  readonly walletConnect: boolean
  /** `VITE_FORTMATIC_KEY` is set: the Fortmatic SDK can load its wallet overlay. */
  readonly fortmatic: boolean
}

export type CspDirectives = Readonly<Record<string, readonly string[]>>

/** The v3 subgraphs a build's settings name (the liquidity chart and fee-tier distribution read them). */
export { subgraphUrlsFromSettings } from '../src/chain/toolEntry.ts'

// Coinbase Wallet SDK (offered on every desktop browser, no key needed): its JSON-RPC fallback and the
// WalletLink relay (HTTP and WebSocket) for the mobile-app QR flow. Its smart-wallet UI is a popup, not a frame.
const COINBASE_WALLET_CONNECT = [
  'https://rpc.wallet.coinbase.com',
  'https://www.walletlink.org',
  'wss://www.walletlink.org',
]

// WalletConnect v2 and its QR modal (Reown AppKit, email and social logins off): the relay, its RPC proxy, the
// wallet directory API, telemetry and the Verify API, under both the .com and the .org names the SDK uses.
const WALLETCONNECT_CONNECT = [
  'https://relay.walletconnect.com',
  'https://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'wss://relay.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://api.web3modal.com',
  'https://api.web3modal.org',
  'https://pulse.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
]
// The Verify API's attestation runs in a hidden frame.
const WALLETCONNECT_FRAMES = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org']
// The modal's own typeface.
const WALLETCONNECT_FONTS = ['https://fonts.reown.com']
// Fortmatic's hosted wallet is an overlay frame (its widget); chain requests go through that frame. Portis has no
// entry: its SDK is not part of the build (the option is shown disabled), so nothing of it can load.
const FORTMATIC_FRAMES = ['https://x2.fortmatic.com']

/** `scheme://host[:port]` of a URL, or null when it has none (unparsable, `data:`, an ENS name …). */
export function originOf(url: string): string | null {
  try {
    const { origin, protocol } = new URL(url.trim())
    return origin !== 'null' && /^(https?|wss?):$/.test(protocol) ? origin : null
  } catch {
    return null
  }
}

function origins(urls: readonly (string | null)[]): string[] {
  const found = urls.flatMap((url) => {
    const origin = url === null ? null : originOf(url)
    return origin === null ? [] : [origin]
  })
  return [...new Set(found)].sort()
}

/**
 * The directives of the app's page for one build.
 *
 * - Scripts: this origin only; no inline script, no eval (the token-list validator is compiled at build time).
 * - connect-src: this origin and every configured endpoint by origin, nothing more: no scheme (`https:`), no
 *   wildcard. ENS is read on-chain through the configured RPC endpoints, with CCIP-read off, so a name cannot send
 *   the page elsewhere. A user's own list on any other https host (spec 1 §5) is downloaded by the list-import page
 *   (see buildListImportPolicy), never by this one. Plain `http:` and `ws:` only as configured origins (the local
 *   chain of development and test builds, an http endpoint someone configured).
 * - Images: token logos come from any https host (or an IPFS gateway); bundled ones from this origin or inlined
 *   as `data:`; the WalletConnect modal shows wallet icons as `blob:` URLs.
 * - Styles: 'unsafe-inline' because the wallet SDKs (Coinbase Wallet's relay UI, the WalletConnect modal) add
 *   `<style>` elements and style attributes; the app's own CSS is in files, and React's `style` props are set
 *   through the CSSOM, which no policy restricts.
 * - Frames: this origin (the hidden list-import page), plus WalletConnect's Verify API and Fortmatic's wallet
 *   overlay when they are configured.
 */
export function buildContentSecurityPolicy(input: CspInput): CspDirectives {
  const wc = input.walletConnect
  const frames = ["'self'", ...(wc ? WALLETCONNECT_FRAMES : []), ...(input.fortmatic ? FORTMATIC_FRAMES : [])]
  const endpoints = origins([
    ...input.chainRpcUrls,
    input.localRpcUrl,
    ...input.tokenListUrls,
    ...input.ipfsGateways,
    ...input.subgraphUrls,
    input.routingApiUrl,
    input.analyticsUrl,
    ...COINBASE_WALLET_CONNECT,
    ...(wc ? WALLETCONNECT_CONNECT : []),
  ])
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(wc ? ['blob:'] : []), 'https:'],
    'font-src': ["'self'", ...(wc ? WALLETCONNECT_FONTS : [])],
    'connect-src': ["'self'", ...endpoints],
    'frame-src': frames,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  }
}

/**
 * The directives of the list-import page (list-import.html), which the app frames, hidden, to download a list from
 * a host its own policy does not list. The page holds no wallet code and nothing of the app but the download: its
 * own script from this origin, connections to any https host (and nothing in plain http, nor back to this origin),
 * and nothing else at all: no images, styles, frames, plugins, base changes or form posts.
 */
export function buildListImportPolicy(): CspDirectives {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'connect-src': ['https:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  }
}

/** The policy as the `content` of a `<meta http-equiv="Content-Security-Policy">`. */
export function serializeContentSecurityPolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

const CHARSET_META = /<meta\s+charset=[^>]*>/i

/**
 * The page with the policy as a `<meta>` right after its charset declaration: before every script and stylesheet
 * the policy governs, and without pushing the declaration out of the first 1024 bytes where it must be.
 */
export function injectContentSecurityPolicy(html: string, policy: string): string {
  if (!CHARSET_META.test(html))
    throw new Error('index.html has no <meta charset>: the policy goes right after it')
  const content = policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}" />`
  return html.replace(CHARSET_META, (charset) => `${charset}\n    ${meta}`)
}
