// The production build exactly as `npm run build` makes it (`vite build`, production mode, the static shell
// included), with only the settings a test names: every VITE_* variable of the environment is left out, so the
// build sees what a deployment with just those settings would.
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')

export function buildProductionApp(outDir: string, settings: Readonly<Record<string, string>>): void {
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  )
  const build = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: ROOT, env: { ...env, ...settings }, encoding: 'utf8' },
  )
  if (build.status !== 0) throw new Error(`production build failed:\n${build.stdout}\n${build.stderr}`)
}
