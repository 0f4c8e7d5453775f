import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type Address, getAddress } from 'viem'
import { Button } from '../../../ui/index.ts'
import styles from './Governance.module.css'

export type DelegateFormProps = {
  /** 'self' offers Self Delegate; 'other' shows the address input. */
  mode: 'self' | 'other'
  input: string
  /** What the input resolves to; null while it is not a valid address or a resolved name. */
  resolved: Address | null
  onInput: (text: string) => void
  onMode: (mode: 'self' | 'other') => void
  onDelegate: (delegatee: 'self' | Address) => void
}

/** Self Delegate, or Add Delegate with an address or ENS name (Delegate Votes disabled until it is valid). */
export function DelegateForm({ mode, input, resolved, onInput, onMode, onDelegate }: DelegateFormProps) {
  const { t } = useLingui()
  const inputId = useId()
  return (
    <div className={styles.form} data-testid="delegate-form">
      <p className={styles.muted}>
        <Trans>
          Earned UNI tokens represent voting shares in Uniswap governance. You can either vote on each
          proposal yourself or delegate your votes to a third party.
        </Trans>
      </p>
      {mode === 'self' ? (
        <>
          <Button fullWidth onClick={() => onDelegate('self')} data-testid="delegate-self">
            <Trans>Self Delegate</Trans>
          </Button>
          <Button variant="outline" fullWidth onClick={() => onMode('other')} data-testid="delegate-add">
            <Trans>Add Delegate +</Trans>
          </Button>
        </>
      ) : (
        <>
          <label className={styles.field} htmlFor={inputId}>
            <span>
              <Trans>Delegate address</Trans>
            </span>
            <input
              id={inputId}
              className={styles.input}
              value={input}
              placeholder={t`Wallet Address or ENS name`}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => onInput(event.target.value)}
              data-testid="delegate-input"
            />
          </label>
          {resolved !== null && resolved.toLowerCase() !== input.trim().toLowerCase() ? (
            // A name: the address it resolves to now, in full, is the one Delegate Votes sends.
            <output className={styles.resolved} htmlFor={inputId} data-testid="delegate-resolved">
              {getAddress(resolved)}
            </output>
          ) : null}
          <Button
            fullWidth
            disabled={resolved === null}
            onClick={() => resolved && onDelegate(resolved)}
            data-testid="delegate-confirm"
          >
            <Trans>Delegate Votes</Trans>
          </Button>
          <Button variant="ghost" fullWidth onClick={() => onMode('self')}>
            <Trans>Delegate to self</Trans>
          </Button>
        </>
      )}
    </div>
  )
}
