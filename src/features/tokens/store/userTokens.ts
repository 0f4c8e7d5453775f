// Tokens the user imported, kept per chain in the user settings (spec 1 §3 "saved tokens by chain and
// address"), seen here as currencies.
import { getAddress } from 'viem'
import { type SavedToken, useUserSettings } from '../../settings/index.ts'
import type { TokenCurrency } from '../model/currency.ts'

export function toTokenCurrency(saved: SavedToken): TokenCurrency {
  return {
    kind: 'token',
    chainId: saved.chainId,
    address: getAddress(saved.address),
    decimals: saved.decimals,
    symbol: saved.symbol ?? 'UNKNOWN',
    name: saved.name ?? 'Unknown Token',
  }
}

export const userTokens = {
  add(token: TokenCurrency): void {
    const { chainId, address, decimals, symbol, name } = token
    useUserSettings
      .getState()
      .addSavedToken({ chainId, address: getAddress(address), decimals, symbol, name })
  },
  remove(chainId: number, address: string): void {
    useUserSettings.getState().removeSavedToken(chainId, getAddress(address))
  },
  clear(chainId: number): void {
    useUserSettings.getState().clearSavedTokens(chainId)
  },
}
