// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { showOwnTabScreen } from './showOwnTabScreen.ts'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))

describe('showOwnTabScreen', () => {
  it('replaces whatever the root held with one link that opens the app in its own tab', () => {
    const root = document.createElement('div')
    root.innerHTML = '<form id="swap"></form>'
    const url = 'https://dex.example/#/swap?inputCurrency=ETH'
    showOwnTabScreen(root, url)
    expect(root.querySelector('#swap')).toBeNull()
    expect(root.querySelector('main h1')?.textContent).toBe('Open this app in its own tab')
    const links = root.querySelectorAll('a')
    expect(links).toHaveLength(1)
    const link = links[0]
    expect(link?.textContent).toBe('Open the app in a new tab')
    expect(link?.getAttribute('href')).toBe(url)
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('puts the URL in the link as an address, never as markup', () => {
    const root = document.createElement('div')
    const url = 'https://dex.example/#/swap?x="><img src=x onerror=alert(1)>'
    showOwnTabScreen(root, url)
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('a')?.getAttribute('href')).toBe(url)
  })
})
