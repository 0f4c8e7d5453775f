import { Component, type ReactNode } from 'react'

type Props = {
  /** Shown instead of `children` once they failed to render. */
  fallback: ReactNode
  /** What the console is told when that happens. */
  label: string
  children: ReactNode
}

/** Keeps a part of a screen that renders untrusted content from taking the whole screen down with it. */
export class FallbackBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error(this.props.label, error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
