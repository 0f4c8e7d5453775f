// Who the user lets spend a token, by name where it is one of the protocol's contracts: an approval names its
// spender so that the user knows what they allow.

const SPENDER_NAMES: Readonly<Record<string, string>> = {
  v2Router02: 'Uniswap V2 Router',
  swapRouter: 'Uniswap V3 Router',
  swapRouter02: 'Uniswap Router',
  nonfungiblePositionManager: 'Uniswap V3 Positions',
  v3Migrator: 'Uniswap V3 Migrator',
}

/** The name of the chain's contract at `spender`, or null for an address that is none of them. */
export function spenderNameOf(
  contracts: Readonly<Record<string, string | undefined>> | undefined,
  spender: string,
): string | null {
  if (!contracts) return null
  for (const [key, address] of Object.entries(contracts)) {
    const name = SPENDER_NAMES[key]
    if (name !== undefined && address !== undefined && address.toLowerCase() === spender.toLowerCase())
      return name
  }
  return null
}
