import { Trans, useLingui } from '@lingui/react/macro'
import { chainInfoOf } from '../../../chain/chains.ts'
import { Card } from '../../../ui/index.ts'
import { ConnectWalletButton, useChainId, useConnection } from '../../wallet/index.ts'
import { Countdown } from '../components/Countdown.tsx'
import { StakingPoolCard } from '../components/StakingPoolCard.tsx'
import { useChainClock } from '../hooks/useChainClock.ts'
import { useStakingInfos } from '../hooks/useStakingInfos.ts'
import { stakingPoolViewOf } from '../model/stakingPoolView.ts'
import styles from './MiningScreen.module.css'

/** /uni (spec 2 §2 "Liquidity mining"): the staking pools, active ones first, each linking to its page. */
export function MiningScreen() {
  const { i18n } = useLingui()
  const chainId = useChainId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const info = chainInfoOf(chainId)
  const { infos, readAtSeconds, loaded } = useStakingInfos(chainId, account)
  const now = useChainClock(readAtSeconds)
  const first = infos[0]
  return (
    <div className={styles.page}>
      <Card className={styles.info}>
        <h2 className={styles.title}>
          <Trans>Uniswap liquidity mining</Trans>
        </h2>
        <p>
          <Trans>
            Deposit your Liquidity Provider tokens to receive UNI, the Uniswap protocol governance token.
          </Trans>
        </p>
      </Card>
      {account ? null : <ConnectWalletButton />}
      <div className={styles.header}>
        <h3 className={styles.subtitle}>
          <Trans>Participating pools</Trans>
        </h3>
        {first ? <Countdown periodFinish={first.periodFinish ?? null} nowSeconds={now} /> : null}
      </div>
      <div className={styles.list} data-testid="mining-pools">
        {infos.length === 0 || !info ? (
          <p className={styles.empty} data-testid="mining-no-pools">
            <Trans>No active pools</Trans>
          </p>
        ) : !loaded ? (
          <p className={styles.empty}>
            <Trans>Loading</Trans>
          </p>
        ) : (
          infos.map((pool) => (
            <StakingPoolCard
              key={pool.pool.stakingRewards}
              view={stakingPoolViewOf(pool, info.wrappedNative.address, i18n.locale)}
            />
          ))
        )}
      </div>
    </div>
  )
}
