export type ExplorerDataType = 'transaction' | 'token' | 'address' | 'block'

const ETHERSCAN_PREFIXES: Readonly<Record<number, string>> = {
  1: '',
  3: 'ropsten.',
  4: 'rinkeby.',
  5: 'goerli.',
  42: 'kovan.',
  10: 'optimistic.',
  69: 'kovan-optimistic.',
}

const ARBITRUM_EXPLORERS: Readonly<Record<number, string>> = {
  42161: 'https://arbiscan.io',
  421611: 'https://rinkeby-explorer.arbitrum.io',
}

const OPTIMISM_CHAIN_IDS: readonly number[] = [10, 69]

/**
 * The block explorer page for a transaction hash, token or account address, or block number; undefined on
 * a chain without an explorer (the local chain).
 */
export function explorerLink(chainId: number, data: string, type: ExplorerDataType): string | undefined {
  const arbitrum = ARBITRUM_EXPLORERS[chainId]
  if (arbitrum !== undefined) {
    // Arbitrum explorers have no token pages: a token is shown as its contract address.
    const path = type === 'transaction' ? 'tx' : type === 'block' ? 'block' : 'address'
    return `${arbitrum}/${path}/${data}`
  }
  const prefix = ETHERSCAN_PREFIXES[chainId]
  if (prefix === undefined) return undefined
  const base = `https://${prefix}etherscan.io`
  switch (type) {
    case 'transaction':
      return `${base}/tx/${data}`
    case 'token':
      return `${base}/token/${data}`
    case 'address':
      return `${base}/address/${data}`
    case 'block':
      // The Optimism explorers at this version show a block under the transaction path.
      return OPTIMISM_CHAIN_IDS.includes(chainId) ? `${base}/tx/${data}` : `${base}/block/${data}`
  }
}
