import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/**
 * A route's screen (or the body of a first-load slot) as a lazily loaded chunk, shown once its feature's
 * catalogues are there for the active locale as well; the module and the catalogues load side by side.
 */
export function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  ...catalogs: readonly (() => Promise<void>)[]
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    Promise.all([load(), Promise.all(catalogs.map((catalog) => catalog()))]).then(([module]) => ({
      default: module[name],
    })),
  )
}
