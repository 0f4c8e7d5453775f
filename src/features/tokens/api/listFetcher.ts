// The browser's list fetcher: the page's fetch, the build-time schema validator and ENS through the
// chain's registry (the connected chain's, or mainnet's when it has none).
import validate from 'virtual:token-list-validator'
import type { TokenList } from '@uniswap/token-lists'
import type { Address } from 'viem'
import { resolveEnsListUri } from '../../../chain/ens.ts'
import type { ReadClient } from '../../../chain/multicall.ts'
import { getTokenList } from './getTokenList.ts'

export type EnsSource = { client: ReadClient; registry: Address } | null

export function fetchTokenList(listUrl: string, ens: EnsSource): Promise<TokenList> {
  return getTokenList(listUrl, {
    fetch: (url, init) => globalThis.fetch(url, init),
    validate,
    resolveEns: (name) => {
      if (!ens) {
        // No chain with an ENS registry can be read (mainnet has no endpoint in this build): the spec's inner
        // error is logged, the list fails with the outer one.
        const cause = new Error('Could not construct mainnet ENS resolver')
        console.warn(`Failed to resolve ENS name: ${name}`, cause)
        return Promise.reject(new Error('Failed to resolve ENS name', { cause }))
      }
      return resolveEnsListUri(ens.client, ens.registry, name)
    },
  })
}
