// Shared by the Playwright config, global setup and fixtures.

import { existsSync } from 'node:fs'
import type { ChainFlavor } from '../../../devchain/index.ts'

/**
 * The chain this run's workers start and its helpers read addresses from: the devchain, or the mainnet replica
 * when the run's config sets E2E_CHAIN_FLAVOR=mainnet (playwright.replica.config.ts, read by the runner and by
 * every worker before the tests load).
 */
export const RUN_CHAIN_FLAVOR: ChainFlavor =
  process.env.E2E_CHAIN_FLAVOR === 'mainnet' ? 'mainnet' : 'devchain'

/** Debian's Chromium: the browser of the benches (Lighthouse, first load), as a user runs it. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`): the same Chromium build without the
 * desktop browser around it, which Playwright itself prefers for headless runs. The suite's browser tests use it
 * when it is installed (`.ci/run` installs it): on this project's 2-core machines a sample of 51 e2e tests took
 * 60.7 s and 97 CPU-seconds with it against 69.3 s and 117 with the full browser (docs/testing-speed.md).
 * `E2E_CHROMIUM` names another executable; without either, the full browser.
 */
export const TEST_BROWSER_PATH =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH)

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
 * The local chain's RPC URL baked into the e2e build: a host name no DNS knows. Each worker's browser resolves it
 * to the loopback address its own anvil listens on (`workerChainAddress`, Chromium's host resolver rules), so the
 * page talks to its worker's chain directly: no request interception in between, which took ~65 ms a call and
 * much of the test runner's CPU. A browser without the rule cannot reach it, so nothing reaches a shared chain.
 */
export const E2E_CHAIN_HOST = 'e2e-chain'
export const E2E_CHAIN_PORT = 8599
export const BAKED_LOCAL_RPC_URL = `http://${E2E_CHAIN_HOST}:${E2E_CHAIN_PORT}/`
/** Set by the global setup: this run's second octet of the workers' loopback addresses (127.N.0.x). */
export const CHAIN_NET_ENV = 'E2E_CHAIN_NET'

/**
 * The loopback address of worker `parallelIndex`'s anvil: 127.N.0.(10 + index), N picked per run so that two runs
 * on one machine do not meet (every 127/8 address is the loopback interface on Linux).
 */
export function workerChainAddress(parallelIndex: number): string {
  const net = Number(process.env[CHAIN_NET_ENV] ?? '77')
  return `127.${net}.0.${10 + parallelIndex}`
}

/**
 * Chromium's arguments for a worker: the shared ones, the chain's host name resolved to the worker's anvil, and
 * every other name unresolvable but the app server's loopback address, so nothing leaves the machine without a
 * route per request.
 */
export function workerChromiumArgs(parallelIndex: number): string[] {
  return [
    ...CHROMIUM_ARGS,
    `--host-resolver-rules=MAP ${E2E_CHAIN_HOST} ${workerChainAddress(parallelIndex)}, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1`,
  ]
}

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
