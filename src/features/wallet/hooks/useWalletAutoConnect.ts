import { useEffect, useRef } from 'react'
import { useConfig, useConnect, useConnection, useConnectors, useReconnect } from 'wagmi'
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

/**
 * Connects without asking where the spec says so: inside a Safe app frame (Safe origin only), on mobile browsers
 * with their own injected wallet; and re-activates an authorized wallet when it reports a chain or account
 * change while the app is disconnected. (A wallet authorized earlier is reconnected by wagmi on load.)
 */
export function useWalletAutoConnect(): void {
  const { status } = useConnection()
  const connectors = useConnectors()
  const { mutate: connect } = useConnect()
  const { mutate: reconnect } = useReconnect()
  const config = useConfig()
  const disconnected = status === 'disconnected'
  const tried = useRef(false)

  // Once per load, at the first disconnected state.
  useEffect(() => {
    if (!disconnected || tried.current) return
    tried.current = true
    if (isSafeAppFrame(readFrameContext())) {
      loadSafe().then(
        (connector) => connect({ connector }),
        (error: unknown) => console.error('Could not load the Safe app connector', error),
      )
    } else if (isMobileUserAgent(navigator.userAgent) && injectedProvider()) {
      const injected = connectors.find((c) => c.id === INJECTED_CONNECTOR_ID)
      if (injected) connect({ connector: injected })
    }
  }, [disconnected, connect, connectors])

  useEffect(() => {
    const provider = injectedProvider()
    if (!disconnected || !provider?.on) return
    const reactivate = () => reconnect({ connectors: config.connectors })
    provider.on('chainChanged', reactivate)
    provider.on('accountsChanged', reactivate)
    return () => {
      provider.removeListener?.('chainChanged', reactivate)
      provider.removeListener?.('accountsChanged', reactivate)
    }
  }, [disconnected, reconnect, config])
}
