import { Trans, useLingui } from '@lingui/react/macro'
import { CHAIN_INFO, chainInfoOf, localChainConfig } from '../../../chain/chains.ts'
import { isUserRejection } from '../../../chain/errors.ts'
import { Popover, useModal } from '../../../ui/index.ts'
import { useConnection } from '../connectionStore.ts'
import { addChainParameter, networkSelectorChainIds, networkSelectorLabel } from '../model/networks.ts'
import { useWalletRuntime } from '../runtime.ts'
import { NETWORK_OPTIONS_MODAL } from '../store.ts'
import styles from './NetworkSelector.module.css'

const HELP_CENTER: Readonly<Record<string, string>> = {
  arbitrum: 'https://help.uniswap.org/en/collections/3137787-uniswap-on-arbitrum',
  optimism: 'https://help.uniswap.org/en/collections/3137778-uniswap-on-optimistic-ethereum-o\u03BE',
}

/** The connected wallet's network, and the networks it can switch to (the wallet is asked to add unknown ones). */
export function NetworkSelector() {
  const { t } = useLingui()
  const { chainId, status } = useConnection()
  const runtime = useWalletRuntime()
  const { open, toggle, close } = useModal(NETWORK_OPTIONS_MODAL)
  const current = chainInfoOf(chainId)
  // Connected means the runtime has loaded (it makes the connection).
  if (status !== 'connected' || !current || !runtime) return null

  const rows = networkSelectorChainIds(localChainConfig ? localChainConfig.chainId : null)
  const family = current.isArbitrum ? 'arbitrum' : current.isOptimism ? 'optimism' : null
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-label={t`Select a network`}
        onClick={toggle}
        data-testid="network-selector"
      >
        {networkSelectorLabel(current.chainId, current.label)}
      </button>
      {open && (
        <Popover label={t`Select a network`} onClose={close}>
          {rows.map((id) => {
            const info = CHAIN_INFO[id]
            if (!info) return null
            const active = id === current.chainId
            return (
              <button
                key={id}
                type="button"
                className={active ? `${styles.row} ${styles.active}` : styles.row}
                aria-current={active ? 'true' : undefined}
                onClick={() => {
                  close()
                  if (!active)
                    runtime
                      .switchChain({ chainId: id, addEthereumChainParameter: addChainParameter(info) })
                      .catch((error: unknown) => {
                        // The wallet says why where it refuses; the user's own refusal needs no log.
                        if (!isUserRejection(error)) console.error('Could not switch the network', error)
                      })
                }}
              >
                {networkSelectorLabel(id, info.label)}
              </button>
            )
          })}
          {family && (
            <div className={styles.links}>
              {current.bridge && (
                <a href={current.bridge} target="_blank" rel="noopener noreferrer">
                  {family === 'arbitrum' ? <Trans>Arbitrum Bridge</Trans> : <Trans>Optimism Gateway</Trans>} ↗
                </a>
              )}
              {current.explorer && (
                <a href={current.explorer} target="_blank" rel="noopener noreferrer">
                  {family === 'arbitrum' ? 'Arbiscan' : 'Optimistic Etherscan'} ↗
                </a>
              )}
              <a href={HELP_CENTER[family]} target="_blank" rel="noopener noreferrer">
                <Trans>Help Center</Trans> ↗
              </a>
            </div>
          )}
        </Popover>
      )}
    </div>
  )
}
