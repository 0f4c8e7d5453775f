import { writeFileSync } from 'node:fs'
import type { DeploymentToken } from '../types.ts'

/**
 * Logos of the listed tokens: DAI's is mainnet DAI's in the Uniswap assets repository, so the app shows it when
 * online and the tests see a token whose logo goes to the wallet with wallet_watchAsset (offline, the logo
 * falls back to the placeholder as any unreachable image does).
 */
const LOGOS: Readonly<Record<string, string>> = {
  DAI: 'https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/0x6B175474E89094C44Da98b954EedeAC495271d0F/logo.png',
}

/** Writes a token list (Uniswap token-lists schema) for the chain and returns its exact bytes. */
export function writeTokenList(
  path: string,
  chainId: number,
  tokens: readonly DeploymentToken[],
  timestamp: string,
): Uint8Array {
  const list = {
    name: 'Devchain Default',
    timestamp,
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ['devchain', 'local'],
    tokens: tokens
      .filter((t) => t.inTokenList)
      .map((t) => ({
        chainId,
        address: t.address,
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
        ...(LOGOS[t.symbol] ? { logoURI: LOGOS[t.symbol] } : {}),
      })),
  }
  const bytes = new TextEncoder().encode(`${JSON.stringify(list, null, 2)}\n`)
  writeFileSync(path, bytes)
  return bytes
}
