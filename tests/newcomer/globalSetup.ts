// Once per run: the app started exactly as the README tells a newcomer (`npm start`: the seeded local chain plus
// the dev server), on free ports so it never meets a developer's own `npm start`. The tests then use it as a
// person would: no injected wallet, no test build, no routing of the chain's URL.
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { findFreePort } from '../../devchain/index.ts'
import { NEWCOMER_APP_URL_ENV, NEWCOMER_CHAIN_URL_ENV } from './constants.ts'

const ROOT = resolve(import.meta.dirname, '../..')
/** A clean clone's first start builds the chain state and optimizes the dev server's dependencies. */
const START_TIMEOUT_MS = 240_000

function waitForAppUrl(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () =>
        fail(new Error(`npm start printed no app URL in ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`)),
      START_TIMEOUT_MS,
    )
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString())
      const url = output.join('').match(/App at (http:\/\/\S+?)\/#\/swap/)?.[1]
      if (url) {
        clearTimeout(timer)
        done(`${url}/`)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`npm start exited with ${code} before serving the app:\n${output.join('')}`))
    })
  })
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const appPort = await findFreePort()
  const chainPort = await findFreePort()
  const output: string[] = []
  // Its own process group, so stopping it also stops the chain and the dev server it started.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(appPort), CHAIN_PORT: String(chainPort) },
  })
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise<void>((done) => child.once('exit', () => done()))
    process.kill(-child.pid, 'SIGTERM')
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  try {
    process.env[NEWCOMER_APP_URL_ENV] = await waitForAppUrl(child, output)
  } catch (error) {
    await stop()
    throw error
  }
  process.env[NEWCOMER_CHAIN_URL_ENV] = `http://127.0.0.1:${chainPort}`
  return stop
}
