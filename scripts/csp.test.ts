import { describe, expect, it } from 'vitest'
import { PAGE_LIST_ORIGINS } from '../src/features/tokens/toolEntry.ts'
import { cspInputFromSettings } from '../vite.config.ts'
import {
  buildContentSecurityPolicy,
  buildListImportPolicy,
  type CspInput,
  injectContentSecurityPolicy,
  originOf,
  serializeContentSecurityPolicy,
} from './csp.ts'

const NONE: CspInput = {
  chainRpcUrls: [],
  localRpcUrl: null,
  tokenListUrls: [],
  ipfsGateways: [],
  subgraphUrls: [],
  routingApiUrl: null,
  analyticsUrl: null,
  walletConnect: false,
  fortmatic: false,
}

const COINBASE = ['https://rpc.wallet.coinbase.com', 'https://www.walletlink.org', 'wss://www.walletlink.org']

/** The policy of a build with these `VITE_*` settings, as the build computes it. */
const policyFor = (settings: Record<string, string>, localRpcUrl: string | null = null) =>
  buildContentSecurityPolicy(cspInputFromSettings(settings, localRpcUrl))

const connectSrc = (settings: Record<string, string>, localRpcUrl: string | null = null) =>
  policyFor(settings, localRpcUrl)['connect-src'] ?? []

describe('the policy builder', () => {
  it('keeps scripts to this origin and forbids plugins, base changes and form posts', () => {
    const policy = buildContentSecurityPolicy(NONE)
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'none'"])
    const all = Object.values(policy).flat()
    expect(all).not.toContain("'unsafe-eval'")
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
  })

  it('allows https images, data: and this origin; inline styles; frames of this origin only (list import)', () => {
    const policy = buildContentSecurityPolicy(NONE)
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:'])
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy['font-src']).toEqual(["'self'"])
    expect(policy['frame-src']).toEqual(["'self'"])
  })

  it('connects to this origin and the Coinbase Wallet relay, nothing else: no https: for user lists', () => {
    expect(buildContentSecurityPolicy(NONE)['connect-src']).toEqual(["'self'", ...COINBASE])
  })

  it('lists every endpoint by origin, once, sorted, and skips what has no web origin', () => {
    const policy = buildContentSecurityPolicy({
      ...NONE,
      chainRpcUrls: ['https://mainnet.infura.io/v3/key', 'https://ropsten.infura.io/v3/key', 'not a url'],
      localRpcUrl: 'http://127.0.0.1:8545',
      tokenListUrls: [
        'https://lists.example/a.json',
        'https://lists.example/b.json?x=1',
        'tokens.example.eth',
      ],
      ipfsGateways: ['https://gateway.example'],
      subgraphUrls: ['https://graph.example/subgraphs/name/x'],
      routingApiUrl: 'https://quotes.example/v1/',
      analyticsUrl: 'https://collect.example/g/collect',
    })
    expect(policy['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:8545',
      'https://collect.example',
      'https://gateway.example',
      'https://graph.example',
      'https://lists.example',
      'https://mainnet.infura.io',
      'https://quotes.example',
      'https://ropsten.infura.io',
      ...COINBASE,
    ])
  })

  it('adds the WalletConnect relay, APIs, fonts, blob: icons and the Verify frame when it is configured', () => {
    const policy = buildContentSecurityPolicy({ ...NONE, walletConnect: true })
    for (const host of [
      'wss://relay.walletconnect.com',
      'wss://relay.walletconnect.org',
      'https://relay.walletconnect.com',
      'https://relay.walletconnect.org',
      'https://rpc.walletconnect.org',
      'https://api.web3modal.org',
      'https://pulse.walletconnect.org',
      'https://verify.walletconnect.org',
    ])
      expect(policy['connect-src']).toContain(host)
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://verify.walletconnect.com',
      'https://verify.walletconnect.org',
    ])
    expect(policy['font-src']).toEqual(["'self'", 'https://fonts.reown.com'])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
  })

  it('never allows plain http or ws, or any wss host, as a whole scheme', () => {
    const all = Object.values(
      buildContentSecurityPolicy({ ...NONE, walletConnect: true, fortmatic: true }),
    ).flat()
    for (const scheme of ['http:', 'ws:', 'wss:', '*']) expect(all).not.toContain(scheme)
  })

  it('reduces URLs to web origins only', () => {
    expect(originOf(' https://user:pw@Host.example:8443/path?q#h ')).toBe('https://host.example:8443')
    expect(originOf('wss://relay.example/x')).toBe('wss://relay.example')
    expect(originOf('data:text/plain,x')).toBeNull()
    expect(originOf('ipfs://QmHash')).toBeNull()
    expect(originOf('javascript:alert(1)')).toBeNull()
    expect(originOf('tokenlist.aave.eth')).toBeNull()
  })

  it('serializes directives in order, separated by semicolons', () => {
    expect(
      serializeContentSecurityPolicy({ 'script-src': ["'self'"], 'img-src': ["'self'", 'https:'] }),
    ).toBe("script-src 'self'; img-src 'self' https:")
  })
})

describe('the policy of a build, from its settings', () => {
  const DEFAULT_HOSTS = [
    // the public endpoints: Ethereum's, the L2s'
    'https://ethereum-rpc.publicnode.com',
    'https://arb1.arbitrum.io',
    'https://rinkeby.arbitrum.io',
    'https://mainnet.optimism.io',
    'https://kovan.optimism.io',
    // the default lists, the unsupported-token list, the gateways (no subgraph unless a setting names one)
    'https://raw.githubusercontent.com',
    'https://api.coinmarketcap.com',
    'https://tokens.coingecko.com',
    'https://www.gemini.com',
    'https://app.tryroll.com',
    'https://bridge.arbitrum.io',
    'https://static.optimism.io',
    'https://cloudflare-ipfs.com',
    'https://ipfs.io',
  ]

  it('production with no settings: the public endpoints, lists, gateways and Coinbase', () => {
    expect([...connectSrc({})].sort()).toEqual(["'self'", ...DEFAULT_HOSTS, ...COINBASE].sort())
    expect(policyFor({})['frame-src']).toEqual(["'self'"])
  })

  const EVERY_SETTING = {
    VITE_INFURA_KEY: 'k',
    VITE_RPC_URL_1: 'https://node.example/rpc',
    VITE_ROUTING_API_URL: 'https://api.uniswap.org/v1/',
    VITE_ANALYTICS_ID: 'G-1',
    VITE_WALLETCONNECT_PROJECT_ID: 'p',
    VITE_FORTMATIC_KEY: 'f',
    VITE_SUBGRAPH_URL_1: 'https://gateway.thegraph.com/api/KEY/subgraphs/id/x',
  }

  it('connect-src is an explicit list of origins with any settings: no bare scheme, no wildcard', () => {
    for (const [settings, local] of [
      [{}, null],
      [EVERY_SETTING, null],
      [EVERY_SETTING, 'http://127.0.0.1:8545'],
    ] as const) {
      const sources = connectSrc(settings, local)
      for (const source of sources) {
        if (source === "'self'") continue
        expect(source, source).toBe(originOf(source))
        expect(source).not.toContain('*')
      }
      for (const scheme of ['https:', 'http:', 'wss:', 'ws:', '*', 'data:', 'blob:'])
        expect(sources).not.toContain(scheme)
    }
  })

  it('each configured host is in it: the RPC endpoints, lists, gateways, subgraphs, quote API, analytics, relays', () => {
    const sources = connectSrc(EVERY_SETTING, 'http://127.0.0.1:8545')
    for (const host of [
      'https://node.example',
      'https://ropsten.infura.io',
      'https://arbitrum-mainnet.infura.io',
      'https://optimism-mainnet.infura.io',
      'http://127.0.0.1:8545',
      'https://gateway.thegraph.com',
      'https://api.uniswap.org',
      'https://www.google-analytics.com',
      'https://tokens.coingecko.com',
      'https://ipfs.io',
      'https://cloudflare-ipfs.com',
      'wss://relay.walletconnect.org',
      'wss://www.walletlink.org',
    ])
      expect(sources).toContain(host)
  })

  it('every host the page downloads lists from itself is in it (any other goes through the list-import page)', () => {
    expect(PAGE_LIST_ORIGINS.size).toBeGreaterThan(0)
    for (const origin of PAGE_LIST_ORIGINS) expect(connectSrc({})).toContain(origin)
  })

  it('Infura for every chain it serves when VITE_INFURA_KEY is set, the key never in the policy', () => {
    const sources = connectSrc({ VITE_INFURA_KEY: 'secretish' })
    for (const network of ['mainnet', 'ropsten', 'rinkeby', 'goerli', 'kovan', 'optimism-mainnet'])
      expect(sources).toContain(`https://${network}.infura.io`)
    expect(sources).toContain('https://arbitrum-mainnet.infura.io')
    expect(sources).not.toContain('https://arb1.arbitrum.io')
    expect(sources.join(' ')).not.toContain('secretish')
  })

  it("a chain's own VITE_RPC_URL_<id> wins, http ones included by origin", () => {
    const sources = connectSrc({ VITE_RPC_URL_1: 'http://node.internal:8545/rpc', VITE_RPC_URL_42161: ' ' })
    expect(sources).toContain('http://node.internal:8545')
    expect(sources).toContain('https://arb1.arbitrum.io')
  })

  it('the local chain of development and test builds, the quote API and analytics', () => {
    const sources = connectSrc(
      { VITE_ROUTING_API_URL: 'https://api.uniswap.org/v1/', VITE_ANALYTICS_ID: 'G-1' },
      'http://127.0.0.1:8599/e2e-local-chain',
    )
    expect(sources).toContain('http://127.0.0.1:8599')
    expect(sources).toContain('https://api.uniswap.org')
    expect(sources).toContain('https://www.google-analytics.com')
    expect(connectSrc({ VITE_ANALYTICS_ID: 'G-1', VITE_ANALYTICS_URL: 'https://stats.example/c' })).toContain(
      'https://stats.example',
    )
  })

  it("the local chain's subgraph where a development or test build configures one", () => {
    const sources = buildContentSecurityPolicy(
      cspInputFromSettings({}, 'http://127.0.0.1:8545', 'http://graph.local:8000/subgraphs/name/v3'),
    )['connect-src']
    expect(sources).toContain('http://graph.local:8000')
    expect(connectSrc({}, 'http://127.0.0.1:8545')).not.toContain('http://graph.local:8000')
  })

  it('no analytics host without a measurement id, no WalletConnect without a project id', () => {
    const sources = connectSrc({
      VITE_ANALYTICS_URL: 'https://stats.example/c',
      VITE_WALLETCONNECT_PROJECT_ID: '',
    })
    expect(sources).not.toContain('https://stats.example')
    expect(sources.some((s) => s.includes('walletconnect'))).toBe(false)
    expect(connectSrc({ VITE_WALLETCONNECT_PROJECT_ID: 'p' })).toContain('wss://relay.walletconnect.org')
  })

  it('a Fortmatic key adds its overlay frame; a Portis id nothing (its SDK is not part of the build)', () => {
    expect(policyFor({ VITE_FORTMATIC_KEY: 'pk' })['frame-src']).toEqual([
      "'self'",
      'https://x2.fortmatic.com',
    ])
    expect(policyFor({ VITE_FORTMATIC_KEY: 'pk', VITE_WALLETCONNECT_PROJECT_ID: 'p' })['frame-src']).toEqual([
      "'self'",
      'https://verify.walletconnect.com',
      'https://verify.walletconnect.org',
      'https://x2.fortmatic.com',
    ])
    expect(policyFor({ VITE_PORTIS_ID: 'id' })).toEqual(policyFor({}))
  })
})

describe('the policy of the list-import page', () => {
  const policy = buildListImportPolicy()

  it('connects to any https host and to nothing else: not plain http, not this origin, no websocket', () => {
    expect(policy['connect-src']).toEqual(['https:'])
  })

  it('runs its own script from this origin and loads nothing else at all', () => {
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'none'"])
    expect(Object.keys(policy).sort()).toEqual(
      ['base-uri', 'connect-src', 'default-src', 'form-action', 'object-src', 'script-src'].sort(),
    )
    const all = Object.values(policy).flat()
    for (const unsafe of ["'unsafe-eval'", "'unsafe-inline'", '*', 'http:', 'data:', 'blob:'])
      expect(all).not.toContain(unsafe)
  })

  it("names none of the app's wallet relays or endpoints: it needs none", () => {
    const all = Object.values(policy).flat().join(' ')
    expect(all).not.toMatch(/walletlink|walletconnect|coinbase|fortmatic|infura|127\.0\.0\.1/)
  })
})

describe('the meta in index.html', () => {
  const page = '<!doctype html><html><head>\n    <meta charset="UTF-8" />\n    <title>x</title></head></html>'

  it('comes right after the charset declaration, attribute-escaped', () => {
    const html = injectContentSecurityPolicy(
      page,
      `script-src 'self'; connect-src https://a.example/?x="1"&y`,
    )
    expect(html).toContain(
      '<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="script-src \'self\'; connect-src https://a.example/?x=&quot;1&quot;&amp;y" />\n    <title>',
    )
  })

  it('refuses a page without a charset declaration', () => {
    expect(() => injectContentSecurityPolicy('<html><head></head></html>', "script-src 'self'")).toThrow(
      /charset/,
    )
  })

  it('keeps the charset declaration within the first 1024 bytes with the longest policy', () => {
    const longest = serializeContentSecurityPolicy(
      policyFor(
        { VITE_INFURA_KEY: 'k', VITE_WALLETCONNECT_PROJECT_ID: 'p', VITE_FORTMATIC_KEY: 'f' },
        'http://127.0.0.1:8545',
      ),
    )
    const html = injectContentSecurityPolicy(page, longest)
    expect(html.indexOf('<meta charset')).toBeLessThan(1024 - '<meta charset="UTF-8" />'.length)
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('Content-Security-Policy'))
  })
})
