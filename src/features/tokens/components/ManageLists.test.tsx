// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, within } from '@testing-library/react'
import type { TokenList } from '@uniswap/token-lists'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ListView } from '../hooks/useLists.ts'
import { ManageLists } from './ManageLists.tsx'

const views = vi.hoisted(() => ({ lists: [] as ListView[] }))
vi.mock('../hooks/useLists.ts', () => ({
  useUserLists: () => views.lists,
  useListsActions: () => ({ enable: vi.fn(), disable: vi.fn(), acceptUpdate: vi.fn(), remove: vi.fn() }),
}))

const LOADED_URL = 'https://lists.example/default.tokenlist.json'
const PENDING_URL = 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

const list: TokenList = {
  name: 'Example Default',
  timestamp: '2021-01-01T00:00:00.000Z',
  version: { major: 1, minor: 2, patch: 3 },
  tokens: [],
}

const entry = (current: TokenList | null) => ({
  current,
  pendingUpdate: null,
  loadingRequestId: current ? null : 'request-1',
  error: null,
})

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

describe('Manage → Lists', () => {
  it('names a loaded list by its name, with its URL secondary; a list not loaded yet by its URL alone', () => {
    views.lists = [
      { url: LOADED_URL, entry: entry(list), active: true },
      { url: PENDING_URL, entry: entry(null), active: false },
    ]
    render(
      <I18nProvider i18n={i18n}>
        <ManageLists fetchPreview={vi.fn()} onImportList={vi.fn()} />
      </I18nProvider>,
    )
    const loaded = within(screen.getByTestId(`list-row-${LOADED_URL}`))
    expect(loaded.getByTestId('list-name').textContent).toBe('Example Default')
    expect(loaded.getByTestId('list-url').textContent).toBe(LOADED_URL)
    expect(loaded.getByRole('switch', { name: 'Enable Example Default' })).toBeTruthy()

    const pending = within(screen.getByTestId(`list-row-${PENDING_URL}`))
    expect(pending.getByTestId('list-name').textContent).toBe(PENDING_URL)
    expect(pending.queryByTestId('list-url')).toBeNull()
  })
})
