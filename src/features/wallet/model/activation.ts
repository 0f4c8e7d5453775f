// Wallet activation rules of spec 1 §4 "Wallet connection".

const UNSUPPORTED_CHAIN_ERRORS = new Set([
  'ChainNotConfiguredError',
  'UnsupportedChainIdError',
  'ConnectorChainMismatchError',
  'SwitchChainNotSupportedError',
])

function isUnsupportedChainError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('name' in current && typeof current.name === 'string' && UNSUPPORTED_CHAIN_ERRORS.has(current.name))
      return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}

/** A failure because of the wallet's chain is retried once (without asking for a chain); others are shown. */
export function shouldRetryActivation(error: unknown, attempt: number): boolean {
  return attempt === 0 && isUnsupportedChainError(error)
}

export const SAFE_ORIGIN = 'https://app.safe.global'

/**
 * A pattern that matches exactly one origin: the Safe Apps SDK tests each pattern against the full origin of
 * every message it receives (`https://app.safe.global`), so a pattern of the host alone never matches.
 */
export function exactOriginPattern(origin: string): RegExp {
  return new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

/** Where the page runs, as the browser reports it. */
export type FrameContext = {
  /** `window.top !== window.self`; true when reading it throws. */
  readonly framed: boolean
  /** `location.ancestorOrigins`, nearest first (Chromium, Safari); null where the browser has none. */
  readonly ancestorOrigins: readonly string[] | null
  /** `document.referrer`: the parent's address, when the parent's referrer policy lets it through. */
  readonly referrer: string
}

export type FrameVerdict = 'allow' | 'refuse'

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/** The parent's origin: the nearest ancestor the browser lists, else the referrer's; null when neither says. */
export function parentOriginOf(context: FrameContext): string | null {
  if (context.ancestorOrigins !== null) return context.ancestorOrigins[0] ?? null
  return context.referrer === '' ? null : originOf(context.referrer)
}

/**
 * Whether the app may run here (clickjacking): at the top level always; inside a frame only when the parent is
 * the Safe app, compared as full origins, and, where the browser lists every ancestor, when all of them are.
 * A parent that cannot be determined is refused.
 */
export function frameVerdict(context: FrameContext, allowedOrigin: string = SAFE_ORIGIN): FrameVerdict {
  if (!context.framed) return 'allow'
  if (parentOriginOf(context) !== allowedOrigin) return 'refuse'
  const ancestors = context.ancestorOrigins ?? []
  return ancestors.every((origin) => origin === allowedOrigin) ? 'allow' : 'refuse'
}

/** The Safe app connection is tried only inside a frame whose parent is the Safe web app. */
export function isSafeAppFrame(context: FrameContext, allowedOrigin: string = SAFE_ORIGIN): boolean {
  return context.framed && frameVerdict(context, allowedOrigin) === 'allow'
}

/** A phone or tablet browser, from its user agent. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent)
}
