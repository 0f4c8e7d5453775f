import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import type { StakingPool } from '../../../chain/stakingPools.ts'
import { localizeNumber } from '../../../lib/format.ts'
import { Button, Card } from '../../../ui/index.ts'
import { ConnectWalletButton, useChainId, useConnection } from '../../wallet/index.ts'
import { ClaimDialog, type ClaimReview } from '../components/ClaimDialog.tsx'
import { Countdown } from '../components/Countdown.tsx'
import { DepositDialog } from '../components/DepositDialog.tsx'
import { DepositFlowDialog } from '../components/DepositFlowDialog.tsx'
import { WithdrawDialog, type WithdrawReview } from '../components/WithdrawDialog.tsx'
import { useChainClock } from '../hooks/useChainClock.ts'
import { useDeposit } from '../hooks/useDeposit.ts'
import { useStakingInfos } from '../hooks/useStakingInfos.ts'
import { useStakingWrite } from '../hooks/useStakingWrite.ts'
import { buildExitCall, buildGetRewardCall } from '../model/buildStakingCalls.ts'
import { LP_DECIMALS } from '../model/miningPool.ts'
import { addLiquidityPathOf, poolOfIds } from '../model/miningRoute.ts'
import { claimBlockerOf, withdrawBlockerOf } from '../model/stakingForms.ts'
import type { StakingInfo } from '../model/stakingInfo.ts'
import { formatLp, formatUnclaimed, formatUni, formatUsd, pairLabelOf } from '../model/stakingPoolView.ts'
import { unclaimedAt, weeklyAmountOf } from '../model/stakingRates.ts'
import styles from './MiningPoolScreen.module.css'

/** /uni/{currencyIdA}/{currencyIdB} (spec 2 §2): one pool, with its deposit, withdraw and claim dialogs. */
export function MiningPoolScreen() {
  const { currencyIdA = '', currencyIdB = '' } = useParams()
  const chainId = useChainId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const info = chainInfoOf(chainId)
  const { infos, readAtSeconds, loaded } = useStakingInfos(chainId, account)
  const wrappedNative = info?.wrappedNative.address
  const pool = wrappedNative
    ? poolOfIds(
        infos.map((i) => i.pool),
        currencyIdA,
        currencyIdB,
        wrappedNative,
      )
    : null
  const found = pool ? infos.find((i) => i.pool === pool) : undefined
  // Pools are known without reads: a URL that names none goes back to the list.
  if (!found || !wrappedNative) return <Navigate to="/uni" replace />
  return (
    <MiningPool
      key={found.pool.stakingRewards}
      chainId={chainId}
      account={account}
      info={found}
      readAtSeconds={readAtSeconds}
      loaded={loaded}
      wrappedNative={wrappedNative}
    />
  )
}

type MiningPoolProps = {
  chainId: number
  account: Address | undefined
  info: StakingInfo<StakingPool>
  readAtSeconds: bigint | undefined
  loaded: boolean
  wrappedNative: Address
}

function MiningPool({ chainId, account, info, readAtSeconds, loaded, wrappedNative }: MiningPoolProps) {
  const { t, i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  const [depositOpen, setDepositOpen] = useState(false)
  const closeDeposit = useCallback(() => setDepositOpen(false), [])
  const deposit = useDeposit(chainId, account, info, closeDeposit)
  const noop = useCallback(() => {}, [])
  const withdraw = useStakingWrite<WithdrawReview>(chainId, account, noop)
  const claim = useStakingWrite<ClaimReview>(chainId, account, noop)
  const now = useChainClock(readAtSeconds)

  const [symbol0, symbol1] = info.pool.tokens.map((token) => token.symbol)
  const pair = pairLabelOf(info)
  const staked = info.staked ?? 0n
  const unstaked = info.unstaked ?? 0n
  const earned =
    info.earned !== undefined && readAtSeconds !== undefined && now !== undefined
      ? unclaimedAt({
          earned: info.earned,
          rate: info.active ? (info.individualRate ?? 0n) : 0n,
          readAtSeconds,
          nowSeconds: now,
          periodFinish: info.periodFinish ?? null,
        })
      : (info.earned ?? 0n)
  const withdrawBlocker = withdrawBlockerOf(account !== undefined, info.staked)
  const claimBlocker = claimBlockerOf(account !== undefined, info.earned)
  const noLp = account !== undefined && loaded && staked === 0n && unstaked === 0n

  const openWithdraw = () =>
    withdraw.review({
      review: { pair, staked: formatLp(staked), earned: formatUni(info.earned ?? 0n) },
      summary: t`Withdraw deposited liquidity`,
      call: () => buildExitCall(info.pool.stakingRewards),
    })
  const openClaim = () =>
    claim.review({
      review: { earned: formatUni(info.earned ?? 0n) },
      summary: t`Claim accumulated UNI rewards`,
      call: () => buildGetRewardCall(info.pool.stakingRewards),
    })

  return (
    <div className={styles.page} data-testid="mining-pool-page" data-pair={pair}>
      <Link className={styles.back} to="/uni">
        <span data-mirror aria-hidden="true">
          ←
        </span>{' '}
        <Trans>Back to pools</Trans>
      </Link>
      <h2 className={styles.title}>
        <Trans>{pair} Liquidity Mining</Trans>
      </h2>
      <div className={styles.stats}>
        <Card className={styles.stat}>
          <span>
            <Trans>Total deposits</Trans>
          </span>
          <strong data-testid="mining-total-deposits">{formatUsd(info.stakedUsd, i18n.locale) ?? '-'}</strong>
        </Card>
        <Card className={styles.stat}>
          <span>
            <Trans>Pool Rate</Trans>
          </span>
          <strong data-testid="mining-pool-rate">
            <Trans>
              {shown(formatUni(info.active ? weeklyAmountOf(info.rewardRate ?? 0n) : 0n))} UNI / week
            </Trans>
          </strong>
        </Card>
      </div>
      <Countdown periodFinish={info.periodFinish ?? null} nowSeconds={now} />
      {account ? null : <ConnectWalletButton />}
      {noLp ? (
        <Card className={styles.getLp} data-testid="mining-get-lp">
          <h3>
            <Trans>Step 1. Get UNI-V2 Liquidity tokens</Trans>
          </h3>
          <p>
            <Trans>
              UNI-V2 LP tokens are required. Once you've added liquidity to the {pair} pool you can stake your
              liquidity tokens on this page.
            </Trans>
          </p>
          <Link to={addLiquidityPathOf(info.pool, wrappedNative)} data-testid="mining-add-liquidity">
            <Trans>Add {pair} liquidity</Trans>
          </Link>
        </Card>
      ) : null}
      {account ? (
        <div className={styles.stats}>
          <Card className={styles.stat}>
            <span>
              <Trans>Your liquidity deposits</Trans>
            </span>
            <strong data-testid="mining-your-deposit">
              <Trans>
                {shown(formatLp(staked))} UNI-V2 {pair}
              </Trans>
            </strong>
          </Card>
          <Card className={styles.stat}>
            <span>
              <Trans>Your unclaimed UNI</Trans>
            </span>
            <strong data-testid="mining-unclaimed">{shown(formatUnclaimed(earned))}</strong>
            <span className={styles.muted} data-testid="mining-your-rate">
              <Trans>
                {shown(formatUni(info.active ? weeklyAmountOf(info.individualRate ?? 0n) : 0n))} UNI / week
              </Trans>
            </span>
            {claimBlocker === null ? (
              <Button variant="soft" onClick={openClaim} data-testid="mining-claim">
                <Trans>Claim</Trans>
              </Button>
            ) : null}
          </Card>
        </div>
      ) : null}
      {account ? (
        <p className={styles.note}>
          <Trans>When you withdraw, the contract will automagically claim UNI on your behalf!</Trans>
        </p>
      ) : null}
      {account && !noLp ? (
        <div className={styles.actions}>
          <Button
            fullWidth
            disabled={!info.active}
            onClick={() => setDepositOpen(true)}
            data-testid="mining-deposit"
          >
            {staked > 0n ? <Trans>Deposit</Trans> : <Trans>Deposit UNI-V2 LP Tokens</Trans>}
          </Button>
          {withdrawBlocker === null ? (
            <Button fullWidth variant="outline" onClick={openWithdraw} data-testid="mining-withdraw">
              <Trans>Withdraw</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {account ? (
        <p className={styles.muted} data-testid="mining-available">
          <Trans>{shown(formatLp(unstaked))} UNI-V2 LP tokens available</Trans>
        </p>
      ) : null}
      {depositOpen && !deposit.dialog ? (
        <DepositDialog
          chainId={chainId}
          account={account}
          lpToken={{
            kind: 'token',
            chainId,
            address: info.pool.stakingToken,
            decimals: LP_DECIMALS,
            symbol: 'UNI-V2',
            name: 'Uniswap V2',
          }}
          pair={{ symbol0: symbol0 ?? '', symbol1: symbol1 ?? '' }}
          form={deposit.form}
          approval={deposit.approval}
          onDeposit={deposit.onDeposit}
          onClose={closeDeposit}
        />
      ) : null}
      {deposit.dialog ? <DepositFlowDialog {...deposit.dialog} /> : null}
      {withdraw.dialog ? <WithdrawDialog {...withdraw.dialog} /> : null}
      {claim.dialog ? <ClaimDialog {...claim.dialog} /> : null}
    </div>
  )
}
