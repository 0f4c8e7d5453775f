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

/** The Safe app connection is tried only inside a frame whose parent is the Safe web app. */
export function isSafeAppFrame(
  inFrame: boolean,
  referrer: string,
  allowedOrigin: string = SAFE_ORIGIN,
): boolean {
  if (!inFrame || referrer === '') return false
  try {
    return new URL(referrer).origin === allowedOrigin
  } catch {
    return false
  }
}

/** A phone or tablet browser, from its user agent. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent)
}
