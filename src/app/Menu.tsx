import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Optional, Popover, useModal } from '../ui/index.ts'
import styles from './Menu.module.css'

// The panel's links, languages and theme switch load when the menu is first opened: the first load carries only
// its button.
const MenuPanel = lazy(() => import('./MenuPanel.tsx').then((m) => ({ default: m.MenuPanel })))

export function Menu() {
  const { t } = useLingui()
  const { open, toggle, close } = useModal('menu')
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t`Menu`}
        data-testid="menu-button"
        aria-expanded={open}
        onClick={toggle}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <Popover label={t`Menu`} onClose={close}>
          <Optional name="The menu">
            <Suspense fallback={null}>
              <MenuPanel />
            </Suspense>
          </Optional>
        </Popover>
      )}
    </div>
  )
}
