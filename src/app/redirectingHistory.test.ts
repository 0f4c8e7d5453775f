// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { createRedirectingHashHistory, type RedirectOf } from './redirectingHistory.ts'

const redirectOf: RedirectOf = ({ pathname, search }) => (pathname === '/old' ? `/swap${search ?? ''}` : null)

const at = (hash: string) => window.history.replaceState(null, '', `/${hash}`)

beforeEach(() => at('#/start'))

describe('createRedirectingHashHistory', () => {
  it('pushes the target of a redirected first location', () => {
    at('#/old?x=1')
    const length = window.history.length
    const history = createRedirectingHashHistory(redirectOf)
    expect(window.location.hash).toBe('#/swap?x=1')
    expect(window.history.length).toBe(length + 1)
    expect(history.action).toBe('PUSH')
    expect(history.location.search).toBe('?x=1')
  })

  it('leaves a shown first location alone', () => {
    at('#/swap?x=1')
    const history = createRedirectingHashHistory(redirectOf)
    expect(history.action).toBe('POP')
    expect(window.location.hash).toBe('#/swap?x=1')
  })

  it('pushes or replaces the target in place of a redirected location', () => {
    const history = createRedirectingHashHistory(redirectOf)
    const updates: string[] = []
    const stop = history.listen(({ action, location }) =>
      updates.push(`${action} ${location.pathname}${location.search}`),
    )
    const length = window.history.length
    history.push('/old?y=2')
    expect(window.history.length).toBe(length + 1)
    history.replace({ pathname: '/old', search: '?z=3' })
    expect(window.history.length).toBe(length + 1)
    history.push('/swap', { from: 'test' })
    expect(history.location.state).toEqual({ from: 'test' })
    expect(updates).toEqual(['PUSH /swap?y=2', 'REPLACE /swap?z=3', 'PUSH /swap'])
    stop()
  })

  it('pushes the target when back, forward or an edited URL arrives at a redirected location', () => {
    const history = createRedirectingHashHistory(redirectOf)
    const updates: string[] = []
    const stop = history.listen(({ action, location }) =>
      updates.push(`${action} ${location.pathname}${location.search}`),
    )
    window.history.pushState(null, '', '/#/old?w=4')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(window.location.hash).toBe('#/swap?w=4')
    window.history.pushState(null, '', '/#/swap?v=5')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(updates).toEqual(['PUSH /swap?w=4', 'POP /swap?v=5'])
    stop()
  })

  it('tells a listener that subscribes late of a location change it missed, and of none it did not', () => {
    const history = createRedirectingHashHistory(redirectOf)
    // What a router renders with, before it subscribes.
    expect(history.location.pathname).toBe('/start')
    const updates: string[] = []
    const record = ({
      action,
      location,
    }: {
      action: string
      location: { pathname: string; search: string }
    }) => updates.push(`${action} ${location.pathname}${location.search}`)
    // Followed before the subscription: no popstate listener was there to see it.
    at('#/swap?ape')
    const stop = history.listen(record)
    expect(updates).toEqual(['POP /swap?ape'])
    stop()
    // Subscribing again with nothing new since it was read: no update.
    expect(history.location.search).toBe('?ape')
    const again = history.listen(record)
    expect(updates).toHaveLength(1)
    again()
    // A missed change to a redirected location pushes the target, as back or forward would.
    void history.location
    at('#/old?q=1')
    const third = history.listen(record)
    expect(window.location.hash).toBe('#/swap?q=1')
    third()
  })
})
