import { describe, expect, it } from 'vitest'
import { injectStaticShell, inlineStylesheet } from './staticShellPlugin.ts'

const PAGE =
  '<html><body><noscript>…</noscript><div id="root"></div><script type="module" src="./a.js"></script></body></html>'

describe('the static shell in index.html', () => {
  it('goes inside the empty #root, as is (a $ in it is not a replacement pattern)', () => {
    const html = injectStaticShell(PAGE, '<header inert>Swap $&</header>')
    expect(html).toContain('<div id="root"><header inert>Swap $&</header></div>')
    expect(html).toContain('<script type="module" src="./a.js"></script>')
  })

  it('refuses a page without an empty #root, and a shell that carries a script', () => {
    expect(() => injectStaticShell('<div id="root">x</div>', '<p></p>')).toThrow(/no empty/)
    expect(() => injectStaticShell(PAGE, '<p><script>alert(1)</script></p>')).toThrow(/script/)
  })
})

describe('the stylesheet in index.html', () => {
  const link = '<link rel="stylesheet" crossorigin href="./assets/app.css">'
  const page = `<html><head>${link}</head><body><div id="root"></div></body></html>`

  it('is written inline in the head in place of its link', () => {
    const html = inlineStylesheet(page, link, '.a{color:red}')
    expect(html).toBe(
      '<html><head><style>.a{color:red}</style></head><body><div id="root"></div></body></html>',
    )
  })

  it('refuses a stylesheet that would end its <style> element', () => {
    expect(() => inlineStylesheet(page, link, '</style><script>x</script>')).toThrow(/close/)
  })
})
