import { Trans } from '@lingui/react/macro'
import { isRouteErrorResponse } from 'react-router'
import { useChainStatus } from '../features/chain-data/index.ts'
import { usePopups } from '../features/transactions/index.ts'
import { useModalStore } from '../ui/index.ts'
import { CHAT_URL, crashIssueUrl } from './crashReport.ts'
import styles from './RouteError.module.css'

function describeError(error: unknown): { name: string; message: string; stack: string | undefined } {
  if (isRouteErrorResponse(error))
    return { name: 'RouteError', message: `${error.status} ${error.statusText}`, stack: undefined }
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack }
  return { name: 'Error', message: String(error), stack: undefined }
}

/** The application state without its actions, for the report. */
function applicationSnapshot(): Record<string, unknown> {
  const { chainId, chainConnectivityWarning, blockNumber } = useChainStatus.getState()
  const { popupList } = usePopups.getState()
  const { openModal } = useModalStore.getState()
  return { chainId, chainConnectivityWarning, blockNumber, popupList, openModal }
}

/** The crash screen: what went wrong, a prefilled issue report and the chat link. */
export function RouteError(props: { error: unknown }) {
  const error = describeError(props.error)
  const issueUrl = crashIssueUrl({
    url: window.location.href,
    error,
    state: { name: 'application', value: applicationSnapshot() },
    device: { userAgent: navigator.userAgent, language: navigator.language, platform: navigator.platform },
  })
  return (
    <section className={styles.crash} role="alert" data-testid="route-error">
      <h1 className={styles.title}>
        <Trans>Something went wrong</Trans>
      </h1>
      <p className={styles.message}>{error.message ? `${error.name}: ${error.message}` : error.name}</p>
      {error.stack && <pre className={styles.stack}>{error.stack}</pre>}
      <p className={styles.links}>
        <a href={issueUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Create an issue on GitHub</Trans> ↗
        </a>
        <a href={CHAT_URL} target="_blank" rel="noopener noreferrer">
          <Trans>Get support on Discord</Trans> ↗
        </a>
      </p>
    </section>
  )
}
