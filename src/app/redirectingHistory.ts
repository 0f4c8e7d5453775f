import {
  createPath,
  type HistoryRouterProps,
  NavigationType,
  type Path,
  parsePath,
  type To,
  UNSAFE_createHashHistory,
} from 'react-router'

type History = HistoryRouterProps['history']

/** Where a location is sent instead of being shown, or null when it is shown. */
export type RedirectOf = (location: Path) => string | null

/**
 * The hash history with the route table's redirects applied before the router sees a location, as the data
 * router's loader redirects did, so a redirected path never renders: a push or a replace to it pushes or
 * replaces its target; arriving at it by the first load, back, forward or an edited URL pushes the target.
 *
 * The router reads the location when it first renders and subscribes only once that render is committed, which a
 * lazy route or a busy page can put well after; a hash change in between (a link followed while the app starts)
 * fired no listener. A new listener is therefore told at once when the location has changed since it was last
 * read.
 */
export function createRedirectingHashHistory(redirectOf: RedirectOf, window?: Window): History {
  const history = UNSAFE_createHashHistory(window ? { window, v5Compat: true } : { v5Compat: true })
  const targetOf = (to: To): string | null =>
    redirectOf({
      pathname: history.location.pathname,
      search: '',
      hash: '',
      ...(typeof to === 'string' ? parsePath(to) : to),
    })

  const initialTarget = redirectOf(history.location)
  if (initialTarget !== null) history.push(initialTarget)
  let lastRead = createPath(history.location)

  return {
    get action() {
      return history.action
    },
    get location() {
      const location = history.location
      lastRead = createPath(location)
      return location
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => {
      const target = targetOf(to)
      if (target === null) history.push(to, state)
      else history.push(target)
    },
    replace: (to, state) => {
      const target = targetOf(to)
      if (target === null) history.replace(to, state)
      else history.replace(target)
    },
    listen: (listener) => {
      const onUpdate: Parameters<History['listen']>[0] = (update) => {
        lastRead = createPath(update.location)
        const target = update.action === 'POP' ? redirectOf(update.location) : null
        // The push reaches the listener in its turn (the history reports its own pushes).
        if (target === null) listener(update)
        else history.push(target)
      }
      const stop = history.listen(onUpdate)
      const now = history.location
      if (createPath(now) !== lastRead) onUpdate({ action: NavigationType.Pop, location: now, delta: null })
      return stop
    },
  }
}
