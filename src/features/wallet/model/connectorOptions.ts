export const INJECTED_CONNECTOR_ID = 'injected'
export const LOCAL_TEST_WALLET_ID = 'localTestWallet'

export type ConnectorLike = { id: string; name: string; type: string; icon?: string | undefined }

export type ConnectorOption = {
  id: string
  name: string
  icon: string | undefined
  kind: 'announced' | 'injected' | 'local' | 'other'
}

export type ConnectorOptions = { options: ConnectorOption[]; showInstallLink: boolean }

/** Wallet icons are shown only as inline images (EIP-6963 requires data URIs), never fetched from a URL. */
export function safeIcon(icon: string | undefined): string | undefined {
  return icon !== undefined && /^data:image\/(svg\+xml|png|webp|gif|jpeg)[;,]/i.test(icon) ? icon : undefined
}

function kindOf(connector: ConnectorLike): ConnectorOption['kind'] {
  if (connector.id === LOCAL_TEST_WALLET_ID) return 'local'
  if (connector.id === INJECTED_CONNECTOR_ID) return 'injected'
  // wagmi turns each EIP-6963 announcement into an injected connector whose id is the wallet's rdns.
  if (connector.type === 'injected') return 'announced'
  return 'other'
}

const ORDER: Record<ConnectorOption['kind'], number> = { announced: 0, injected: 1, other: 2, local: 3 }

/**
 * The wallets to offer: every announced (EIP-6963) wallet; the plain `window.ethereum` one only when no wallet
 * announced itself (it would be the same wallet twice); an install link when there is no injected wallet at all.
 */
export function connectorOptions(
  connectors: readonly ConnectorLike[],
  hasInjectedProvider: boolean,
): ConnectorOptions {
  const all = connectors.map((c) => ({ id: c.id, name: c.name, icon: safeIcon(c.icon), kind: kindOf(c) }))
  const announced = all.some((c) => c.kind === 'announced')
  const options = all
    .filter((c) => c.kind !== 'injected' || (hasInjectedProvider && !announced))
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind])
  return { options, showInstallLink: !announced && !hasInjectedProvider }
}
