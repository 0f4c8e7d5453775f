// Shared by the Playwright config, global setup and fixtures.

export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The local chain's RPC URL baked into the e2e build. Nothing listens there: each test's page routes it to
 * its worker's own anvil, so a missing route fails loudly instead of reaching a shared chain.
 */
export const BAKED_LOCAL_RPC_URL = 'http://127.0.0.1:8599/e2e-local-chain'
/** The quote API the test build asks first; nothing answers there unless a test routes it. */
export const BAKED_ROUTING_API_URL = 'http://127.0.0.1:8599/e2e-routing-api/'
/** The test build's subgraph for the local chain: refused unless a test answers it (the chart and fee shares
 * then come from the chain, as on any chain without a subgraph). */
export const BAKED_SUBGRAPH_URL = 'http://127.0.0.1:8599/e2e-subgraph'
/** The test build's node for Optimism (chain 10): refused unless a test routes it to an Optimism-like anvil. */
export const BAKED_OPTIMISM_RPC_URL = 'http://127.0.0.1:8599/e2e-optimism'

/** Where the test build goes; E2E_OUT_DIR (relative to the repository) lets concurrent runs keep apart. */
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-test'

/** Set by the global setup for the workers. */
export const BASE_URL_ENV = 'E2E_BASE_URL'
