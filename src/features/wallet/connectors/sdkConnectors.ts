import type { CreateConnectorFn } from 'wagmi'
import { exactOriginPattern, SAFE_ORIGIN } from '../model/activation.ts'

// Each SDK is its own chunk, downloaded only when its wallet is picked (or, for Safe, inside a Safe frame).

export async function loadWalletConnect(projectId: string): Promise<CreateConnectorFn> {
  const { walletConnect } = await import('wagmi/connectors/walletConnect')
  return walletConnect({ projectId, showQrModal: true })
}

export async function loadCoinbaseWallet(): Promise<CreateConnectorFn> {
  const { coinbaseWallet } = await import('wagmi/connectors/coinbaseWallet')
  return coinbaseWallet({ appName: 'Uniswap' })
}

export async function loadSafe(): Promise<CreateConnectorFn> {
  const { safe } = await import('wagmi/connectors/safe')
  // The SDK matches each pattern against a message's full origin (scheme, host and port), not its host.
  return safe({ allowedDomains: [exactOriginPattern(SAFE_ORIGIN)] })
}
