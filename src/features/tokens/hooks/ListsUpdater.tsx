import { useEffect } from 'react'
import { retainListsUpdater } from './listsUpdater.ts'
import { useEnsSource } from './useEnsSource.ts'

/** Keeps the token lists fresh while mounted (lazy-loaded: see TokenListsUpdater). */
export function ListsUpdater({ chainId }: { chainId: number | undefined }) {
  const ens = useEnsSource(chainId)
  useEffect(() => retainListsUpdater(ens), [ens])
  return null
}
