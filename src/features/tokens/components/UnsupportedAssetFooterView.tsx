import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { explorerLink } from '../../../chain/explorer.ts'
import { shortenSymbol } from '../../../lib/format.ts'
import { Button, Modal } from '../../../ui/index.ts'
import styles from './UnsupportedAssetFooter.module.css'

export type UnsupportedAsset = { symbol: string; address: string }

export type UnsupportedAssetFooterProps = {
  /** The swap's tokens on the unsupported-token list. */
  assets: readonly UnsupportedAsset[]
  chainId: number
}

/**
 * Stands in for the swap button when a token is unsupported: a disabled 'Unsupported Asset' button and a
 * link to the list of the tokens concerned.
 */
export function UnsupportedAssetFooterView({ assets, chainId }: UnsupportedAssetFooterProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.footer}>
      <Button fullWidth disabled data-testid="unsupported-asset">
        <Trans>Unsupported Asset</Trans>
      </Button>
      <button
        type="button"
        className={styles.link}
        data-testid="unsupported-asset-details"
        onClick={() => setOpen(true)}
      >
        <Trans>Read more about unsupported assets</Trans>
      </button>
      {open ? (
        <Modal title={t`Unsupported Assets`} closeLabel={t`Close`} onClose={() => setOpen(false)}>
          <div className={styles.body} data-testid="unsupported-assets-modal">
            <ul className={styles.list}>
              {assets.map((asset) => {
                const link = explorerLink(chainId, asset.address, 'address')
                return (
                  <li key={asset.address} className={styles.asset}>
                    <span className={styles.symbol}>{shortenSymbol(asset.symbol)}</span>
                    {link !== undefined ? (
                      <a className={styles.address} href={link} target="_blank" rel="noopener noreferrer">
                        {asset.address}
                      </a>
                    ) : (
                      <span className={styles.address}>{asset.address}</span>
                    )}
                  </li>
                )
              })}
            </ul>
            <p className={styles.text}>
              <Trans>
                Some assets are not available through this interface because they may not work well with the
                smart contracts or we are unable to allow trading for legal reasons.
              </Trans>
            </p>
          </div>
        </Modal>
      ) : null}
    </div>
  )
}
