import { describe, expect, it } from 'vitest'
import { isMobileUserAgent, isSafeAppFrame, shouldRetryActivation } from './activation.ts'

class ChainNotConfiguredError extends Error {
  override name = 'ChainNotConfiguredError'
}

describe('activation retry', () => {
  it('retries once when activation fails because of an unsupported chain', () => {
    expect(shouldRetryActivation(new ChainNotConfiguredError('x'), 0)).toBe(true)
    expect(shouldRetryActivation(new Error('wrapped', { cause: new ChainNotConfiguredError('x') }), 0)).toBe(
      true,
    )
    expect(shouldRetryActivation(new ChainNotConfiguredError('x'), 1)).toBe(false)
  })
  it('does not retry other failures', () => {
    expect(shouldRetryActivation(Object.assign(new Error('User rejected'), { code: 4001 }), 0)).toBe(false)
    expect(shouldRetryActivation('nope', 0)).toBe(false)
  })
})

describe('Safe app frame', () => {
  it('is accepted only inside a frame opened by the Safe origin', () => {
    expect(isSafeAppFrame(true, 'https://app.safe.global/apps?x=1')).toBe(true)
    expect(isSafeAppFrame(false, 'https://app.safe.global/')).toBe(false)
    expect(isSafeAppFrame(true, 'https://app.safe.global.evil.example/')).toBe(false)
    expect(isSafeAppFrame(true, 'https://evil.example/?https://app.safe.global')).toBe(false)
    expect(isSafeAppFrame(true, '')).toBe(false)
    expect(isSafeAppFrame(true, 'not a url')).toBe(false)
  })
})

describe('mobile browsers', () => {
  it('are told by their user agent', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    )
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36')).toBe(true)
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(false)
  })
})
