import type { Config } from 'wagmi'
import { connect, getConnection, getConnectors, reconnect, watchConnection } from 'wagmi/actions'
import { loadSafe } from '../connectors/sdkConnectors.ts'
import { readFrameContext } from '../frameContext.ts'
import { isMobileUserAgent, isSafeAppFrame } from '../model/activation.ts'
import { INJECTED_CONNECTOR_ID } from '../model/connectorOptions.ts'

type EventfulProvider = {
  on?: (event: string, listener: () => void) => void
  removeListener?: (event: string, listener: () => void) => void
}

function injectedProvider(): EventfulProvider | null {
  return (window as Window & { ethereum?: EventfulProvider | null }).ethereum ?? null
}

/** Once per load, when nothing was reconnected: the Safe app inside its frame, a mobile browser's own wallet. */
function connectWithoutAsking(config: Config): void {
  if (isSafeAppFrame(readFrameContext())) {
    loadSafe().then(
      (connector) => connect(config, { connector }),
      (error: unknown) => console.error('Could not load the Safe app connector', error),
    )
  } else if (isMobileUserAgent(navigator.userAgent) && injectedProvider()) {
    const injected = getConnectors(config).find((c) => c.id === INJECTED_CONNECTOR_ID)
    if (injected)
      connect(config, { connector: injected }).catch((error: unknown) =>
        console.error('Could not connect the browser wallet', error),
      )
  }
}

/**
 * Reconnects a wallet authorized earlier; connects without asking where the spec says so (inside a Safe app
 * frame, Safe origin only; on mobile browsers with their own injected wallet); and re-activates an authorized
 * wallet when it reports a chain or account change while the app is disconnected. Stops following the wallet when
 * the returned function runs.
 */
export function startAutoConnect(config: Config): () => void {
  // Stopped before the reconnect settled (the app unmounted): nothing is connected after that.
  let stopped = false
  reconnect(config)
    .catch((error: unknown) => console.error('Could not reconnect the wallet', error))
    .finally(() => {
      if (!stopped && getConnection(config).status === 'disconnected') connectWithoutAsking(config)
    })

  let stopListening: (() => void) | null = null
  const follow = (): void => {
    const disconnected = getConnection(config).status === 'disconnected'
    const provider = injectedProvider()
    if (disconnected && !stopListening && provider?.on) {
      const reactivate = () => void reconnect(config, { connectors: config.connectors })
      provider.on('chainChanged', reactivate)
      provider.on('accountsChanged', reactivate)
      stopListening = () => {
        provider.removeListener?.('chainChanged', reactivate)
        provider.removeListener?.('accountsChanged', reactivate)
      }
    } else if (!disconnected && stopListening) {
      stopListening()
      stopListening = null
    }
  }
  follow()
  const unwatch = watchConnection(config, { onChange: follow })
  return () => {
    stopped = true
    unwatch()
    stopListening?.()
  }
}
