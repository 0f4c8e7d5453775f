// Tokens the user imported, kept per chain in the user settings (spec 1 §3 "saved tokens by chain and
// address"), seen here as currencies. Their symbols and names came from a list or the chain: they are cleaned
// when saved and again when read (a value saved by an older version, or edited in storage).
import { getAddress } from 'viem'
import { tokenNameText, tokenSymbolText } from '../../../lib/tokenText.ts'
import { type SavedToken, useUserSettings } from '../../settings/index.ts'
import type { TokenCurrency } from '../model/currency.ts'

export function toTokenCurrency(saved: SavedToken): TokenCurrency {
  return {
    kind: 'token',
    chainId: saved.chainId,
    address: getAddress(saved.address),
    decimals: saved.decimals,
    symbol: tokenSymbolText(saved.symbol),
    name: tokenNameText(saved.name),
  }
}

export const userTokens = {
  add(token: TokenCurrency): void {
    const { chainId, address, decimals } = token
    useUserSettings.getState().addSavedToken({
      chainId,
      address: getAddress(address),
      decimals,
      symbol: tokenSymbolText(token.symbol),
      name: tokenNameText(token.name),
    })
  },
  remove(chainId: number, address: string): void {
    useUserSettings.getState().removeSavedToken(chainId, getAddress(address))
  },
  clear(chainId: number): void {
    useUserSettings.getState().clearSavedTokens(chainId)
  },
}
