import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useStore } from 'zustand'
import { onlyRoutingDiffers, parseSwapQuery } from '../model/swapQuery.ts'
import { createSwapStore } from './swapStore.ts'

/**
 * The swap form's state, read from the URL's query when the screen opens and again whenever the query
 * changes (a link to another pair while on the screen); afterwards the form's own transitions drive it.
 * A change of `use` alone (the version hint) switches the router and keeps what was typed.
 */
export function useSwapState() {
  const { search } = useLocation()
  const [store] = useState(() => createSwapStore(parseSwapQuery(new URLSearchParams(search))))
  const parsedSearch = useRef(search)
  useEffect(() => {
    if (parsedSearch.current === search) return
    const before = parseSwapQuery(new URLSearchParams(parsedSearch.current))
    parsedSearch.current = search
    const next = parseSwapQuery(new URLSearchParams(search))
    const { actions } = store.getState()
    if (onlyRoutingDiffers(before, next)) actions.setRouting(next.routing)
    else actions.replace(next)
  }, [search, store])
  return useStore(store)
}
