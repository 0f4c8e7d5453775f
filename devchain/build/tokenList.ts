import { writeFileSync } from 'node:fs'
import type { DeploymentToken } from '../types.ts'

/** Writes a token list (Uniswap token-lists schema) for chain 31337 and returns its exact bytes. */
export function writeTokenList(
  path: string,
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
        chainId: 31337,
        address: t.address,
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
      })),
  }
  const bytes = new TextEncoder().encode(`${JSON.stringify(list, null, 2)}\n`)
  writeFileSync(path, bytes)
  return bytes
}
