// Where a token's logo comes from (facts §2.4): the list's logoURI (https, or ipfs through the gateways),
// then the Uniswap assets repository by checksummed address on mainnet, Arbitrum and Optimism.
import { getAddress, isAddress } from 'viem'
import { safeImageUrls } from './listUrl.ts'

const ASSET_NETWORKS: Readonly<Record<number, string>> = { 1: 'ethereum', 42161: 'arbitrum', 10: 'optimism' }

export function assetsLogoUrl(chainId: number, address: string): string | null {
  const network = ASSET_NETWORKS[chainId]
  if (!network || !isAddress(address, { strict: false })) return null
  return `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/${network}/assets/${getAddress(address)}/logo.png`
}

export function tokenLogoUrls(token: { chainId: number; address: string; logoURI?: string }): string[] {
  const fromList = safeImageUrls(token.logoURI)
  const fromAssets = assetsLogoUrl(token.chainId, token.address)
  return fromAssets && !fromList.includes(fromAssets) ? [...fromList, fromAssets] : fromList
}

/** The first URL not known to fail, or null for the placeholder. */
export function firstLoadableUrl(urls: readonly string[], bad: ReadonlySet<string>): string | null {
  return urls.find((url) => !bad.has(url)) ?? null
}
