import { describe, expect, it } from 'vitest'
import { BLOCKED_ADDRESSES, isBlockedAddress } from './blockedAddresses.ts'

describe('blocked addresses', () => {
  it('are the six addresses of the August 2021 list', () => {
    expect(BLOCKED_ADDRESSES).toHaveLength(6)
    expect(new Set(BLOCKED_ADDRESSES.map((a) => a.toLowerCase())).size).toBe(6)
  })
  it('block an account whatever its letter case', () => {
    expect(isBlockedAddress('0xA7e5d5A720f06526557c513402f2e6B5fA20b008')).toBe(true)
    expect(isBlockedAddress('0xa7e5d5a720f06526557c513402f2e6b5fa20b008')).toBe(true)
    expect(isBlockedAddress('0XC8A65FADF0E0DDAF421F28FEAB69BF6E2E589963'.replace('0X', '0x'))).toBe(true)
  })
  it('do not block other accounts, including the later additions to the list', () => {
    expect(isBlockedAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isBlockedAddress('0x7Db418b5D567A4e0E8c59Ad71BE1FcE48f3E6107')).toBe(false)
    expect(isBlockedAddress(undefined)).toBe(false)
    expect(isBlockedAddress('')).toBe(false)
  })
})
