// Asks the wallet to show a token (wallet_watchAsset, spec 1 §7 "Wallet requests"), after a swap into it.
import type { Address } from 'viem'
import { connectedClients } from './clients.ts'

export type WatchedToken = {
  address: Address
  symbol: string
  decimals: number
  /** The token's logo (https, or ipfs through a gateway), sent as the asset's image. */
  image?: string | undefined
}

/** Whether the wallet added the token; a wallet without the method or a refusal is false, never a throw. */
export async function watchAsset(chainId: number, account: Address, token: WatchedToken): Promise<boolean> {
  try {
    const { walletClient } = await connectedClients(chainId, account)
    return await walletClient.watchAsset({
      type: 'ERC20',
      options: {
        address: token.address,
        // The symbol as the token has it: a wallet that limits its length says so itself, and a cut symbol
        // would name another token.
        symbol: token.symbol,
        decimals: token.decimals,
        ...(token.image ? { image: token.image } : {}),
      },
    })
  } catch {
    return false
  }
}
