// Who may increase, remove and collect (spec 2 §6): the position's owner, the address approved for it, or an
// operator the owner approved for all its positions. Everyone else sees only the Owner link.
export type PositionAccess = {
  owner: string
  /** getApproved(tokenId): the zero address when none. */
  approved: string | undefined
  /** isApprovedForAll(owner, account). */
  operatorForAll: boolean | undefined
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function canManagePosition(account: string | undefined, access: PositionAccess | undefined): boolean {
  if (!account || !access || same(account, ZERO_ADDRESS)) return false
  if (same(account, access.owner)) return true
  if (access.approved !== undefined && same(account, access.approved)) return true
  return access.operatorForAll === true
}
