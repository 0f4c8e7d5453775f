import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useStore } from 'zustand'
import { parseSwapQuery } from '../model/swapQuery.ts'
import { createSwapStore } from './swapStore.ts'

/**
 * The swap form's state, read from the URL's query when the screen opens and again whenever the query
 * changes (a link to another pair while on the screen); afterwards the form's own transitions drive it.
 */
export function useSwapState() {
  const { search } = useLocation()
  const [store] = useState(() => createSwapStore(parseSwapQuery(new URLSearchParams(search))))
  const parsedSearch = useRef(search)
  useEffect(() => {
    if (parsedSearch.current === search) return
    parsedSearch.current = search
    store.getState().actions.replace(parseSwapQuery(new URLSearchParams(search)))
  }, [search, store])
  return useStore(store)
}
