// The fixed list of six blocked accounts (the August 2021 list). Wallets report addresses in any letter case,
// so addresses are compared, not strings.
export const BLOCKED_ADDRESSES: readonly string[] = [
  '0xA7e5d5A720f06526557c513402f2e6B5fA20b008',
  '0x7F367cC41522cE07553e823bf3be79A889DEbe1B',
  '0xd882cFc20F52f2599D84b8e8D58C7FB62cfE344b',
  '0x901bb9583b24D97e995513C6778dc6888AB6870e',
  '0x8576aCC5C05D6Ce88f4e49bf65BdF0C62F91353C',
  '0xC8a65Fadf0e0dDAf421F28FEAb69Bf6E2E589963',
]

const BLOCKED = new Set(BLOCKED_ADDRESSES.map((address) => address.toLowerCase()))

export function isBlockedAddress(address: string | null | undefined): boolean {
  return typeof address === 'string' && BLOCKED.has(address.trim().toLowerCase())
}
