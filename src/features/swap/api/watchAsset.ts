// Asks the wallet to show a token (wallet_watchAsset, spec 1 §7 "Wallet requests"), after a swap into it.
import type { Address } from 'viem'
import { connectedClients } from './connectedClients.ts'

export type WatchedToken = {
  address: Address
  symbol: string
  decimals: number
  logoURI?: string | undefined
}

/** Whether the wallet added the token; a wallet without the method or a refusal is false, never a throw. */
export async function watchAsset(chainId: number, account: Address, token: WatchedToken): Promise<boolean> {
  try {
    const { walletClient } = await connectedClients(chainId, account)
    return await walletClient.watchAsset({
      type: 'ERC20',
      options: {
        address: token.address,
        // Wallets refuse symbols over 11 characters.
        symbol: token.symbol.slice(0, 11),
        decimals: token.decimals,
        ...(token.logoURI ? { image: token.logoURI } : {}),
      },
    })
  } catch {
    return false
  }
}
