// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyScreen } from './lazyScreen.ts'

afterEach(cleanup)

function Loaded({ label }: { label: string }) {
  return <p data-testid="screen">{label}</p>
}

describe('lazyScreen', () => {
  it('shows the named export once the module and every catalogue have loaded', async () => {
    const order: string[] = []
    let releaseCatalog: () => void = () => {}
    const catalog = () =>
      new Promise<void>((done) => {
        releaseCatalog = () => {
          order.push('catalog')
          done()
        }
      })
    const Screen = lazyScreen(
      async () => {
        order.push('module')
        return { Screen: Loaded }
      },
      'Screen',
      catalog,
    )
    render(
      <Suspense fallback={<p data-testid="loading" />}>
        <Screen label="ready" />
      </Suspense>,
    )
    expect(screen.getByTestId('loading')).toBeTruthy()
    // The module is there, the catalogue is not: still loading.
    await new Promise((done) => setTimeout(done, 10))
    expect(screen.queryByTestId('screen')).toBeNull()
    releaseCatalog()
    expect((await screen.findByTestId('screen')).textContent).toBe('ready')
    expect(order).toEqual(['module', 'catalog'])
  })
})
