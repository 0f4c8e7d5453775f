import { useEffect } from 'react'
import { appLists } from '../store/appLists.ts'
import { retainListsUpdater } from './listsUpdater.ts'
import { useChainListEnabler } from './useChainListEnabler.ts'
import { useEnsSource } from './useEnsSource.ts'

const enableAppList = (url: string) => appLists().actions.enable(url)

/**
 * Keeps the token lists fresh while mounted (lazy-loaded: see TokenListsUpdater), and enables the chain's
 * own list (Arbitrum, Optimism) once per connection to that chain.
 */
export function ListsUpdater({ chainId }: { chainId: number | undefined }) {
  const ens = useEnsSource(chainId)
  useEffect(() => retainListsUpdater(ens), [ens])
  useChainListEnabler(chainId, enableAppList)
  return null
}
