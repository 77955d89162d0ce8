/** What `podscenario versions` and `podscenario gates` print: the Kubernetes releases the simulator models. */
import { Versions } from "@podscenario/core"

/**
 * `podscenario versions`: the modelled releases, the range and the default.
 *
 * @category commands
 */
export const versionsText = (): string =>
  `${Versions.minors.map(Versions.format).join("\n")}\nsupported: ${Versions.range}; default: ${Versions.format(Versions.newest)}\n`

/**
 * `podscenario gates`: every consulted gate's stage and default in one minor, as a table.
 *
 * @category commands
 */
export const gatesTable = (minor: number): string => {
  const width = Math.max(...Versions.gates.map((g) => g.length))
  const rows = Versions.gates.map((gate) => {
    const state = Versions.gateState(gate, minor)
    const value = state === undefined ? "false (not in this release)" : `${state.default} (${state.stage})`
    return `${gate.padEnd(width)}  ${value.padEnd(28)}  kubernetes@${Versions.gateSource(gate)?.slice(0, 12)}`
  })
  return `Feature gates of Kubernetes ${Versions.format(minor)} (pkg/features/kube_features.go at the commit shown):\n${rows.join("\n")}\n`
}
