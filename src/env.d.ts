/// <reference types="vite/client" />

/** Injected by vite.config.ts in development and test builds; `null` in production builds. */
declare const __LOCAL_CHAIN__: import('./chain/localChain.ts').LocalChainConfig | null

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

interface ImportMetaEnv {
  /** JSON-RPC endpoint for Ethereum mainnet (may carry a public key); the chain's public endpoint otherwise. */
  readonly VITE_MAINNET_RPC_URL?: string
}
