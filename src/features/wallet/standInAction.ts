export type Action = (...args: unknown[]) => unknown

/**
 * A client action that is not there yet, standing in for it: it runs the real one once `actionOf` has it. A
 * `watch…` action starts then, and the unwatch it returns works at once (before, it stops the start).
 */
export function standInAction(name: string, actionOf: (name: string) => Promise<Action>): Action {
  if (name.startsWith('watch'))
    return (...args) => {
      let unwatch: unknown
      let stopped = false
      actionOf(name).then(
        (action) => {
          if (!stopped) unwatch = action(...args)
        },
        (error: unknown) => console.error(`Could not start ${name}`, error),
      )
      return () => {
        stopped = true
        if (typeof unwatch === 'function') unwatch()
      }
    }
  return async (...args) => (await actionOf(name))(...args)
}
