// Where the position page's controls go (spec 2 §2): /increase/{currencyA}/{currencyB}/{fee}/{tokenId} with
// the wrapped native token named 'ETH' (as the add screens name the native coin), and /remove/{tokenId}.
type Terms = { tokenId: bigint; token0: { address: string }; token1: { address: string }; fee: number }

const currencyIdOf = (token: { address: string }, wrappedNative: string): string =>
  token.address.toLowerCase() === wrappedNative.toLowerCase() ? 'ETH' : token.address

export function increasePath(position: Terms, wrappedNative: string): string {
  const a = currencyIdOf(position.token0, wrappedNative)
  const b = currencyIdOf(position.token1, wrappedNative)
  return `/increase/${a}/${b}/${position.fee}/${position.tokenId}`
}

export function removePath(tokenId: bigint): string {
  return `/remove/${tokenId}`
}
