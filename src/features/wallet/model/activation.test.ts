import { describe, expect, it } from 'vitest'
import {
  exactOriginPattern,
  type FrameContext,
  frameVerdict,
  isMobileUserAgent,
  isSafeAppFrame,
  parentOriginOf,
  shouldRetryActivation,
} from './activation.ts'

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

const SAFE = 'https://app.safe.global'
const top: FrameContext = { framed: false, ancestorOrigins: [], referrer: '' }
/** A frame in Chromium: every ancestor listed, nearest first. */
const chromiumFrame = (...ancestorOrigins: string[]): FrameContext => ({
  framed: true,
  ancestorOrigins,
  referrer: ancestorOrigins[0] ? `${ancestorOrigins[0]}/` : '',
})
/** A frame in a browser without ancestorOrigins (Firefox): only the referrer tells the parent. */
const referrerFrame = (referrer: string): FrameContext => ({ framed: true, ancestorOrigins: null, referrer })

describe('frames (clickjacking)', () => {
  it('runs at the top level, whatever the referrer', () => {
    expect(frameVerdict(top)).toBe('allow')
    expect(frameVerdict({ framed: false, ancestorOrigins: null, referrer: 'https://evil.example/' })).toBe(
      'allow',
    )
  })

  it('runs inside a frame of the Safe app only', () => {
    expect(frameVerdict(chromiumFrame(SAFE))).toBe('allow')
    expect(frameVerdict(referrerFrame('https://app.safe.global/apps/open?safe=eth:0x1&appUrl=x'))).toBe(
      'allow',
    )
  })

  it('refuses a frame of any other origin', () => {
    expect(frameVerdict(chromiumFrame('https://evil.example'))).toBe('refuse')
    expect(frameVerdict(referrerFrame('https://evil.example/?https://app.safe.global'))).toBe('refuse')
    expect(frameVerdict(referrerFrame('https://evil.example/https://app.safe.global/'))).toBe('refuse')
  })

  it('compares full origins: scheme, host and port', () => {
    for (const origin of [
      'http://app.safe.global',
      'https://app.safe.global:8443',
      'https://app.safe.global.evil.example',
      'https://evil.app.safe.global',
      'https://appxsafe.global',
      'https://APP.SAFE.GLOBAL.evil.example',
    ]) {
      expect(frameVerdict(chromiumFrame(origin)), origin).toBe('refuse')
      expect(frameVerdict(referrerFrame(`${origin}/`)), origin).toBe('refuse')
    }
    // A URL's origin is lower-cased by the parser: the same origin, told differently.
    expect(frameVerdict(referrerFrame('HTTPS://App.Safe.Global/apps'))).toBe('allow')
  })

  it('refuses a frame whose parent cannot be determined', () => {
    expect(frameVerdict(referrerFrame(''))).toBe('refuse')
    expect(frameVerdict(referrerFrame('not a url'))).toBe('refuse')
    expect(frameVerdict(referrerFrame('about:blank'))).toBe('refuse')
    expect(frameVerdict(referrerFrame('data:text/html,<p>x</p>'))).toBe('refuse')
    expect(frameVerdict(chromiumFrame())).toBe('refuse')
    // Chromium masks an ancestor that hid itself with referrerpolicy="no-referrer" as "null".
    expect(frameVerdict(chromiumFrame('null'))).toBe('refuse')
  })

  it('trusts the listed ancestors over the referrer', () => {
    expect(
      frameVerdict({ framed: true, ancestorOrigins: ['https://evil.example'], referrer: `${SAFE}/` }),
    ).toBe('refuse')
    expect(frameVerdict({ framed: true, ancestorOrigins: [SAFE], referrer: '' })).toBe('allow')
  })

  it('refuses the Safe app framed in turn by another site', () => {
    expect(frameVerdict(chromiumFrame(SAFE, 'https://evil.example'))).toBe('refuse')
    expect(frameVerdict(chromiumFrame(SAFE, SAFE))).toBe('allow')
  })

  it('names the parent origin', () => {
    expect(parentOriginOf(chromiumFrame('https://a.example', 'https://b.example'))).toBe('https://a.example')
    expect(parentOriginOf(referrerFrame('https://a.example:444/x?y#z'))).toBe('https://a.example:444')
    expect(parentOriginOf(referrerFrame(''))).toBeNull()
    expect(parentOriginOf(chromiumFrame())).toBeNull()
  })
})

describe('Safe app frame', () => {
  it('is a frame whose parent is the Safe web app', () => {
    expect(isSafeAppFrame(referrerFrame('https://app.safe.global/apps?x=1'))).toBe(true)
    expect(isSafeAppFrame(chromiumFrame(SAFE))).toBe(true)
    expect(
      isSafeAppFrame({ framed: false, ancestorOrigins: null, referrer: 'https://app.safe.global/' }),
    ).toBe(false)
    expect(isSafeAppFrame(referrerFrame('https://app.safe.global.evil.example/'))).toBe(false)
    expect(isSafeAppFrame(referrerFrame('https://evil.example/?https://app.safe.global'))).toBe(false)
    expect(isSafeAppFrame(referrerFrame(''))).toBe(false)
    expect(isSafeAppFrame(referrerFrame('not a url'))).toBe(false)
  })
})

describe('exactOriginPattern (the Safe SDK allowedDomains)', () => {
  const pattern = exactOriginPattern(SAFE)
  it('matches the full origin the SDK sees on each message', () => {
    expect(pattern.test('https://app.safe.global')).toBe(true)
  })
  it('matches nothing else', () => {
    for (const origin of [
      'app.safe.global',
      'http://app.safe.global',
      'https://app.safe.global:8443',
      'https://app.safe.global.evil.example',
      'https://evil.app.safe.global',
      'https://appxsafe.global',
      'https://app-safe.global',
      'https://app.safe.global/',
      'https://app.safe.global\n',
      ' https://app.safe.global',
      'null',
      '',
    ])
      expect(pattern.test(origin), origin).toBe(false)
  })
  it('escapes every pattern character of an origin', () => {
    expect(exactOriginPattern('https://a.b').test('https://aXb')).toBe(false)
    expect(exactOriginPattern('https://[::1]:8080').test('https://[::1]:8080')).toBe(true)
    expect(exactOriginPattern('https://[::1]:8080').test('https://:')).toBe(false)
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
