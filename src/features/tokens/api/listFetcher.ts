// The browser's list fetcher: the build-time schema validator, ENS through the chain's registry (the connected
// chain's, or mainnet's when it has none), and two ways to download. The page's own fetch for the hosts its
// Content-Security-Policy lists (the default lists, the IPFS gateways, its own origin); the list-import page for
// any other https host (a user's own list), so the page that holds the wallet never connects to a host no
// configuration chose. What comes back either way is parsed and validated here.
import validate from 'virtual:token-list-validator'
import type { TokenList } from '@uniswap/token-lists'
import type { Address } from 'viem'
import { resolveEnsListUri } from '../../../chain/ens.ts'
import type { ReadClient } from '../../../chain/multicall.ts'
import { isPageListUrl } from '../model/listHosts.ts'
import { type FetchLike, getTokenList } from './getTokenList.ts'

export type EnsSource = { client: ReadClient; registry: Address } | null

const download: FetchLike = (url, init) => {
  const pageOrigin = typeof location === 'undefined' ? null : location.origin
  if (isPageListUrl(url, pageOrigin)) return globalThis.fetch(url, init)
  return import('./listImportFrame.ts').then(({ fetchThroughListImportPage }) =>
    fetchThroughListImportPage(url),
  )
}

export function fetchTokenList(listUrl: string, ens: EnsSource): Promise<TokenList> {
  return getTokenList(listUrl, {
    fetch: download,
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
