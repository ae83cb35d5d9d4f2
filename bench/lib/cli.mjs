// What the benchmark scripts share for their command lines and results.

/** Removes `--name value` from args and returns the value, or fallback when absent. */
export function takeOption(args, name, fallback) {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : args.splice(i, 2)[1]
}

/** Removes `--name` from args and says whether it was there. */
export function takeFlag(args, name) {
  const i = args.indexOf(`--${name}`)
  if (i !== -1) args.splice(i, 1)
  return i !== -1
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Servers run detached (their own process groups): stop them too if the script is interrupted. */
export function stopOnSignal(servers) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      for (const server of Object.values(servers)) server.stop()
      process.exit(130)
    })
  }
}
