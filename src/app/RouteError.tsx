import { Trans } from '@lingui/react/macro'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import styles from './RouteError.module.css'

function describeError(error: unknown): { message: string; stack: string | undefined } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`, stack: undefined }
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack }
  return { message: String(error), stack: undefined }
}

/** The crash screen shown in place of a route that threw while rendering or loading. */
export function RouteError() {
  const { message, stack } = describeError(useRouteError())
  return (
    <section className={styles.crash} role="alert" data-testid="route-error">
      <h1 className={styles.title}>
        <Trans>Something went wrong</Trans>
      </h1>
      <p className={styles.message}>{message}</p>
      {stack && <pre className={styles.stack}>{stack}</pre>}
    </section>
  )
}
