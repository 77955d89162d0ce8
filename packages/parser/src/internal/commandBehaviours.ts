/**
 * The behaviours a scenario gets from its containers' commands (`commandReader.ts`): a container whose command says
 * it exits (`sh -c 'sleep 10 && exit 1'`) does so on every run, one that traps SIGTERM exits with the trap's code
 * once the foreground command it waits for ends (docs/conventions.md), and one that does not ignores its stop signal,
 * being PID 1 without a handler (kubelet-rules §11.7), unless a behaviour of the scenario says otherwise for that
 * container (the scenario wins).
 */
import { type Behaviour, Duration, type PodSpec } from "@podscenario/core"
import * as CommandReader from "./commandReader.ts"

/** What was read from one container's command, for `explain`. */
export interface CommandNote {
  readonly pod: string
  readonly container: string
  readonly reading: string
}

const runExits: ReadonlySet<Behaviour.Behaviour["_tag"]> = new Set(["ExitsAfter", "OomKilledAfter"])
const signalHandling: ReadonlySet<Behaviour.Behaviour["_tag"]> = new Set(["StopsAfterSignal", "IgnoresSignal"])

const foregroundCommand = (f: CommandReader.Trap["foreground"][number]): Behaviour.ForegroundCommand => ({
  from: Duration.millis(f.from),
  to: f.to === undefined ? undefined : Duration.millis(f.to)
})

/** Whether the scenario says one of `tags` of the container: a loop, no list made (every container asks twice). */
const says = (
  declared: ReadonlyArray<Behaviour.Behaviour>,
  pod: string,
  container: string,
  tags: ReadonlySet<string>
): boolean => {
  for (let i = 0; i < declared.length; i++) {
    const b = declared[i]!
    if (b.pod === pod && b.container === container && tags.has(b._tag)) return true
  }
  return false
}

/** The behaviours read from the pods' commands, and a note for every container. */
export const commandBehaviours = (
  pods: ReadonlyArray<PodSpec.Pod>,
  declared: ReadonlyArray<Behaviour.Behaviour>
): { readonly behaviours: ReadonlyArray<Behaviour.Behaviour>; readonly notes: ReadonlyArray<CommandNote> } => {
  const behaviours: Array<Behaviour.Behaviour> = []
  const notes: Array<CommandNote> = []
  for (const pod of pods) {
    for (const c of [...pod.initContainers, ...pod.containers]) {
      const reading = CommandReader.read(c.command, c.args)
      const overridden: Array<string> = []
      if (reading._tag === "Exits") {
        if (says(declared, pod.name, c.name, runExits)) overridden.push("its exit")
        else
          behaviours.push({
            _tag: "ExitsAfter",
            pod: pod.name,
            container: c.name,
            exitCode: reading.exitCode,
            after: Duration.millis(reading.after),
            runs: { _tag: "AllRuns" }
          })
      }
      // the signal the runtime sends (kubelet-rules §11.4); a trap handles only SIGTERM
      const signal = c.stopSignal ?? "SIGTERM"
      const trap = reading._tag === "Unread" || signal !== "SIGTERM" ? undefined : reading.trap
      const handled = trap !== undefined
      // kubelet-rules §11.7: PID 1 of its own namespace, without a handler, the process ignores the signal
      const ignored = reading._tag !== "Unread" && !handled && !pod.sharedPidNamespace
      if ((handled || ignored) && says(declared, pod.name, c.name, signalHandling))
        overridden.push(`its ${signal} handling`)
      else if (trap !== undefined)
        behaviours.push({
          _tag: "StopsAfterSignal",
          pod: pod.name,
          container: c.name,
          signal,
          after: Duration.millis(0),
          exitCode: trap.exitCode,
          ...(trap.foreground.length === 0 ? {} : { deferredBy: trap.foreground.map(foregroundCommand) })
        })
      else if (ignored) behaviours.push({ _tag: "IgnoresSignal", pod: pod.name, container: c.name, signal })
      const note = ignored
        ? `${CommandReader.describe(reading)}; ignores ${signal} (PID 1 without a handler, kubelet-rules §11.7)`
        : CommandReader.describe(reading)
      notes.push({
        pod: pod.name,
        container: c.name,
        reading: overridden.length === 0 ? note : `${note} (the scenario's behaviour sets ${overridden.join(" and ")})`
      })
    }
  }
  return { behaviours, notes }
}
