import { useEffect, useRef } from 'react'
import styles from './Confetti.module.css'

/** Spec 2 §9 / spec 1 §9: the claim's success confetti. */
export const CONFETTI_PIECES = 400
const DURATION_MS = 4000
const COLORS = ['#ff007a', '#2172e5', '#27ae60', '#f3b71e', '#8247e5']

type Piece = { x: number; y: number; vx: number; vy: number; size: number; color: string; spin: number }

/** Whether the user asked for less motion: then there is no confetti at all. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}

/** A burst of confetti over the page, once, on a canvas that ignores the pointer; nothing under reduced motion. */
export function Confetti() {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const canvas = ref.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context || prefersReducedMotion()) return
    const { innerWidth: width, innerHeight: height } = window
    canvas.width = width
    canvas.height = height
    const pieces: Piece[] = Array.from({ length: CONFETTI_PIECES }, (_, i) => ({
      x: Math.random() * width,
      y: -Math.random() * height * 0.5,
      vx: (Math.random() - 0.5) * 4,
      vy: 2 + Math.random() * 4,
      size: 4 + Math.random() * 6,
      color: COLORS[i % COLORS.length] ?? '#ff007a',
      spin: Math.random() * Math.PI,
    }))
    const start = performance.now()
    let frame = requestAnimationFrame(function draw(now) {
      context.clearRect(0, 0, width, height)
      for (const piece of pieces) {
        piece.x += piece.vx
        piece.y += piece.vy
        piece.spin += 0.1
        context.fillStyle = piece.color
        context.fillRect(piece.x, piece.y, piece.size, piece.size * Math.abs(Math.cos(piece.spin)))
      }
      if (now - start < DURATION_MS) frame = requestAnimationFrame(draw)
      else context.clearRect(0, 0, width, height)
    })
    return () => cancelAnimationFrame(frame)
  }, [])
  if (prefersReducedMotion()) return null
  return <canvas ref={ref} className={styles.canvas} data-testid="claim-confetti" />
}
