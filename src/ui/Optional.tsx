import { Component, type ReactNode } from 'react'

type OptionalProps = { name: string; children: ReactNode }
type OptionalState = { failed: boolean }

/**
 * An error boundary for a part the page works without (a lazily loaded corner, a menu's contents): when it
 * fails, a chunk that does not load, say, it shows nothing and says so in the console, instead of taking the
 * route's crash screen with it.
 */
export class Optional extends Component<OptionalProps, OptionalState> {
  override state: OptionalState = { failed: false }

  static getDerivedStateFromError(): OptionalState {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.name} could not be shown`, error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
