/**
 * The chain the app reads before a wallet is connected: the `VITE_DEFAULT_CHAIN_ID` setting when it names a chain
 * this build supports, else the embedded local chain where the build has one (development and test builds), else
 * Ethereum mainnet.
 */
export function defaultChainIdOf(
  setting: string | undefined,
  supportedChainIds: readonly number[],
  localChainId: number | null,
): number {
  const text = setting?.trim() ?? ''
  if (/^\d{1,15}$/.test(text)) {
    const chainId = Number(text)
    if (supportedChainIds.includes(chainId)) return chainId
    console.warn(`VITE_DEFAULT_CHAIN_ID=${text} is not a chain of this build: using the usual default.`)
  } else if (text !== '') {
    console.warn(`VITE_DEFAULT_CHAIN_ID=${text.slice(0, 40)} is no chain id: using the usual default.`)
  }
  return localChainId ?? 1
}

/** The chain the app reads: the wallet's while one is connected (none when it is on a chain we do not support). */
export function readChainIdOf(
  connection: { status: string; chainId: number | undefined },
  isSupported: (chainId: number | undefined) => boolean,
  defaultChainId: number,
): number | null {
  if (connection.status !== 'connected') return defaultChainId
  return isSupported(connection.chainId) ? (connection.chainId ?? null) : null
}
