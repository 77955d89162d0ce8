/**
 * The kubelet's own timers: container exits, probe ticks, pulls, hooks, stop signals and SIGKILL (all carry a
 * token: a stale timer is ignored).
 */

import { at, cause, sharedCause } from "./actions.ts"
import { stopSignal } from "./containerStatus.ts"
import { type Ctx, ccOf, own, podAt } from "./context.ts"
import { hookPlan } from "./hooks.ts"
import { finishPull } from "./images.ts"
import { finishPreStop, onExit, sendStopSignal, sigkill, trapPending } from "./kill.ts"
import type { Input } from "./model.ts"
import { onProbeTick, onProbeTimeout } from "./prober.ts"
import { createAndStart, finishPostStart } from "./start.ts"
import { requestSync } from "./worker.ts"

/** `code ms` → the cause of a behaviour's exit. */
const behaviourExitText = (codeAndAfter: string): string => {
  const [code, after] = codeAndAfter.split(" ")
  return `behaviour: exit ${code} ${at(Number(after))} after start`
}

export const applyTimer = (ctx: Ctx, input: Extract<Input, { _tag: "Timer" }>): void => {
  const p = podAt(ctx, input.pod)
  const c = own(ctx, p, input.container)
  if (p.nodeGone) return
  switch (input.kind) {
    case "Exit": {
      // an OOM kill is the kernel's, not the script's end: a pending trap does not hold it back
      if (c.token !== input.token || c.state !== "running" || (input.oom !== true && trapPending(ctx, p, c))) return
      const code = input.exitCode ?? 0
      const reason = input.oom === true ? "OOMKilled" : code === 0 ? "Completed" : "Error"
      onExit(ctx, p, c, code, reason, sharedCause(ctx, "§3.3", `${code} ${ctx.now - c.startedAt}`, behaviourExitText))
      return
    }
    case "Probe":
      onProbeTick(ctx, p, c, input.probe!, input.token)
      return
    case "ProbeTimeout":
      onProbeTimeout(ctx, p, c, input.probe!, input.token)
      return
    case "PullDone": {
      if (p.block?.kind !== "pull" || p.blockToken !== input.token) return
      p.block = undefined
      const ok = finishPull(ctx, p, c, ccOf(ctx, p, c).pullTakes)
      if (ok === "ok") {
        const r = createAndStart(ctx, p, c, undefined)
        if (r === "blocked") return
      }
      p.resume = true
      requestSync(p)
      return
    }
    case "PostStartDone": {
      if (c.token !== input.token || !c.postStart) return
      const plan = hookPlan(ctx, p, c, "postStart")
      if (p.block?.kind === "postStart") p.block = undefined
      const r = finishPostStart(ctx, p, c, plan.fails)
      if (r === "blocked") return
      // a failed hook ends the sync with PostStartHookError (§8 step 6): the next sync is a new one, which writes
      // the status at its start (§3.1 reason cache, §17.12); a hook that passed lets the blocked sync go on
      p.resume = r !== "failed"
      requestSync(p)
      return
    }
    case "PreStopDone":
      if (c.killToken !== input.token || c.kill?.phase !== "preStop") return
      finishPreStop(ctx, p, c)
      return
    case "TurnTimeout":
      if (c.killToken !== input.token || c.kill?.phase !== "waitTurn") return
      sendStopSignal(ctx, p, c)
      return
    case "SignalExit":
      if (c.killToken !== input.token || c.kill?.phase !== "signaled") return
      {
        const cc = ccOf(ctx, p, c)
        const code = cc.stops.find((b) => b.signal === stopSignal(ctx, cc.spec))?.exitCode ?? 0
        onExit(ctx, p, c, code, code === 0 ? "Completed" : "Error", cause("§11.4", "stopped after its stop signal"))
      }
      return
    case "Sigkill":
      if (c.killToken !== input.token || c.kill?.phase !== "signaled") return
      sigkill(ctx, p, c)
      return
  }
}
