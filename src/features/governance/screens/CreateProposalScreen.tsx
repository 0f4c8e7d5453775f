import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { explorerLink } from '../../../chain/chains.ts'
import { Button, Card, Modal } from '../../../ui/index.ts'
import { useMulticallReads } from '../../chain-data/index.ts'
import { type Currency, CurrencySelectButton, TokenSelector } from '../../tokens/index.ts'
import { ConnectWalletButton, useChainId, useConnection } from '../../wallet/index.ts'
import { latestProposalIdRead, proposalStateRead, proposalThresholdRead } from '../api/governanceReads.ts'
import styles from '../components/Governance.module.css'
import { useGovernanceWrite } from '../hooks/useGovernanceWrite.ts'
import { useGovernors } from '../hooks/useGovernors.ts'
import { useVoter } from '../hooks/useVoter.ts'
import { buildProposeCall } from '../model/buildGovernanceCalls.ts'
import { formatVotes } from '../model/formatVotes.ts'
import { latestGovernor } from '../model/governors.ts'
import {
  type ProposalAction,
  proposalPayloadOf,
  proposeBlockerOf,
  validateProposalForm,
} from '../model/proposalForm.ts'
import { isLiveStatus, proposalStatusOf } from '../model/proposalStatus.ts'

const AUTONOMOUS_PROPOSAL_URL = 'https://fish.vote'

/** /create-proposal (spec 2 §2, §5): one token transfer or approval by the Timelock, with a title and body. */
export function CreateProposalScreen() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const chainId = useChainId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { supported, governors, uni } = useGovernors(chainId)
  const governor = supported ? latestGovernor(governors) : undefined
  const voter = useVoter(chainId, supported ? uni : undefined, account)
  const [latestId, threshold] = useMulticallReads<bigint>(
    chainId,
    governor
      ? [account ? latestProposalIdRead(governor, account) : undefined, proposalThresholdRead(governor)]
      : [],
  )
  const latestIdValue = latestId?.result
  const [latestState] = useMulticallReads<number>(
    chainId,
    governor && latestIdValue !== undefined && latestIdValue > 0n
      ? [proposalStateRead(governor, Number(latestIdValue))]
      : [],
  )
  const [action, setAction] = useState<ProposalAction | null>(null)
  const [target, setTarget] = useState('')
  const [token, setToken] = useState<Currency | null>(null)
  const [amount, setAmount] = useState('')
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [selecting, setSelecting] = useState(false)
  const write = useGovernanceWrite<null>(chainId, account)
  const ids = { action: useId(), target: useId(), amount: useId(), title: useId(), body: useId() }

  if (!supported || !governor)
    return (
      <div className={styles.page}>
        <Card>
          <p data-testid="vote-layer2">
            <Trans>Please connect to Layer 1 Ethereum</Trans>
          </p>
        </Card>
      </div>
    )

  const validity = validateProposalForm({
    action,
    target,
    token: token
      ? {
          address: token.kind === 'token' ? token.address : '0x',
          decimals: token.decimals,
          isNative: token.kind === 'native',
        }
      : null,
    amount,
    title,
    body,
  })
  const blocker = proposeBlockerOf({
    hasLiveProposal: latestState?.result !== undefined && isLiveStatus(proposalStatusOf(latestState.result)),
    votes: voter.votes,
    threshold: threshold?.result,
  })
  const submit = () => {
    if (validity.kind !== 'valid') return
    const payload = proposalPayloadOf(validity.proposal)
    write.submit({
      review: null,
      summary: t`Submit new proposal`,
      call: () => buildProposeCall(governor, payload),
    })
  }
  const dialog = write.dialog
  const step = dialog?.step.kind
  const url =
    dialog?.step.kind === 'submitted' ? explorerLink(chainId, dialog.step.hash, 'transaction') : undefined

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Link to="/vote" className={styles.back} data-testid="back-to-proposals">
          <span data-mirror aria-hidden="true">
            ←
          </span>{' '}
          <Trans>All Proposals</Trans>
        </Link>
        <h2 className={styles.title}>
          <Trans>Create Proposal</Trans>
        </h2>
      </div>
      <p className={styles.muted}>
        <Trans>
          Proposals cannot be modified after submission, so please verify all information before submitting.
          The voting period will begin immediately and last for 7 days.
        </Trans>
      </p>
      <Card className={styles.form}>
        <label className={styles.field} htmlFor={ids.action}>
          <span>
            <Trans>Proposed Action</Trans>
          </span>
          <select
            id={ids.action}
            className={styles.input}
            value={action ?? ''}
            onChange={(event) =>
              setAction(event.target.value === '' ? null : (event.target.value as ProposalAction))
            }
            data-testid="proposal-action"
          >
            <option value="">{t`Select an action`}</option>
            <option value="transfer-token">{t`Transfer Token`}</option>
            <option value="approve-token">{t`Approve Token`}</option>
          </select>
        </label>
        <label className={styles.field} htmlFor={ids.target}>
          <span>{action === 'approve-token' ? <Trans>Spender</Trans> : <Trans>To</Trans>}</span>
          <input
            id={ids.target}
            className={styles.input}
            value={target}
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTarget(event.target.value)}
            data-testid="proposal-target"
          />
        </label>
        <CurrencySelectButton
          currency={token}
          onClick={() => setSelecting(true)}
          label={t`Token`}
          testId="proposal-token"
        />
        <label className={styles.field} htmlFor={ids.amount}>
          <span>
            <Trans>Amount</Trans>
          </span>
          <input
            id={ids.amount}
            className={styles.input}
            value={amount}
            inputMode="decimal"
            placeholder="0"
            autoComplete="off"
            onChange={(event) => setAmount(event.target.value)}
            data-testid="proposal-amount"
          />
        </label>
        <label className={styles.field} htmlFor={ids.title}>
          <span>
            <Trans>Title</Trans>
          </span>
          <input
            id={ids.title}
            className={styles.input}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            data-testid="proposal-title-input"
          />
        </label>
        <label className={styles.field} htmlFor={ids.body}>
          <span>
            <Trans>Body</Trans>
          </span>
          <textarea
            id={ids.body}
            className={`${styles.input} ${styles.body}`}
            value={body}
            placeholder={t`## Summary\n\nInsert your summary here\n\n## Methodology\n\nInsert your methodology here\n\n## Conclusion\n\nInsert your conclusion here`}
            onChange={(event) => setBody(event.target.value)}
            data-testid="proposal-body"
          />
        </label>
        {!account ? (
          <ConnectWalletButton />
        ) : (
          <Button
            fullWidth
            disabled={validity.kind !== 'valid' || blocker !== null}
            onClick={submit}
            data-testid="proposal-submit"
          >
            <Trans>Create Proposal</Trans>
          </Button>
        )}
        {account && blocker ? (
          <p className={styles.muted} data-testid="proposal-blocker">
            {blocker.kind === 'live-proposal' ? (
              <Trans>You already have an active or pending proposal</Trans>
            ) : blocker.threshold !== undefined ? (
              <Trans>
                You must have {formatVotes(blocker.threshold, i18n.locale)} votes to submit a proposal
              </Trans>
            ) : (
              <Trans>You don't have enough votes to submit a proposal</Trans>
            )}
          </p>
        ) : null}
      </Card>
      <p className={styles.muted}>
        <Trans>Don't have 2.5M votes? Anyone can create an autonomous proposal using</Trans>{' '}
        <a href={AUTONOMOUS_PROPOSAL_URL} target="_blank" rel="noopener noreferrer">
          fish.vote
        </a>
      </p>
      {selecting && account !== undefined ? (
        <TokenSelector
          chainId={chainId}
          account={account}
          selected={token}
          onSelect={(currency) => {
            setToken(currency)
            setSelecting(false)
          }}
          onClose={() => setSelecting(false)}
        />
      ) : null}
      {dialog && step === 'waiting' ? (
        <Modal title={t`Submitting Proposal`} closeLabel={t`Close`} onClose={dialog.onDismiss}>
          <div className={styles.centered} data-testid="proposal-pending">
            <p>
              <Trans>Submitting Proposal</Trans>
            </p>
            <p className={styles.muted}>
              <Trans>Confirm this transaction in your wallet</Trans>
            </p>
          </div>
        </Modal>
      ) : null}
      {dialog && step === 'submitted' ? (
        <Modal title={t`Proposal Submitted`} closeLabel={t`Close`} onClose={dialog.onDismiss}>
          <div className={styles.centered} data-testid="proposal-submitted">
            <p>
              <Trans>Proposal Submitted</Trans>
            </p>
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer">
                <Trans>View on Explorer</Trans>
              </a>
            ) : null}
            <Button fullWidth onClick={() => navigate('/vote')} data-testid="proposal-return">
              <Trans>Return</Trans>
            </Button>
          </div>
        </Modal>
      ) : null}
      {dialog && step === 'failed' ? (
        <p className={styles.error} role="alert" data-testid="proposal-error">
          {dialog.errorText(dialog.step.kind === 'failed' ? dialog.step.error : undefined)}
        </p>
      ) : null}
    </div>
  )
}
