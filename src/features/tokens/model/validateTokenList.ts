// A downloaded token list checked before anything uses it (spec 1 §5): the token-lists schema, then
// addresses that must be checksum-valid and unique per chain. Lists are untrusted input.
import type { TokenInfo, TokenList } from '@uniswap/token-lists'
import { getAddress, isAddress } from 'viem'

export type SchemaValidator = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string }[] | null
}

export type ListValidation = { ok: true; list: TokenList; skipped: string[] } | { ok: false; error: string }

const MAX_ERROR_DETAILS = 5

/** 'Token list failed validation' followed by the details, or the list with its bad tokens skipped. */
export function validateTokenList(json: unknown, validate: SchemaValidator): ListValidation {
  if (!validate(json)) {
    const details = (validate.errors ?? [])
      .slice(0, MAX_ERROR_DETAILS)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`)
      .join('; ')
    return { ok: false, error: `Token list failed validation: ${details}` }
  }
  const list = json as TokenList
  const skipped: string[] = []
  const seen = new Set<string>()
  const tokens: TokenInfo[] = []
  for (const token of list.tokens) {
    // A mixed-case address must carry a valid checksum; all-lower or all-upper hex is accepted as is.
    if (!isAddress(token.address, { strict: true })) {
      skipped.push(`${token.chainId}:${token.address} has an invalid address`)
      continue
    }
    const key = `${token.chainId}:${token.address.toLowerCase()}`
    if (seen.has(key)) {
      skipped.push(`${token.chainId}:${token.address} is listed twice`)
      continue
    }
    seen.add(key)
    tokens.push({ ...token, address: getAddress(token.address) })
  }
  return { ok: true, list: { ...list, tokens }, skipped }
}
