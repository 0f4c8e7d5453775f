// A token list shipped with the build as a JSON file of its own (see hooks/bundledLists.ts), fetched from the
// app's origin.
import type { TokenList } from '@uniswap/token-lists'

export async function getBundledList(url: string): Promise<TokenList> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The bundled list ${url} did not load (HTTP ${response.status})`)
  // Shipped with this build from its own origin: as trusted as the code that names it.
  return (await response.json()) as TokenList
}
