import { describe, expect, it } from 'vitest'
import { apeParam, effectiveDarkMode, themeParam } from './shellParams.ts'

describe('theme query', () => {
  it('forces light or dark in any letter case, from the search or the hash', () => {
    expect(themeParam('?theme=DARK', '')).toBe('dark')
    expect(themeParam('', '#/swap?theme=Light')).toBe('light')
    expect(themeParam('', '#/swap?x=1&theme=dark')).toBe('dark')
  })
  it('forces nothing for other values or no value', () => {
    expect(themeParam('?theme=blue', '')).toBeNull()
    expect(themeParam('', '#/swap?theme=')).toBeNull()
    expect(themeParam('', '#/swap')).toBeNull()
  })
})

describe('ape query', () => {
  it('turns expert mode on when empty or true', () => {
    expect(apeParam('', '#/swap?ape')).toBe(true)
    expect(apeParam('', '#/swap?ape=')).toBe(true)
    expect(apeParam('?ape=true', '')).toBe(true)
  })
  it('does nothing otherwise', () => {
    expect(apeParam('', '#/swap?ape=false')).toBe(false)
    expect(apeParam('', '#/swap?ape=TRUE')).toBe(false)
    expect(apeParam('', '#/swap')).toBe(false)
  })
})

describe('theme in force', () => {
  it('is the URL theme, else the user choice, else the system (userDarkMode null)', () => {
    expect(effectiveDarkMode('light', true, true)).toBe(false)
    expect(effectiveDarkMode(null, false, true)).toBe(false)
    expect(effectiveDarkMode(null, null, true)).toBe(true)
    expect(effectiveDarkMode(null, null, false)).toBe(false)
  })
})
