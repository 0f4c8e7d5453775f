import { useCallback, useEffect, useRef, useState } from 'react'

export type DebouncedPercent = {
  /** The settled percent, whole 0 … 100. */
  percent: number
  /** Where the slider stands: it moves at once. */
  sliderValue: number
  /** The slider moved and its percent has not settled yet. */
  sliding: boolean
  slide: (value: number) => void
  select: (value: number) => void
}

/**
 * A remove screen's percent (spec 2 §2, §9: the slider is debounced 100 ms). The slider moves at once;
 * `percent`, which the amounts and the button follow, settles `ms` after the last move. A preset button
 * sets both at once. A form that keeps the percent in its own state (where typed amounts also set it) takes
 * each settled percent through `onSettle`, and shows the slider's own value only while `sliding`.
 */
export function useDebouncedPercent(ms: number, onSettle?: (percent: number) => void): DebouncedPercent {
  const [percent, setPercent] = useState(0)
  const [sliderValue, setSliderValue] = useState(0)
  const [sliding, setSliding] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const settled = useRef(onSettle)
  settled.current = onSettle
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }, [])
  useEffect(() => cancel, [cancel])

  const settle = useCallback((value: number) => {
    setSliding(false)
    setPercent(value)
    settled.current?.(value)
  }, [])
  const slide = useCallback(
    (value: number) => {
      setSliderValue(value)
      setSliding(true)
      cancel()
      timer.current = setTimeout(() => {
        timer.current = null
        settle(value)
      }, ms)
    },
    [ms, cancel, settle],
  )
  const select = useCallback(
    (value: number) => {
      cancel()
      setSliderValue(value)
      settle(value)
    },
    [cancel, settle],
  )
  return { percent, sliderValue, sliding, slide, select }
}
