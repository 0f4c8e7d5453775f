/// <reference types="vite/client" />

/** Injected by vite.config.ts in development and test builds; `null` in production builds. */
/** Whether this build has the service worker (scripts/serviceWorkerPlugin.ts). */
declare const __SERVICE_WORKER__: boolean
declare const __LOCAL_CHAIN__: import('./chain/localChain.ts').LocalChainConfig | null

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

interface ImportMetaEnv {
  /** JSON-RPC endpoint of one chain, by chain id (1, 3, 4, 5, 42, 42161, 421611, 10, 69). */
  readonly [key: `VITE_RPC_URL_${number}`]: string | undefined
  /** Infura project key: endpoints for every chain without its own URL. */
  readonly VITE_INFURA_KEY?: string
  /** Development and test builds: the local chain's JSON-RPC URL (default http://127.0.0.1:8545). */
  readonly VITE_LOCAL_RPC_URL?: string
  /** Development and test builds: a v3 subgraph for the local chain (tests answer it); none by default. */
  readonly VITE_LOCAL_SUBGRAPH_URL?: string
  /** WalletConnect v2 (Reown) project id; without it the WalletConnect option is shown disabled. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string
  /** Fortmatic publishable key; the Fortmatic option is listed only when it is set. */
  readonly VITE_FORTMATIC_KEY?: string
  /** Portis DApp id; the Portis option is listed only when it is set. */
  readonly VITE_PORTIS_ID?: string
  /** Base URL of the quote (routing) API, e.g. https://api.uniswap.org/v1/; without it routing is client-side only. */
  readonly VITE_ROUTING_API_URL?: string
  /** The chain read before a wallet is connected (default: the local chain in development and test builds, else 1). */
  readonly VITE_DEFAULT_CHAIN_ID?: string
  /** 'off' builds without the service worker. */
  readonly VITE_SERVICE_WORKER?: string
  /** Analytics measurement id; without it nothing is sent. */
  readonly VITE_ANALYTICS_ID?: string
  /** Where analytics hits go (default: the GA4 collect endpoint). */
  readonly VITE_ANALYTICS_URL?: string
}

/** The token-list schema validator, compiled by ajv at build time (scripts/tokenListValidatorPlugin.ts). */
declare module 'virtual:token-list-validator' {
  type ValidationError = {
    instancePath: string
    message?: string
    keyword: string
    params: Record<string, unknown>
  }
  type Validate = ((data: unknown) => boolean) & { errors?: ValidationError[] | null }
  export const validate: Validate
  const defaultValidate: Validate
  export default defaultValidate
}
