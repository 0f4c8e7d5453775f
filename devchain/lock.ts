import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { GENERATED_DIR, LOCK_DIR } from './paths.ts'

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A cross-process lock (mkdir is atomic) so that parallel test runners do not build twice at once. */
export async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(GENERATED_DIR, { recursive: true })
  const owner = join(LOCK_DIR, 'pid')
  const giveUpAt = Date.now() + 180_000
  for (;;) {
    try {
      mkdirSync(LOCK_DIR)
      writeFileSync(owner, String(process.pid))
      break
    } catch {
      let pid = 0
      try {
        pid = Number(readFileSync(owner, 'utf8'))
      } catch {
        // the owner has not written its pid yet
      }
      const ageMs = Date.now() - (existsSync(LOCK_DIR) ? statSync(LOCK_DIR).mtimeMs : 0)
      const abandoned = (pid > 0 && !processAlive(pid)) || (pid === 0 && ageMs > 10_000)
      if (abandoned) rmSync(LOCK_DIR, { recursive: true, force: true })
      if (Date.now() > giveUpAt) {
        throw new Error(`Another devchain build holds ${LOCK_DIR}; remove it if no build is running.`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true })
  }
}
