// A position id from a URL (/pool/{tokenId}, /remove/{tokenId}): untrusted text. Only a canonical decimal
// uint256 above zero is an id; anything else (hex, signs, spaces, leading zeros, junk after the digits, a
// number past 2^256 − 1) is none, and the screens redirect or say so.
const MAX_UINT256 = 2n ** 256n - 1n
const DECIMAL_ID = /^[1-9][0-9]{0,77}$/

export function parsePositionId(text: string | undefined): bigint | null {
  if (text === undefined || !DECIMAL_ID.test(text)) return null
  const id = BigInt(text)
  return id <= MAX_UINT256 ? id : null
}
