// How long untrusted texts may be once cleaned (lib/untrustedText.ts). Apart from the cleaner so that a parser
// that needs only a cap (the swap recipient) does not bring the cleaner into the first load.

/**
 * Symbols: the token-list schema allows 20 characters; on-chain symbols keep up to 32, so that the spec's
 * display rule for symbols over 20 characters (first 4 … last 5) still has something to shorten.
 */
export const TOKEN_SYMBOL_MAX_LENGTH = 32
/** Names: the token-list schema allows 60 characters. */
export const TOKEN_NAME_MAX_LENGTH = 64
/** Tag names and list names (the schema allows 20 and 30). */
export const LABEL_MAX_LENGTH = 32
/** ENS names: a DNS name has at most 253 characters; a longer name is refused, never cut. */
export const ENS_NAME_MAX_LENGTH = 255
