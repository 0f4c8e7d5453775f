import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite'
import {
  buildContentSecurityPolicy,
  type CspInput,
  injectContentSecurityPolicy,
  serializeContentSecurityPolicy,
  subgraphUrlsFromSettings,
} from './scripts/csp.ts'
import { listImportPagePlugin } from './scripts/listImportPagePlugin.ts'
import { serviceWorkerPlugin } from './scripts/serviceWorkerPlugin.ts'
import { staticShellPlugin } from './scripts/staticShellPlugin.ts'
import { tokenListValidatorPlugin } from './scripts/tokenListValidatorPlugin.ts'
import { PUBLIC_CHAIN_IDS, PUBLIC_CHAIN_INFO } from './src/chain/chainInfo.ts'
import type { LocalChainConfig, LocalStakingPool, LocalToken } from './src/chain/localChain.ts'
import { resolveRpcEndpoint } from './src/chain/rpcEndpoints.ts'
import {
  UNSUPPORTED_LIST_URLS,
  USER_VISIBLE_DEFAULT_LISTS,
} from './src/features/tokens/model/defaultLists.ts'
import { LIST_IMPORT_PAGE } from './src/features/tokens/model/listImportMessages.ts'
import { IPFS_GATEWAYS } from './src/features/tokens/model/listUrl.ts'
import { parseAnalyticsConfig } from './src/lib/analytics/analyticsConfig.ts'

const DEPLOYMENT_FILE = resolve(import.meta.dirname, 'devchain/deployment.json')
const DEFAULT_LOCAL_RPC_URL = 'http://127.0.0.1:8545'

type DeploymentFile = {
  chainId?: unknown
  contracts?: Record<string, LocalChainConfig['contracts'][string]>
  tokens?: Record<string, LocalToken>
  staking?: { pair: string; address: LocalStakingPool['stakingRewards'] }[]
}

/** The deployment's staking pools with their pair's tokens by address ('DAI/WETH' names them by symbol). */
function stakingPoolsOf(deployment: DeploymentFile): LocalStakingPool[] {
  const tokens = deployment.tokens ?? {}
  return (deployment.staking ?? []).flatMap(({ pair, address }) => {
    const [a, b] = pair.split('/').map((symbol) => tokens[symbol]?.address)
    return a && b ? [{ stakingRewards: address, tokens: [a, b] as const }] : []
  })
}

// Only what the app needs from the devchain's deployment: never its accounts or keys.
function readLocalChain(rpcUrl: string, file: string, subgraphUrl: string | null): LocalChainConfig {
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: development and test builds include the local chain. Run \`npm run devchain:build\` first.`,
    )
  }
  const deployment = JSON.parse(readFileSync(file, 'utf8')) as DeploymentFile
  if (deployment.chainId !== 31337)
    throw new Error(`${file}: expected chainId 31337, found ${String(deployment.chainId)}`)
  return {
    chainId: 31337,
    rpcUrl,
    contracts: deployment.contracts ?? {},
    tokens: deployment.tokens ?? {},
    stakingPools: stakingPoolsOf(deployment),
    ...(subgraphUrl ? { subgraphUrl } : {}),
  }
}

// Lingui macros (`t`, `Trans`) are compiled by Babel, only in files that import them. Shared with Vitest.
export function linguiMacroPlugin(): PluginOption {
  const preset = defineRolldownBabelPreset({
    preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
  })
  return babel({ presets: [preset] })
}

const present = (value: string | undefined): string | null =>
  value !== undefined && value.trim() !== '' ? value.trim() : null

/**
 * What a build with these `VITE_*` settings connects to, by the app's own rules: each public chain's endpoint as
 * src/chain/rpcEndpoints.ts picks it, analytics as src/lib/analytics reads its settings, the default lists and
 * gateways of the tokens feature. `localRpcUrl` is the local chain's (development and test builds) or null, and
 * `localSubgraphUrl` its subgraph where one is configured.
 */
export function cspInputFromSettings(
  settings: Readonly<Record<string, string | undefined>>,
  localRpcUrl: string | null,
  localSubgraphUrl: string | null = null,
): CspInput {
  return {
    chainRpcUrls: PUBLIC_CHAIN_IDS.flatMap((chainId) => {
      const endpoint = resolveRpcEndpoint(chainId, settings, PUBLIC_CHAIN_INFO[chainId]?.publicRpcUrl ?? null)
      return endpoint.available ? [endpoint.url] : []
    }),
    localRpcUrl,
    tokenListUrls: [...USER_VISIBLE_DEFAULT_LISTS, ...UNSUPPORTED_LIST_URLS],
    ipfsGateways: IPFS_GATEWAYS,
    subgraphUrls: [...subgraphUrlsFromSettings(settings), ...(localSubgraphUrl ? [localSubgraphUrl] : [])],
    routingApiUrl: present(settings.VITE_ROUTING_API_URL),
    analyticsUrl:
      parseAnalyticsConfig(settings.VITE_ANALYTICS_ID, settings.VITE_ANALYTICS_URL)?.endpoint ?? null,
    walletConnect: present(settings.VITE_WALLETCONNECT_PROJECT_ID) !== null,
    fortmatic: present(settings.VITE_FORTMATIC_KEY) !== null,
  }
}

// Built pages only: the dev server needs an inline React Refresh preamble and its HMR socket.
function contentSecurityPolicy(input: CspInput): Plugin {
  const policy = serializeContentSecurityPolicy(buildContentSecurityPolicy(input))
  return {
    name: 'dex:content-security-policy',
    apply: 'build',
    transformIndexHtml: (html) => injectContentSecurityPolicy(html, policy),
  }
}

// A dynamic `import('viem')` (WalletConnect's AppKit makes one) would turn viem's index into a namespace object
// in the chunk that holds it, the first-load one, and pull in everything that namespace reaches:
// createPublicClient with every public action (ccip, secp256k1 …). A module that re-exports viem takes its
// place, so the namespace, and what only it needs, stays in the lazy chunk.
const LAZY_VIEM_ID = '\0dex:lazy-viem'

function lazyViemNamespace(): Plugin {
  return {
    name: 'dex:lazy-viem-namespace',
    apply: 'build',
    resolveDynamicImport: (specifier) => (specifier === 'viem' ? LAZY_VIEM_ID : null),
    resolveId: (id) => (id === LAZY_VIEM_ID ? id : null),
    load: (id) => (id === LAZY_VIEM_ID ? { code: "export * from 'viem'", moduleSideEffects: false } : null),
  }
}

// The app's modules run nothing on import that matters when none of their exports is used (the entry and the
// stylesheets aside). Saying so lets the bundler see through the features' index files: a module reached only
// through an index whose other exports the first load uses (a lazily mounted hook, say) then goes to the lazy
// chunk that uses it instead of the first-load one.
const APP_SOURCE = /\/src\/.+\.tsx?$/

function pureAppModules(): Plugin {
  return {
    name: 'dex:pure-app-modules',
    apply: 'build',
    transform: {
      filter: { id: APP_SOURCE },
      handler: (code, id) =>
        id.endsWith('/src/main.tsx') ? null : { code, map: null, moduleSideEffects: false },
    },
  }
}

// The shell's English catalogue is asked for as soon as the entry runs, before the first render: a
// modulepreload link in index.html has the browser fetch it beside the entry's chunks instead of after them.
// (Another language's catalogue is found only once the entry knows the locale.)
const SHELL_ENGLISH_CATALOGUE = /[\\/]src[\\/]i18n[\\/]locales[\\/]en-US\.po$/

function preloadShellCatalogue(): Plugin {
  return {
    name: 'dex:preload-shell-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && SHELL_ENGLISH_CATALOGUE.test(output.facadeModuleId ?? ''),
        )
        if (!chunk) throw new Error('the build has no chunk for the English shell catalogue')
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${chunk.fileName}` },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}

// The chunks the page loads in the background once it is usable (see modulePreload below), by module name.
const BACKGROUND_CHUNK =
  /(^|\/)(walletRuntime|ListsUpdater|abiCodecImpl|browserTracker|readActions|publicClient|Popups|BlockStatus|TransactionUpdater|ccip)-[^/]*\.js$/

// Development and test builds: the devchain's generated token list (chain 31337) is served beside the app
// (dev server middleware; a file in the build for `vite preview`) and its file name given to the app, which
// makes it the one active default list. Production builds have neither.
const DEVCHAIN_TOKEN_LIST_FILE = 'devchain.tokenlist.json'
const DEVCHAIN_TOKEN_LIST_SOURCE = resolve(import.meta.dirname, 'devchain/generated/tokenlist.json')

function devchainTokenList(): Plugin {
  const read = () => readFileSync(DEVCHAIN_TOKEN_LIST_SOURCE, 'utf8')
  return {
    name: 'dex:devchain-token-list',
    configureServer(server) {
      server.middlewares.use(`/${DEVCHAIN_TOKEN_LIST_FILE}`, (_req, res) => {
        res.setHeader('content-type', 'application/json')
        res.end(read())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEVCHAIN_TOKEN_LIST_FILE, source: read() })
    },
  }
}

// Development and test builds: the devchain's airdrop claim files (mapping.json and one file per chunk, the
// mainnet host's shape) are served beside the app under a relative folder, which the app takes as the local
// chain's claim data base URL (src/chain/chains.ts claimDataUrlOf).
const DEVCHAIN_AIRDROP_DIR = 'devchain-airdrop/'
const DEVCHAIN_AIRDROP_SOURCE = resolve(import.meta.dirname, 'devchain/generated/airdrop/chunks')

function devchainAirdrop(): Plugin {
  const files = () =>
    existsSync(DEVCHAIN_AIRDROP_SOURCE)
      ? readdirSync(DEVCHAIN_AIRDROP_SOURCE).filter((name) => name.endsWith('.json'))
      : []
  const read = (name: string) => readFileSync(resolve(DEVCHAIN_AIRDROP_SOURCE, name), 'utf8')
  return {
    name: 'dex:devchain-airdrop',
    configureServer(server) {
      server.middlewares.use(`/${DEVCHAIN_AIRDROP_DIR}`, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? ''
        if (!files().includes(name)) return next()
        res.setHeader('content-type', 'application/json')
        res.end(read(name))
      })
    },
    generateBundle() {
      for (const name of files())
        this.emitFile({ type: 'asset', fileName: `${DEVCHAIN_AIRDROP_DIR}${name}`, source: read(name) })
    },
  }
}

export default defineConfig(({ mode, command }) => {
  const env = { ...loadEnv(mode, import.meta.dirname, 'VITE_'), ...process.env }
  // Built pages only (the dev server serves no worker): on unless VITE_SERVICE_WORKER=off.
  const serviceWorker = command === 'build' && env.VITE_SERVICE_WORKER?.trim().toLowerCase() !== 'off'
  // Production builds know nothing of the local chain; every other mode (development, test) includes it.
  const localChain =
    mode === 'production'
      ? null
      : readLocalChain(
          env.VITE_LOCAL_RPC_URL || DEFAULT_LOCAL_RPC_URL,
          DEPLOYMENT_FILE,
          present(env.VITE_LOCAL_SUBGRAPH_URL),
        )
  return {
    // Relative asset URLs so the build runs from any static host or IPFS gateway sub-path.
    base: './',
    plugins: [
      linguiMacroPlugin(),
      react(),
      // A message that does not compile (a broken placeholder in a translation) fails the build.
      lingui({ failOnCompileError: true }),
      contentSecurityPolicy(
        cspInputFromSettings(env, localChain?.rpcUrl ?? null, localChain?.subgraphUrl ?? null),
      ),
      listImportPagePlugin({ root: import.meta.dirname, page: LIST_IMPORT_PAGE, entry: 'src/listImport.ts' }),
      lazyViemNamespace(),
      preloadShellCatalogue(),
      pureAppModules(),
      tokenListValidatorPlugin(),
      serviceWorkerPlugin(serviceWorker),
      // After the bundle is written: index.html gets the first render's markup (off with VITE_STATIC_SHELL=off).
      staticShellPlugin(command === 'build' && env.VITE_STATIC_SHELL?.trim().toLowerCase() !== 'off'),
      ...(localChain ? [devchainTokenList(), devchainAirdrop()] : []),
    ],
    define: {
      __LOCAL_CHAIN__: JSON.stringify(localChain),
      __SERVICE_WORKER__: JSON.stringify(serviceWorker),
      'import.meta.env.VITE_DEVCHAIN_TOKEN_LIST_FILE': JSON.stringify(
        localChain ? DEVCHAIN_TOKEN_LIST_FILE : '',
      ),
      'import.meta.env.VITE_DEVCHAIN_AIRDROP_DIR': JSON.stringify(localChain ? DEVCHAIN_AIRDROP_DIR : ''),
    },
    build: {
      target: 'es2022',
      sourcemap: mode !== 'production',
      chunkSizeWarningLimit: 700,
      // The tables of the locales' catalogue files (catalogFiles.ts) and the helper they use load only when a
      // language other than English is shown: never preloaded with the English catalogue they share a call with.
      modulePreload: {
        // The first load's stylesheet is written inline in index.html (scripts/staticShellPlugin.ts): no lazy
        // screen loads it again.
        // The parts that load in the background after the first paint (the wallet runtime and the read client's
        // actions, the lists updater, the ABI codec, the analytics tracker, the popups, the block status, the
        // transaction tracker, and viem's CCIP-read code, which its `call` loads on a call's first failure) name
        // no scripts to preload: inserting a link for each of their dozen or more small chunks is main-thread
        // work while the page is starting (about a third of a millisecond each), and nobody waits on them; the
        // browser fetches their imports as it loads them.
        resolveDependencies: (file, deps) =>
          BACKGROUND_CHUNK.test(file)
            ? // Their stylesheets still load with them (the popups', the block status's).
              deps.filter((dep) => dep.endsWith('.css') && !/(^|\/)initial-app-[^/]*\.css$/.test(dep))
            : deps.filter(
                (dep) =>
                  !/(^|\/)(catalogFiles|_rolldown_dynamic_import_helper)-[^/]*\.js$/.test(dep) &&
                  !/(^|\/)initial-app-[^/]*\.css$/.test(dep),
              ),
      },
      // Rolldown splits every module the entry shares with a lazy route into a chunk of its own (dozens of tiny
      // first-load files, each with its own import/export glue and gzip window). The modules the entry loads
      // statically go into two chunks instead — the app's and its packages' — without pulling in what they import
      // (so nothing lazy joins the first load). No strict execution order: it wraps every module in an init
      // function (about 8 KB of the first load) to keep the source's evaluation order across chunks. Every chunk
      // is loaded after the two it imports, which run first, and dependencies run before their importers in any
      // order; only modules with side effects on each other could notice, and the app's modules have none (see
      // pureAppModules), nor have the packages of the first load (React, the router, Lingui, zustand, viem's
      // units and addresses) on one another. The whole end-to-end suite runs on this build.
      rolldownOptions: {
        output: {
          strictExecutionOrder: false,
          codeSplitting: {
            groups: [
              {
                name: 'initial-app',
                test: /[\\/]src[\\/]/,
                tags: ['$initial'],
                includeDependenciesRecursively: false,
              },
              {
                name: 'initial-vendor',
                test: /node_modules/,
                tags: ['$initial'],
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    preview: { host: '127.0.0.1' },
    server: { host: '127.0.0.1' },
  }
})
