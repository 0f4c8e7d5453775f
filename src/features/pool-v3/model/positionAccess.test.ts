import { describe, expect, it } from 'vitest'
import { canManagePosition } from './positionAccess.ts'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const zero = '0x0000000000000000000000000000000000000000'

describe('canManagePosition (spec 2 §6 owner or approved operator)', () => {
  it('the owner, whatever the address case', () => {
    expect(canManagePosition(owner.toLowerCase(), { owner, approved: zero, operatorForAll: false })).toBe(
      true,
    )
  })

  it('the address approved for the token', () => {
    expect(canManagePosition(other, { owner, approved: other, operatorForAll: false })).toBe(true)
  })

  it('an operator approved for all the owner’s positions', () => {
    expect(canManagePosition(other, { owner, approved: zero, operatorForAll: true })).toBe(true)
  })

  it('anyone else sees only the Owner link', () => {
    expect(canManagePosition(other, { owner, approved: zero, operatorForAll: false })).toBe(false)
    expect(canManagePosition(other, { owner, approved: undefined, operatorForAll: undefined })).toBe(false)
  })

  it('nobody without an account or before the owner is known', () => {
    expect(canManagePosition(undefined, { owner, approved: zero, operatorForAll: false })).toBe(false)
    expect(canManagePosition(owner, undefined)).toBe(false)
  })

  it('the zero address never manages a position with no approval', () => {
    expect(canManagePosition(zero, { owner, approved: zero, operatorForAll: false })).toBe(false)
  })
})
