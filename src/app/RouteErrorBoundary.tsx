import { Component, type ReactNode } from 'react'
import { type Location, useLocation } from 'react-router'
import { RouteError } from './RouteError.tsx'

type BoundaryProps = { location: Location; children: ReactNode }
type BoundaryState = { location: Location; failed: boolean; error: unknown }

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failed: false, error: undefined }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error }
  }

  // A new location renders the route again, as the router's own boundary did.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { location: props.location, failed: false, error: undefined }
  }

  override componentDidCatch(error: unknown): void {
    console.error('React Router caught the following error during render', error)
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children
  }
}

/** A route's error boundary: the crash screen in place of the route (an uncaught render error) until the location changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>
}
