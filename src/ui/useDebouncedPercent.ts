import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A remove screen's percent (spec 2 §2, §9: the slider is debounced 100 ms). The slider moves at once;
 * `percent`, which the amounts and the button follow, settles `ms` after the last move. A preset button
 * sets both at once.
 */
export function useDebouncedPercent(ms: number) {
  const [percent, setPercent] = useState(0)
  const [sliderValue, setSliderValue] = useState(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }, [])
  useEffect(() => cancel, [cancel])

  const slide = useCallback(
    (value: number) => {
      setSliderValue(value)
      cancel()
      timer.current = setTimeout(() => {
        timer.current = null
        setPercent(value)
      }, ms)
    },
    [ms, cancel],
  )
  const select = useCallback(
    (value: number) => {
      cancel()
      setSliderValue(value)
      setPercent(value)
    },
    [cancel],
  )
  return { percent, sliderValue, slide, select }
}
