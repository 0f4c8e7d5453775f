// Dialogs on a phone are bottom sheets: anchored at the bottom, full width, dragged down by their handle to
// dismiss (300 px, or a fast flick), springing back otherwise; a list inside scrolls without ever dismissing.
// From 720 px they stay centred cards with no handle. The token selector stands for every dialog (one Modal).
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const PHONE = { width: 375, height: 740 }
const DESKTOP = { width: 1280, height: 800 }

async function openSelector(page: Page): Promise<{ dialog: Locator; opener: Locator }> {
  await page.goto('/#/swap')
  const opener = page.getByTestId('currency-select-to')
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Select a token' })
  await expect(dialog).toBeVisible()
  return { dialog, opener }
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('the element has no box')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** The sheet rests on the bottom edge of the viewport, full width (polled: it may still be springing back). */
async function expectAtRest(dialog: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox()
      if (!box) return null
      return {
        left: Math.round(box.x),
        width: Math.round(box.width),
        bottomGap: Math.abs(PHONE.height - (box.y + box.height)) <= 1,
      }
    })
    .toEqual({ left: 0, width: PHONE.width, bottomGap: true })
}

/** A mouse drag from the middle of `grip`, `dy` down in `steps` moves; `whileHeld` runs before letting go. */
async function mouseDrag(
  page: Page,
  grip: Locator,
  dy: number,
  steps: number,
  whileHeld?: () => Promise<void>,
): Promise<void> {
  const { x, y } = await centre(grip)
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y + dy, { steps })
  await whileHeld?.()
  await page.mouse.up()
}

/** A real touch drag (touchStart, touchMove ×8, touchEnd) through the DevTools protocol, `dy` down from `from`. */
async function touchDrag(page: Page, from: { x: number; y: number }, dy: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const steps = 8
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x, y: from.y + (dy * step) / steps }],
    })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test.describe('dialogs on a phone (375 px, touch)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('the token selector is a bottom sheet: at the bottom, full width, with a visible handle, no spring under reduced motion', async ({
    page,
  }) => {
    const { dialog } = await openSelector(page)
    await expectAtRest(dialog)
    await expect(dialog.getByTestId('sheet-handle')).toBeVisible()
    // It springs back with a transition, except for people who asked for reduced motion.
    const transition = () => dialog.evaluate((element) => getComputedStyle(element).transitionDuration)
    expect(await transition()).toBe('0.2s')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await transition()).toBe('0s')
  })

  test('dragged 120 px and held before release, the sheet springs back and stays open', async ({ page }) => {
    const { dialog } = await openSelector(page)
    const top = async () => (await dialog.boundingBox())?.y ?? Number.NaN
    const restingTop = await top()
    await mouseDrag(page, dialog.getByTestId('sheet-handle'), 120, 6, async () => {
      // The sheet follows the pointer while it is held.
      await expect.poll(async () => Math.abs((await top()) - restingTop - 120) <= 1).toBe(true)
      // A finger that stops before lifting is not flicking: the hold is part of the gesture, not a wait for the app.
      await page.waitForTimeout(300)
    })
    await expect(dialog).toBeVisible()
    await expectAtRest(dialog)
  })

  test('dragged 320 px, the sheet closes and the focus goes back to the button that opened it', async ({
    page,
  }) => {
    const { dialog, opener } = await openSelector(page)
    await mouseDrag(page, dialog.getByTestId('sheet-handle'), 320, 8)
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test('a fast flick of 80 px closes the sheet', async ({ page }) => {
    const { dialog } = await openSelector(page)
    const { x, y } = await centre(dialog.getByTestId('sheet-handle'))
    // The events carry their own times, 10 ms apart, so a busy machine cannot turn the flick into a slow drag.
    const cdp = await page.context().newCDPSession(page)
    const start = Date.now() / 1000
    const mouse = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', dy: number, ms: number) =>
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x,
        y: y + dy,
        button: 'left',
        buttons: type === 'mouseReleased' ? 0 : 1,
        clickCount: type === 'mouseMoved' ? 0 : 1,
        timestamp: start + ms / 1000,
      })
    await mouse('mousePressed', 0, 0)
    for (const [dy, ms] of [
      [25, 10],
      [55, 20],
      [80, 30],
    ] as const)
      await mouse('mouseMoved', dy, ms)
    await mouse('mouseReleased', 80, 40)
    await cdp.detach()
    await expect(dialog).toHaveCount(0)
  })

  test('with a finger: dragging the token list never dismisses, dragging the handle 320 px does', async ({
    page,
  }) => {
    const { dialog } = await openSelector(page)
    const list = dialog.getByTestId('currency-list')
    const listBox = await list.boundingBox()
    if (!listBox) throw new Error('the token list has no box')
    const listStart = { x: listBox.x + listBox.width / 2, y: listBox.y + 10 }
    await touchDrag(page, listStart, Math.min(320, PHONE.height - 10 - listStart.y))
    await expect(dialog).toBeVisible()
    await expectAtRest(dialog)

    await touchDrag(page, await centre(dialog.getByTestId('sheet-handle')), 320)
    await expect(dialog).toHaveCount(0)
  })
})

test.describe('dialogs on a desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP })

  test('the token selector is a centred card with no handle, and dragging its header does not move it', async ({
    page,
  }) => {
    const { dialog } = await openSelector(page)
    const box = await dialog.boundingBox()
    if (!box) throw new Error('the dialog has no box')
    // The layout viewport: without the page's scrollbar, if it has one.
    const view = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    }))
    expect(box.width).toBeLessThanOrEqual(420)
    expect(Math.abs(box.x + box.width / 2 - view.width / 2)).toBeLessThanOrEqual(1)
    expect(Math.abs(box.y + box.height / 2 - view.height / 2)).toBeLessThanOrEqual(1)
    await expect(dialog.getByTestId('sheet-handle')).toBeHidden()

    const { x, y } = await centre(dialog.getByRole('heading', { name: 'Select a token' }))
    await page.mouse.move(x, y)
    await page.mouse.down()
    // Short of the card's bottom edge, so the release is not a click on the backdrop.
    await page.mouse.move(x, y + 150, { steps: 5 })
    expect(await dialog.boundingBox()).toEqual(box)
    await page.mouse.up()
    await expect(dialog).toBeVisible()
  })
})
