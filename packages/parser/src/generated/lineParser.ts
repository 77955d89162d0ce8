/* Generated from packages/parser/src/Grammar.ts by `pnpm gen` (scripts/lineParser.ts); do not edit. */
import type { CstNode } from "chevrotain"
import { type Children, type Input, isAhead, nameAhead, node, tokenType, typeAhead } from "../internal/cst.ts"

const $Absent = tokenType("Absent")
const $After = tokenType("After")
const $And = tokenType("And")
const $At = tokenType("At")
const $Becomes = tokenType("Becomes")
const $Bisect = tokenType("Bisect")
const $By = tokenType("By")
const $Cluster = tokenType("Cluster")
const $Colon = tokenType("Colon")
const $Comma = tokenType("Comma")
const $Comparison = tokenType("Comparison")
const $Condition = tokenType("Condition")
const $Container = tokenType("Container")
const $Contains = tokenType("Contains")
const $Cpu = tokenType("Cpu")
const $Deleted = tokenType("Deleted")
const $Disk = tokenType("Disk")
const $DotDot = tokenType("DotDot")
const $Down = tokenType("Down")
const $DurationLiteral = tokenType("DurationLiteral")
const $End = tokenType("End")
const $Errors = tokenType("Errors")
const $Event = tokenType("Event")
const $Eventually = tokenType("Eventually")
const $Evicted = tokenType("Evicted")
const $Examples = tokenType("Examples")
const $Exit = tokenType("Exit")
const $Exits = tokenType("Exits")
const $Expect = tokenType("Expect")
const $Fails = tokenType("Fails")
const $For = tokenType("For")
const $Force = tokenType("Force")
const $From = tokenType("From")
const $Gate = tokenType("Gate")
const $Golden = tokenType("Golden")
const $Grace = tokenType("Grace")
const $Ignores = tokenType("Ignores")
const $Image = tokenType("Image")
const $IntegerLiteral = tokenType("IntegerLiteral")
const $Is = tokenType("Is")
const $Keyword = tokenType("Keyword")
const $Killed = tokenType("Killed")
const $Kubelet = tokenType("Kubelet")
const $Kubernetes = tokenType("Kubernetes")
const $Last = tokenType("Last")
const $Least = tokenType("Least")
const $Limits = tokenType("Limits")
const $Liveness = tokenType("Liveness")
const $Memory = tokenType("Memory")
const $Message = tokenType("Message")
const $Most = tokenType("Most")
const $Name = tokenType("Name")
const $Never = tokenType("Never")
const $Node = tokenType("Node")
const $Not = tokenType("Not")
const $Of = tokenType("Of")
const $On = tokenType("On")
const $Oom = tokenType("Oom")
const $Order = tokenType("Order")
const $OrdinalLiteral = tokenType("OrdinalLiteral")
const $Out = tokenType("Out")
const $OutOfService = tokenType("OutOfService")
const $Phase = tokenType("Phase")
const $Pid = tokenType("Pid")
const $Placeholder = tokenType("Placeholder")
const $Pod = tokenType("Pod")
const $PostStart = tokenType("PostStart")
const $PreStop = tokenType("PreStop")
const $Preempted = tokenType("Preempted")
const $Probe = tokenType("Probe")
const $Pull = tokenType("Pull")
const $Readiness = tokenType("Readiness")
const $Ready = tokenType("Ready")
const $Reason = tokenType("Reason")
const $Reboots = tokenType("Reboots")
const $Recovers = tokenType("Recovers")
const $Removed = tokenType("Removed")
const $Requests = tokenType("Requests")
const $Resized = tokenType("Resized")
const $Resources = tokenType("Resources")
const $Restarts = tokenType("Restarts")
const $Run = tokenType("Run")
const $Running = tokenType("Running")
const $Runs = tokenType("Runs")
const $Scenario = tokenType("Scenario")
const $Scheduled = tokenType("Scheduled")
const $Scheduling = tokenType("Scheduling")
const $Shuts = tokenType("Shuts")
const $Signal = tokenType("Signal")
const $Slash = tokenType("Slash")
const $Soft = tokenType("Soft")
const $Sometime = tokenType("Sometime")
const $Started = tokenType("Started")
const $Starts = tokenType("Starts")
const $Startup = tokenType("Startup")
const $Status = tokenType("Status")
const $Step = tokenType("Step")
const $Stops = tokenType("Stops")
const $StringLiteral = tokenType("StringLiteral")
const $Succeeds = tokenType("Succeeds")
const $Sweep = tokenType("Sweep")
const $TableRow = tokenType("TableRow")
const $Tag = tokenType("Tag")
const $Tainted = tokenType("Tainted")
const $Takes = tokenType("Takes")
const $Terminated = tokenType("Terminated")
const $The = tokenType("The")
const $Throughout = tokenType("Throughout")
const $Time = tokenType("Time")
const $Times = tokenType("Times")
const $To = tokenType("To")
const $Until = tokenType("Until")
const $Updated = tokenType("Updated")
const $VersionLiteral = tokenType("VersionLiteral")
const $Waiting = tokenType("Waiting")
const $With = tokenType("With")
const $YamlBlock = tokenType("YamlBlock")
const $$podEvent_OPTION = new Set([$Is, $Condition, $Scheduling])
const $$what_OPTION = new Set([$Removed, $Becomes, $Phase, $Condition, $Status, $Ready, $Reason, $Message, $Event])

const statement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { scenarioStatement: undefined, tagsStatement: undefined, podStatement: undefined, nodeStatement: undefined, kubernetesStatement: undefined, kubeletStatement: undefined, clusterStatement: undefined, containerBehaviour: undefined, probeBehaviour: undefined, hookBehaviour: undefined, imagePullBehaviour: undefined, eventStatement: undefined, expectStatement: undefined, goldenStatement: undefined, endStatement: undefined, examplesStatement: undefined, sweepStatement: undefined, tableRow: undefined }
  switch (typeAhead(input, 0)) {
    case $Scenario: {
      const n1 = scenarioStatement(input)
      if (n1 === undefined) return undefined
      c.scenarioStatement = [n1]
      break
    }
    case $Tag: {
      const n2 = tagsStatement(input)
      if (n2 === undefined) return undefined
      c.tagsStatement = [n2]
      break
    }
    case $Pod: {
      const n3 = podStatement(input)
      if (n3 === undefined) return undefined
      c.podStatement = [n3]
      break
    }
    case $Node: {
      const n4 = nodeStatement(input)
      if (n4 === undefined) return undefined
      c.nodeStatement = [n4]
      break
    }
    case $Kubernetes: {
      const n5 = kubernetesStatement(input)
      if (n5 === undefined) return undefined
      c.kubernetesStatement = [n5]
      break
    }
    case $Kubelet: {
      const n6 = kubeletStatement(input)
      if (n6 === undefined) return undefined
      c.kubeletStatement = [n6]
      break
    }
    case $Cluster: {
      const n7 = clusterStatement(input)
      if (n7 === undefined) return undefined
      c.clusterStatement = [n7]
      break
    }
    case $Container: {
      const n8 = containerBehaviour(input)
      if (n8 === undefined) return undefined
      c.containerBehaviour = [n8]
      break
    }
    case $Startup:
    case $Liveness:
    case $Readiness: {
      const n9 = probeBehaviour(input)
      if (n9 === undefined) return undefined
      c.probeBehaviour = [n9]
      break
    }
    case $PostStart:
    case $PreStop: {
      const n10 = hookBehaviour(input)
      if (n10 === undefined) return undefined
      c.hookBehaviour = [n10]
      break
    }
    case $Image: {
      const n11 = imagePullBehaviour(input)
      if (n11 === undefined) return undefined
      c.imagePullBehaviour = [n11]
      break
    }
    case $At: {
      const n12 = eventStatement(input)
      if (n12 === undefined) return undefined
      c.eventStatement = [n12]
      break
    }
    case $Expect: {
      const n13 = expectStatement(input)
      if (n13 === undefined) return undefined
      c.expectStatement = [n13]
      break
    }
    case $Golden: {
      const n14 = goldenStatement(input)
      if (n14 === undefined) return undefined
      c.goldenStatement = [n14]
      break
    }
    case $End: {
      const n15 = endStatement(input)
      if (n15 === undefined) return undefined
      c.endStatement = [n15]
      break
    }
    case $Examples: {
      const n16 = examplesStatement(input)
      if (n16 === undefined) return undefined
      c.examplesStatement = [n16]
      break
    }
    case $Sweep: {
      const n17 = sweepStatement(input)
      if (n17 === undefined) return undefined
      c.sweepStatement = [n17]
      break
    }
    case $TableRow: {
      const n18 = tableRow(input)
      if (n18 === undefined) return undefined
      c.tableRow = [n18]
      break
    }
    default:
      return undefined
  }
  return node("statement", c, input, start)
}

const scenarioStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Scenario: undefined, StringLiteral: undefined }
  if (!(typeAhead(input, 0) === $Scenario)) return undefined
  c.Scenario = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $StringLiteral)) return undefined
  c.StringLiteral = [input.tokens[input.pos++]!]
  return node("scenarioStatement", c, input, start)
}

const tagsStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Tag: undefined }
  if (!(typeAhead(input, 0) === $Tag)) return undefined
  do {
    if (!(typeAhead(input, 0) === $Tag)) return undefined
    if (c.Tag === undefined) c.Tag = [input.tokens[input.pos++]!]
    else c.Tag.push(input.tokens[input.pos++]!)
  } while (typeAhead(input, 0) === $Tag)
  return node("tagsStatement", c, input, start)
}

const podStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Pod: undefined, name: undefined, Colon: undefined, YamlBlock: undefined, From: undefined, StringLiteral: undefined, word: undefined, Slash: undefined }
  if (!(typeAhead(input, 0) === $Pod)) return undefined
  c.Pod = [input.tokens[input.pos++]!]
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = [n1]
  switch (typeAhead(input, 0)) {
    case $Colon: {
      if (!(typeAhead(input, 0) === $Colon)) return undefined
      c.Colon = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $YamlBlock)) return undefined
      c.YamlBlock = [input.tokens[input.pos++]!]
      break
    }
    case $From: {
      if (!(typeAhead(input, 0) === $From)) return undefined
      c.From = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $StringLiteral)) return undefined
      c.StringLiteral = [input.tokens[input.pos++]!]
      if (typeAhead(input, 0) === $Name || typeAhead(input, 0) === $StringLiteral || typeAhead(input, 0) === $Placeholder) {
        const n2 = word(input)
        if (n2 === undefined) return undefined
        c.word = [n2]
        if (!(typeAhead(input, 0) === $Slash)) return undefined
        c.Slash = [input.tokens[input.pos++]!]
        const n3 = name(input)
        if (n3 === undefined) return undefined
        if (c.name === undefined) c.name = [n3]
        else c.name.push(n3)
      }
      break
    }
    default:
      return undefined
  }
  return node("podStatement", c, input, start)
}

const nodeStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Node: undefined, name: undefined, With: undefined, resourceAmounts: undefined }
  if (!(typeAhead(input, 0) === $Node)) return undefined
  c.Node = [input.tokens[input.pos++]!]
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = [n1]
  if (typeAhead(input, 0) === $With) {
    if (!(typeAhead(input, 0) === $With)) return undefined
    c.With = [input.tokens[input.pos++]!]
    const n2 = resourceAmounts(input)
    if (n2 === undefined) return undefined
    c.resourceAmounts = [n2]
  }
  return node("nodeStatement", c, input, start)
}

const kubernetesStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Kubernetes: undefined, VersionLiteral: undefined, IntegerLiteral: undefined, word: undefined }
  if (!(typeAhead(input, 0) === $Kubernetes)) return undefined
  c.Kubernetes = [input.tokens[input.pos++]!]
  switch (typeAhead(input, 0)) {
    case $VersionLiteral: {
      if (!(typeAhead(input, 0) === $VersionLiteral)) return undefined
      c.VersionLiteral = [input.tokens[input.pos++]!]
      break
    }
    case $IntegerLiteral: {
      if (!(typeAhead(input, 0) === $IntegerLiteral)) return undefined
      c.IntegerLiteral = [input.tokens[input.pos++]!]
      break
    }
    case $Name:
    case $StringLiteral:
    case $Placeholder: {
      const n1 = word(input)
      if (n1 === undefined) return undefined
      c.word = [n1]
      break
    }
    default:
      return undefined
  }
  return node("kubernetesStatement", c, input, start)
}

const kubeletStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Kubelet: undefined, Colon: undefined, YamlBlock: undefined }
  if (!(typeAhead(input, 0) === $Kubelet)) return undefined
  c.Kubelet = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Colon)) return undefined
  c.Colon = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $YamlBlock)) return undefined
  c.YamlBlock = [input.tokens[input.pos++]!]
  return node("kubeletStatement", c, input, start)
}

const clusterStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Cluster: undefined, Colon: undefined, YamlBlock: undefined }
  if (!(typeAhead(input, 0) === $Cluster)) return undefined
  c.Cluster = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Colon)) return undefined
  c.Colon = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $YamlBlock)) return undefined
  c.YamlBlock = [input.tokens[input.pos++]!]
  return node("clusterStatement", c, input, start)
}

const containerBehaviour = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Container: undefined, containerRef: undefined, Exits: undefined, integer: undefined, After: undefined, duration: undefined, runs: undefined, Is: undefined, Oom: undefined, Killed: undefined, Stops: undefined, word: undefined, With: undefined, exitCode: undefined, Ignores: undefined }
  if (!(typeAhead(input, 0) === $Container)) return undefined
  c.Container = [input.tokens[input.pos++]!]
  const n1 = containerRef(input)
  if (n1 === undefined) return undefined
  c.containerRef = [n1]
  switch (typeAhead(input, 0)) {
    case $Exits: {
      if (!(typeAhead(input, 0) === $Exits)) return undefined
      c.Exits = [input.tokens[input.pos++]!]
      const n2 = integer(input)
      if (n2 === undefined) return undefined
      c.integer = [n2]
      if (!(typeAhead(input, 0) === $After)) return undefined
      c.After = [input.tokens[input.pos++]!]
      const n3 = duration(input)
      if (n3 === undefined) return undefined
      c.duration = [n3]
      if (typeAhead(input, 0) === $On || typeAhead(input, 0) === $From) {
        const n4 = runs(input)
        if (n4 === undefined) return undefined
        c.runs = [n4]
      }
      break
    }
    case $Is: {
      if (!(typeAhead(input, 0) === $Is)) return undefined
      c.Is = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $Oom)) return undefined
      c.Oom = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $Killed)) return undefined
      c.Killed = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $After)) return undefined
      c.After = [input.tokens[input.pos++]!]
      const n5 = duration(input)
      if (n5 === undefined) return undefined
      c.duration = [n5]
      if (typeAhead(input, 0) === $On || typeAhead(input, 0) === $From) {
        const n6 = runs(input)
        if (n6 === undefined) return undefined
        c.runs = [n6]
      }
      break
    }
    case $Stops: {
      if (!(typeAhead(input, 0) === $Stops)) return undefined
      c.Stops = [input.tokens[input.pos++]!]
      const n7 = duration(input)
      if (n7 === undefined) return undefined
      c.duration = [n7]
      if (!(typeAhead(input, 0) === $After)) return undefined
      c.After = [input.tokens[input.pos++]!]
      const n8 = word(input)
      if (n8 === undefined) return undefined
      c.word = [n8]
      if (typeAhead(input, 0) === $With) {
        if (!(typeAhead(input, 0) === $With)) return undefined
        c.With = [input.tokens[input.pos++]!]
        const n9 = exitCode(input)
        if (n9 === undefined) return undefined
        c.exitCode = [n9]
      }
      break
    }
    case $Ignores: {
      if (!(typeAhead(input, 0) === $Ignores)) return undefined
      c.Ignores = [input.tokens[input.pos++]!]
      const n10 = word(input)
      if (n10 === undefined) return undefined
      c.word = [n10]
      break
    }
    default:
      return undefined
  }
  return node("containerBehaviour", c, input, start)
}

const probeBehaviour = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { probeKind: undefined, Of: undefined, containerRef: undefined, Succeeds: undefined, Fails: undefined, Times: undefined, Out: undefined, After: undefined, duration: undefined, runs: undefined }
  const n1 = probeKind(input)
  if (n1 === undefined) return undefined
  c.probeKind = [n1]
  if (!(typeAhead(input, 0) === $Of)) return undefined
  c.Of = [input.tokens[input.pos++]!]
  const n2 = containerRef(input)
  if (n2 === undefined) return undefined
  c.containerRef = [n2]
  switch (typeAhead(input, 0)) {
    case $Succeeds: {
      if (!(typeAhead(input, 0) === $Succeeds)) return undefined
      c.Succeeds = [input.tokens[input.pos++]!]
      break
    }
    case $Fails: {
      if (!(typeAhead(input, 0) === $Fails)) return undefined
      c.Fails = [input.tokens[input.pos++]!]
      break
    }
    case $Times: {
      if (!(typeAhead(input, 0) === $Times)) return undefined
      c.Times = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $Out)) return undefined
      c.Out = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  if (!(typeAhead(input, 0) === $After)) return undefined
  c.After = [input.tokens[input.pos++]!]
  const n3 = duration(input)
  if (n3 === undefined) return undefined
  c.duration = [n3]
  if (typeAhead(input, 0) === $On || typeAhead(input, 0) === $From) {
    const n4 = runs(input)
    if (n4 === undefined) return undefined
    c.runs = [n4]
  }
  return node("probeBehaviour", c, input, start)
}

const hookBehaviour = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { hookKind: undefined, Of: undefined, containerRef: undefined, Takes: undefined, duration: undefined, Fails: undefined, After: undefined, runs: undefined }
  const n1 = hookKind(input)
  if (n1 === undefined) return undefined
  c.hookKind = [n1]
  if (!(typeAhead(input, 0) === $Of)) return undefined
  c.Of = [input.tokens[input.pos++]!]
  const n2 = containerRef(input)
  if (n2 === undefined) return undefined
  c.containerRef = [n2]
  switch (typeAhead(input, 0)) {
    case $Takes: {
      if (!(typeAhead(input, 0) === $Takes)) return undefined
      c.Takes = [input.tokens[input.pos++]!]
      const n3 = duration(input)
      if (n3 === undefined) return undefined
      c.duration = [n3]
      break
    }
    case $Fails: {
      if (!(typeAhead(input, 0) === $Fails)) return undefined
      c.Fails = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $After)) return undefined
      c.After = [input.tokens[input.pos++]!]
      const n4 = duration(input)
      if (n4 === undefined) return undefined
      c.duration = [n4]
      break
    }
    default:
      return undefined
  }
  if (typeAhead(input, 0) === $On || typeAhead(input, 0) === $From) {
    const n5 = runs(input)
    if (n5 === undefined) return undefined
    c.runs = [n5]
  }
  return node("hookBehaviour", c, input, start)
}

const imagePullBehaviour = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Image: undefined, Pull: undefined, Of: undefined, containerRef: undefined, Takes: undefined, duration: undefined, Fails: undefined }
  if (!(typeAhead(input, 0) === $Image)) return undefined
  c.Image = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Pull)) return undefined
  c.Pull = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Of)) return undefined
  c.Of = [input.tokens[input.pos++]!]
  const n1 = containerRef(input)
  if (n1 === undefined) return undefined
  c.containerRef = [n1]
  switch (typeAhead(input, 0)) {
    case $Takes: {
      if (!(typeAhead(input, 0) === $Takes)) return undefined
      c.Takes = [input.tokens[input.pos++]!]
      const n2 = duration(input)
      if (n2 === undefined) return undefined
      c.duration = [n2]
      break
    }
    case $Fails: {
      if (!(typeAhead(input, 0) === $Fails)) return undefined
      c.Fails = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  return node("imagePullBehaviour", c, input, start)
}

const runs = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { On: undefined, Run: undefined, integer: undefined, Runs: undefined, DotDot: undefined, From: undefined }
  switch (typeAhead(input, 0)) {
    case $On: {
      if (!(typeAhead(input, 0) === $On)) return undefined
      c.On = [input.tokens[input.pos++]!]
      switch (typeAhead(input, 0)) {
        case $Run: {
          if (!(typeAhead(input, 0) === $Run)) return undefined
          c.Run = [input.tokens[input.pos++]!]
          const n1 = integer(input)
          if (n1 === undefined) return undefined
          c.integer = [n1]
          break
        }
        case $Runs: {
          if (!(typeAhead(input, 0) === $Runs)) return undefined
          c.Runs = [input.tokens[input.pos++]!]
          const n2 = integer(input)
          if (n2 === undefined) return undefined
          c.integer = [n2]
          if (!(typeAhead(input, 0) === $DotDot)) return undefined
          c.DotDot = [input.tokens[input.pos++]!]
          const n3 = integer(input)
          if (n3 === undefined) return undefined
          if (c.integer === undefined) c.integer = [n3]
          else c.integer.push(n3)
          break
        }
        default:
          return undefined
      }
      break
    }
    case $From: {
      if (!(typeAhead(input, 0) === $From)) return undefined
      c.From = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $Run)) return undefined
      c.Run = [input.tokens[input.pos++]!]
      const n4 = integer(input)
      if (n4 === undefined) return undefined
      c.integer = [n4]
      break
    }
    default:
      return undefined
  }
  return node("runs", c, input, start)
}

const eventStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { At: undefined, duration: undefined, containerEvent: undefined, probeEvent: undefined, imagePullEvent: undefined, conditionPatch: undefined, gateRemoval: undefined, podEvent: undefined, nodeEvent: undefined, kubeletEvent: undefined }
  if (!(typeAhead(input, 0) === $At)) return undefined
  c.At = [input.tokens[input.pos++]!]
  const n1 = duration(input)
  if (n1 === undefined) return undefined
  c.duration = [n1]
  switch (typeAhead(input, 0)) {
    case $Container: {
      const n2 = containerEvent(input)
      if (n2 === undefined) return undefined
      c.containerEvent = [n2]
      break
    }
    case $Startup:
    case $Liveness:
    case $Readiness: {
      const n3 = probeEvent(input)
      if (n3 === undefined) return undefined
      c.probeEvent = [n3]
      break
    }
    case $Image: {
      const n4 = imagePullEvent(input)
      if (n4 === undefined) return undefined
      c.imagePullEvent = [n4]
      break
    }
    case $Condition: {
      const n5 = conditionPatch(input)
      if (n5 === undefined) return undefined
      c.conditionPatch = [n5]
      break
    }
    case $Scheduling: {
      const n6 = gateRemoval(input)
      if (n6 === undefined) return undefined
      c.gateRemoval = [n6]
      break
    }
    case $Pod: {
      const n7 = podEvent(input)
      if (n7 === undefined) return undefined
      c.podEvent = [n7]
      break
    }
    case $Node: {
      const n8 = nodeEvent(input)
      if (n8 === undefined) return undefined
      c.nodeEvent = [n8]
      break
    }
    case $Kubelet: {
      const n9 = kubeletEvent(input)
      if (n9 === undefined) return undefined
      c.kubeletEvent = [n9]
      break
    }
    default:
      return undefined
  }
  return node("eventStatement", c, input, start)
}

const containerEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Container: undefined, containerRef: undefined, Exits: undefined, integer: undefined, Is: undefined, Oom: undefined, Killed: undefined, Resized: undefined, To: undefined, resourceSpec: undefined, Image: undefined, Updated: undefined, word: undefined }
  if (!(typeAhead(input, 0) === $Container)) return undefined
  c.Container = [input.tokens[input.pos++]!]
  const n1 = containerRef(input)
  if (n1 === undefined) return undefined
  c.containerRef = [n1]
  switch (typeAhead(input, 0)) {
    case $Exits: {
      if (!(typeAhead(input, 0) === $Exits)) return undefined
      c.Exits = [input.tokens[input.pos++]!]
      const n2 = integer(input)
      if (n2 === undefined) return undefined
      c.integer = [n2]
      break
    }
    case $Is: {
      if (!(typeAhead(input, 0) === $Is)) return undefined
      c.Is = [input.tokens[input.pos++]!]
      switch (typeAhead(input, 0)) {
        case $Oom: {
          if (!(typeAhead(input, 0) === $Oom)) return undefined
          c.Oom = [input.tokens[input.pos++]!]
          if (!(typeAhead(input, 0) === $Killed)) return undefined
          c.Killed = [input.tokens[input.pos++]!]
          break
        }
        case $Resized: {
          if (!(typeAhead(input, 0) === $Resized)) return undefined
          c.Resized = [input.tokens[input.pos++]!]
          if (!(typeAhead(input, 0) === $To)) return undefined
          c.To = [input.tokens[input.pos++]!]
          const n3 = resourceSpec(input)
          if (n3 === undefined) return undefined
          c.resourceSpec = [n3]
          break
        }
        default:
          return undefined
      }
      break
    }
    case $Image: {
      if (!(typeAhead(input, 0) === $Image)) return undefined
      c.Image = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $Is)) return undefined
      c.Is = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $Updated)) return undefined
      c.Updated = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $To)) return undefined
      c.To = [input.tokens[input.pos++]!]
      const n4 = word(input)
      if (n4 === undefined) return undefined
      c.word = [n4]
      break
    }
    default:
      return undefined
  }
  return node("containerEvent", c, input, start)
}

const resourceSpec = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { resourceAmounts: undefined, Requests: undefined, Limits: undefined }
  switch (typeAhead(input, 0)) {
    case $Cpu:
    case $Memory: {
      const n1 = resourceAmounts(input)
      if (n1 === undefined) return undefined
      c.resourceAmounts = [n1]
      break
    }
    case $Requests: {
      if (!(typeAhead(input, 0) === $Requests)) return undefined
      c.Requests = [input.tokens[input.pos++]!]
      const n2 = resourceAmounts(input)
      if (n2 === undefined) return undefined
      c.resourceAmounts = [n2]
      if (typeAhead(input, 0) === $Limits) {
        if (!(typeAhead(input, 0) === $Limits)) return undefined
        c.Limits = [input.tokens[input.pos++]!]
        const n3 = resourceAmounts(input)
        if (n3 === undefined) return undefined
        if (c.resourceAmounts === undefined) c.resourceAmounts = [n3]
        else c.resourceAmounts.push(n3)
      }
      break
    }
    case $Limits: {
      if (!(typeAhead(input, 0) === $Limits)) return undefined
      c.Limits = [input.tokens[input.pos++]!]
      const n4 = resourceAmounts(input)
      if (n4 === undefined) return undefined
      c.resourceAmounts = [n4]
      break
    }
    default:
      return undefined
  }
  return node("resourceSpec", c, input, start)
}

const resourceAmounts = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Cpu: undefined, Memory: undefined, quantity: undefined }
  if (!(typeAhead(input, 0) === $Cpu || typeAhead(input, 0) === $Memory)) return undefined
  do {
    switch (typeAhead(input, 0)) {
      case $Cpu: {
        if (!(typeAhead(input, 0) === $Cpu)) return undefined
        if (c.Cpu === undefined) c.Cpu = [input.tokens[input.pos++]!]
        else c.Cpu.push(input.tokens[input.pos++]!)
        break
      }
      case $Memory: {
        if (!(typeAhead(input, 0) === $Memory)) return undefined
        if (c.Memory === undefined) c.Memory = [input.tokens[input.pos++]!]
        else c.Memory.push(input.tokens[input.pos++]!)
        break
      }
      default:
        return undefined
    }
    const n1 = quantity(input)
    if (n1 === undefined) return undefined
    if (c.quantity === undefined) c.quantity = [n1]
    else c.quantity.push(n1)
  } while (typeAhead(input, 0) === $Cpu || typeAhead(input, 0) === $Memory)
  return node("resourceAmounts", c, input, start)
}

const quantity = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { DurationLiteral: undefined, IntegerLiteral: undefined, VersionLiteral: undefined, Placeholder: undefined }
  switch (typeAhead(input, 0)) {
    case $DurationLiteral: {
      if (!(typeAhead(input, 0) === $DurationLiteral)) return undefined
      c.DurationLiteral = [input.tokens[input.pos++]!]
      break
    }
    case $IntegerLiteral: {
      if (!(typeAhead(input, 0) === $IntegerLiteral)) return undefined
      c.IntegerLiteral = [input.tokens[input.pos++]!]
      break
    }
    case $VersionLiteral: {
      if (!(typeAhead(input, 0) === $VersionLiteral)) return undefined
      c.VersionLiteral = [input.tokens[input.pos++]!]
      break
    }
    case $Placeholder: {
      if (!(typeAhead(input, 0) === $Placeholder)) return undefined
      c.Placeholder = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  return node("quantity", c, input, start)
}

const probeEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { probeKind: undefined, Of: undefined, containerRef: undefined, probeAnswer: undefined }
  const n1 = probeKind(input)
  if (n1 === undefined) return undefined
  c.probeKind = [n1]
  if (!(typeAhead(input, 0) === $Of)) return undefined
  c.Of = [input.tokens[input.pos++]!]
  const n2 = containerRef(input)
  if (n2 === undefined) return undefined
  c.containerRef = [n2]
  const n3 = probeAnswer(input)
  if (n3 === undefined) return undefined
  c.probeAnswer = [n3]
  return node("probeEvent", c, input, start)
}

const probeAnswer = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Succeeds: undefined, Fails: undefined, Errors: undefined, Times: undefined, Out: undefined }
  switch (typeAhead(input, 0)) {
    case $Succeeds: {
      if (!(typeAhead(input, 0) === $Succeeds)) return undefined
      c.Succeeds = [input.tokens[input.pos++]!]
      break
    }
    case $Fails: {
      if (!(typeAhead(input, 0) === $Fails)) return undefined
      c.Fails = [input.tokens[input.pos++]!]
      break
    }
    case $Errors: {
      if (!(typeAhead(input, 0) === $Errors)) return undefined
      c.Errors = [input.tokens[input.pos++]!]
      break
    }
    case $Times: {
      if (!(typeAhead(input, 0) === $Times)) return undefined
      c.Times = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $Out)) return undefined
      c.Out = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  return node("probeAnswer", c, input, start)
}

const imagePullEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Image: undefined, Pull: undefined, Of: undefined, containerRef: undefined, Succeeds: undefined }
  if (!(typeAhead(input, 0) === $Image)) return undefined
  c.Image = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Pull)) return undefined
  c.Pull = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Of)) return undefined
  c.Of = [input.tokens[input.pos++]!]
  const n1 = containerRef(input)
  if (n1 === undefined) return undefined
  c.containerRef = [n1]
  if (!(typeAhead(input, 0) === $Succeeds)) return undefined
  c.Succeeds = [input.tokens[input.pos++]!]
  return node("imagePullEvent", c, input, start)
}

const conditionPatch = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Condition: undefined, name: undefined, Is: undefined, word: undefined }
  if (!(typeAhead(input, 0) === $Condition)) return undefined
  c.Condition = [input.tokens[input.pos++]!]
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = [n1]
  if (!(typeAhead(input, 0) === $Is)) return undefined
  c.Is = [input.tokens[input.pos++]!]
  const n2 = word(input)
  if (n2 === undefined) return undefined
  c.word = [n2]
  return node("conditionPatch", c, input, start)
}

const gateRemoval = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Scheduling: undefined, Gate: undefined, name: undefined, Is: undefined, Removed: undefined }
  if (!(typeAhead(input, 0) === $Scheduling)) return undefined
  c.Scheduling = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Gate)) return undefined
  c.Gate = [input.tokens[input.pos++]!]
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = [n1]
  if (!(typeAhead(input, 0) === $Is)) return undefined
  c.Is = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Removed)) return undefined
  c.Removed = [input.tokens[input.pos++]!]
  return node("gateRemoval", c, input, start)
}

const podEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Pod: undefined, name: undefined, Is: undefined, Scheduled: undefined, To: undefined, Deleted: undefined, With: undefined, Grace: undefined, duration: undefined, Force: undefined, Evicted: undefined, By: undefined, The: undefined, Kubelet: undefined, For: undefined, Soft: undefined, Memory: undefined, Disk: undefined, Pid: undefined, Preempted: undefined, conditionPatch: undefined, gateRemoval: undefined }
  if (!(typeAhead(input, 0) === $Pod)) return undefined
  c.Pod = [input.tokens[input.pos++]!]
  if (nameAhead(typeAhead(input, 0), typeAhead(input, 1), $$podEvent_OPTION) && (typeAhead(input, 0) === $Name || typeAhead(input, 0) === $StringLiteral || typeAhead(input, 0) === $Placeholder || isAhead(input, 0, $Keyword))) {
    const n1 = name(input)
    if (n1 === undefined) return undefined
    c.name = [n1]
  }
  switch (typeAhead(input, 0)) {
    case $Is: {
      if (!(typeAhead(input, 0) === $Is)) return undefined
      c.Is = [input.tokens[input.pos++]!]
      switch (typeAhead(input, 0)) {
        case $Scheduled: {
          if (!(typeAhead(input, 0) === $Scheduled)) return undefined
          c.Scheduled = [input.tokens[input.pos++]!]
          if (!(typeAhead(input, 0) === $To)) return undefined
          c.To = [input.tokens[input.pos++]!]
          const n2 = name(input)
          if (n2 === undefined) return undefined
          if (c.name === undefined) c.name = [n2]
          else c.name.push(n2)
          break
        }
        case $Deleted: {
          if (!(typeAhead(input, 0) === $Deleted)) return undefined
          c.Deleted = [input.tokens[input.pos++]!]
          if (typeAhead(input, 0) === $With) {
            if (!(typeAhead(input, 0) === $With)) return undefined
            c.With = [input.tokens[input.pos++]!]
            if (!(typeAhead(input, 0) === $Grace)) return undefined
            c.Grace = [input.tokens[input.pos++]!]
            const n3 = duration(input)
            if (n3 === undefined) return undefined
            c.duration = [n3]
          }
          break
        }
        case $Force: {
          if (!(typeAhead(input, 0) === $Force)) return undefined
          c.Force = [input.tokens[input.pos++]!]
          if (!(typeAhead(input, 0) === $Deleted)) return undefined
          c.Deleted = [input.tokens[input.pos++]!]
          break
        }
        case $Evicted: {
          if (!(typeAhead(input, 0) === $Evicted)) return undefined
          c.Evicted = [input.tokens[input.pos++]!]
          if (typeAhead(input, 0) === $By) {
            if (!(typeAhead(input, 0) === $By)) return undefined
            c.By = [input.tokens[input.pos++]!]
            if (!(typeAhead(input, 0) === $The)) return undefined
            c.The = [input.tokens[input.pos++]!]
            if (!(typeAhead(input, 0) === $Kubelet)) return undefined
            c.Kubelet = [input.tokens[input.pos++]!]
            if (!(typeAhead(input, 0) === $For)) return undefined
            c.For = [input.tokens[input.pos++]!]
            if (typeAhead(input, 0) === $Soft) {
              if (!(typeAhead(input, 0) === $Soft)) return undefined
              c.Soft = [input.tokens[input.pos++]!]
            }
            switch (typeAhead(input, 0)) {
              case $Memory: {
                if (!(typeAhead(input, 0) === $Memory)) return undefined
                c.Memory = [input.tokens[input.pos++]!]
                break
              }
              case $Disk: {
                if (!(typeAhead(input, 0) === $Disk)) return undefined
                c.Disk = [input.tokens[input.pos++]!]
                break
              }
              case $Pid: {
                if (!(typeAhead(input, 0) === $Pid)) return undefined
                c.Pid = [input.tokens[input.pos++]!]
                break
              }
              default:
                return undefined
            }
          }
          break
        }
        case $Preempted: {
          if (!(typeAhead(input, 0) === $Preempted)) return undefined
          c.Preempted = [input.tokens[input.pos++]!]
          break
        }
        default:
          return undefined
      }
      break
    }
    case $Condition: {
      const n4 = conditionPatch(input)
      if (n4 === undefined) return undefined
      c.conditionPatch = [n4]
      break
    }
    case $Scheduling: {
      const n5 = gateRemoval(input)
      if (n5 === undefined) return undefined
      c.gateRemoval = [n5]
      break
    }
    default:
      return undefined
  }
  return node("podEvent", c, input, start)
}

const nodeEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Node: undefined, name: undefined, Fails: undefined, Recovers: undefined, Reboots: undefined, Shuts: undefined, Down: undefined, Is: undefined, Deleted: undefined, Tainted: undefined, OutOfService: undefined }
  if (!(typeAhead(input, 0) === $Node)) return undefined
  c.Node = [input.tokens[input.pos++]!]
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = [n1]
  switch (typeAhead(input, 0)) {
    case $Fails: {
      if (!(typeAhead(input, 0) === $Fails)) return undefined
      c.Fails = [input.tokens[input.pos++]!]
      break
    }
    case $Recovers: {
      if (!(typeAhead(input, 0) === $Recovers)) return undefined
      c.Recovers = [input.tokens[input.pos++]!]
      break
    }
    case $Reboots: {
      if (!(typeAhead(input, 0) === $Reboots)) return undefined
      c.Reboots = [input.tokens[input.pos++]!]
      break
    }
    case $Shuts: {
      if (!(typeAhead(input, 0) === $Shuts)) return undefined
      c.Shuts = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $Down)) return undefined
      c.Down = [input.tokens[input.pos++]!]
      break
    }
    case $Is: {
      if (!(typeAhead(input, 0) === $Is)) return undefined
      c.Is = [input.tokens[input.pos++]!]
      switch (typeAhead(input, 0)) {
        case $Deleted: {
          if (!(typeAhead(input, 0) === $Deleted)) return undefined
          c.Deleted = [input.tokens[input.pos++]!]
          break
        }
        case $Tainted: {
          if (!(typeAhead(input, 0) === $Tainted)) return undefined
          c.Tainted = [input.tokens[input.pos++]!]
          if (!(typeAhead(input, 0) === $OutOfService)) return undefined
          c.OutOfService = [input.tokens[input.pos++]!]
          break
        }
        default:
          return undefined
      }
      break
    }
    default:
      return undefined
  }
  return node("nodeEvent", c, input, start)
}

const kubeletEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Kubelet: undefined, On: undefined, name: undefined, Restarts: undefined, Stops: undefined, Starts: undefined }
  if (!(typeAhead(input, 0) === $Kubelet)) return undefined
  c.Kubelet = [input.tokens[input.pos++]!]
  if (typeAhead(input, 0) === $On) {
    if (!(typeAhead(input, 0) === $On)) return undefined
    c.On = [input.tokens[input.pos++]!]
    const n1 = name(input)
    if (n1 === undefined) return undefined
    c.name = [n1]
  }
  switch (typeAhead(input, 0)) {
    case $Restarts: {
      if (!(typeAhead(input, 0) === $Restarts)) return undefined
      c.Restarts = [input.tokens[input.pos++]!]
      break
    }
    case $Stops: {
      if (!(typeAhead(input, 0) === $Stops)) return undefined
      c.Stops = [input.tokens[input.pos++]!]
      break
    }
    case $Starts: {
      if (!(typeAhead(input, 0) === $Starts)) return undefined
      c.Starts = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  return node("kubeletEvent", c, input, start)
}

const expectStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Expect: undefined, Order: undefined, Colon: undefined, expectation: undefined, Comma: undefined, when: undefined, times: undefined, And: undefined }
  if (!(typeAhead(input, 0) === $Expect)) return undefined
  c.Expect = [input.tokens[input.pos++]!]
  switch (typeAhead(input, 0)) {
    case $Order: {
      if (!(typeAhead(input, 0) === $Order)) return undefined
      c.Order = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $Colon)) return undefined
      c.Colon = [input.tokens[input.pos++]!]
      const n1 = expectation(input)
      if (n1 === undefined) return undefined
      c.expectation = [n1]
      while (typeAhead(input, 0) === $Comma) {
        if (!(typeAhead(input, 0) === $Comma)) return undefined
        if (c.Comma === undefined) c.Comma = [input.tokens[input.pos++]!]
        else c.Comma.push(input.tokens[input.pos++]!)
        const n2 = expectation(input)
        if (n2 === undefined) return undefined
        if (c.expectation === undefined) c.expectation = [n2]
        else c.expectation.push(n2)
      }
      break
    }
    case $At:
    case $From:
    case $By:
    case $Sometime:
    case $Eventually:
    case $Throughout:
    case $Never:
    case $IntegerLiteral:
    case $Placeholder:
    case $Phase:
    case $Condition:
    case $Status:
    case $Ready:
    case $Reason:
    case $Message:
    case $Event:
    case $Pod:
    case $Container:
    case $Signal:
    case $PostStart:
    case $PreStop:
    case $Startup:
    case $Liveness:
    case $Readiness: {
      if (typeAhead(input, 0) === $At || typeAhead(input, 0) === $From || typeAhead(input, 0) === $By || typeAhead(input, 0) === $Sometime || typeAhead(input, 0) === $Eventually || typeAhead(input, 0) === $Throughout || typeAhead(input, 0) === $Never) {
        const n3 = when(input)
        if (n3 === undefined) return undefined
        c.when = [n3]
      }
      if (typeAhead(input, 0) === $IntegerLiteral || typeAhead(input, 0) === $Placeholder) {
        const n4 = times(input)
        if (n4 === undefined) return undefined
        c.times = [n4]
      }
      const n5 = expectation(input)
      if (n5 === undefined) return undefined
      c.expectation = [n5]
      while (typeAhead(input, 0) === $And) {
        if (!(typeAhead(input, 0) === $And)) return undefined
        if (c.And === undefined) c.And = [input.tokens[input.pos++]!]
        else c.And.push(input.tokens[input.pos++]!)
        const n6 = expectation(input)
        if (n6 === undefined) return undefined
        if (c.expectation === undefined) c.expectation = [n6]
        else c.expectation.push(n6)
      }
      break
    }
    default:
      return undefined
  }
  return node("expectStatement", c, input, start)
}

const when = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { At: undefined, duration: undefined, End: undefined, From: undefined, Until: undefined, By: undefined, Sometime: undefined, Eventually: undefined, Throughout: undefined, Never: undefined }
  switch (typeAhead(input, 0)) {
    case $At: {
      if (!(typeAhead(input, 0) === $At)) return undefined
      c.At = [input.tokens[input.pos++]!]
      switch (typeAhead(input, 0)) {
        case $DurationLiteral:
        case $Placeholder: {
          const n1 = duration(input)
          if (n1 === undefined) return undefined
          c.duration = [n1]
          break
        }
        case $End: {
          if (!(typeAhead(input, 0) === $End)) return undefined
          c.End = [input.tokens[input.pos++]!]
          break
        }
        default:
          return undefined
      }
      break
    }
    case $From: {
      if (!(typeAhead(input, 0) === $From)) return undefined
      c.From = [input.tokens[input.pos++]!]
      const n2 = duration(input)
      if (n2 === undefined) return undefined
      c.duration = [n2]
      if (typeAhead(input, 0) === $Until) {
        if (!(typeAhead(input, 0) === $Until)) return undefined
        c.Until = [input.tokens[input.pos++]!]
        const n3 = duration(input)
        if (n3 === undefined) return undefined
        if (c.duration === undefined) c.duration = [n3]
        else c.duration.push(n3)
      }
      break
    }
    case $By: {
      if (!(typeAhead(input, 0) === $By)) return undefined
      c.By = [input.tokens[input.pos++]!]
      const n4 = duration(input)
      if (n4 === undefined) return undefined
      c.duration = [n4]
      break
    }
    case $Sometime: {
      if (!(typeAhead(input, 0) === $Sometime)) return undefined
      c.Sometime = [input.tokens[input.pos++]!]
      if (!(typeAhead(input, 0) === $From)) return undefined
      c.From = [input.tokens[input.pos++]!]
      const n5 = duration(input)
      if (n5 === undefined) return undefined
      c.duration = [n5]
      if (!(typeAhead(input, 0) === $Until)) return undefined
      c.Until = [input.tokens[input.pos++]!]
      const n6 = duration(input)
      if (n6 === undefined) return undefined
      if (c.duration === undefined) c.duration = [n6]
      else c.duration.push(n6)
      break
    }
    case $Eventually: {
      if (!(typeAhead(input, 0) === $Eventually)) return undefined
      c.Eventually = [input.tokens[input.pos++]!]
      break
    }
    case $Throughout: {
      if (!(typeAhead(input, 0) === $Throughout)) return undefined
      c.Throughout = [input.tokens[input.pos++]!]
      break
    }
    case $Never: {
      if (!(typeAhead(input, 0) === $Never)) return undefined
      c.Never = [input.tokens[input.pos++]!]
      if (typeAhead(input, 0) === $From) {
        if (!(typeAhead(input, 0) === $From)) return undefined
        c.From = [input.tokens[input.pos++]!]
        const n7 = duration(input)
        if (n7 === undefined) return undefined
        c.duration = [n7]
      }
      if (typeAhead(input, 0) === $Until) {
        if (!(typeAhead(input, 0) === $Until)) return undefined
        c.Until = [input.tokens[input.pos++]!]
        const n8 = duration(input)
        if (n8 === undefined) return undefined
        if (c.duration === undefined) c.duration = [n8]
        else c.duration.push(n8)
      }
      break
    }
    default:
      return undefined
  }
  return node("when", c, input, start)
}

const times = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { integer: undefined, Times: undefined }
  const n1 = integer(input)
  if (n1 === undefined) return undefined
  c.integer = [n1]
  if (!(typeAhead(input, 0) === $Times)) return undefined
  c.Times = [input.tokens[input.pos++]!]
  return node("times", c, input, start)
}

const expectation = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { what: undefined, nthTime: undefined }
  const n1 = what(input)
  if (n1 === undefined) return undefined
  c.what = [n1]
  if (typeAhead(input, 0) === $For) {
    const n2 = nthTime(input)
    if (n2 === undefined) return undefined
    c.nthTime = [n2]
  }
  return node("expectation", c, input, start)
}

const what = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { podState: undefined, Pod: undefined, name: undefined, Becomes: undefined, Removed: undefined, Container: undefined, containerRef: undefined, containerTail: undefined, Signal: undefined, word: undefined, To: undefined, hookKind: undefined, Of: undefined, Starts: undefined, probeRun: undefined }
  switch (typeAhead(input, 0)) {
    case $Phase:
    case $Condition:
    case $Status:
    case $Ready:
    case $Reason:
    case $Message:
    case $Event: {
      const n1 = podState(input)
      if (n1 === undefined) return undefined
      c.podState = [n1]
      break
    }
    case $Pod: {
      if (!(typeAhead(input, 0) === $Pod)) return undefined
      c.Pod = [input.tokens[input.pos++]!]
      if (nameAhead(typeAhead(input, 0), typeAhead(input, 1), $$what_OPTION) && (typeAhead(input, 0) === $Name || typeAhead(input, 0) === $StringLiteral || typeAhead(input, 0) === $Placeholder || isAhead(input, 0, $Keyword))) {
        const n2 = name(input)
        if (n2 === undefined) return undefined
        c.name = [n2]
      }
      switch (typeAhead(input, 0)) {
        case $Becomes:
        case $Removed: {
          if (typeAhead(input, 0) === $Becomes) {
            if (!(typeAhead(input, 0) === $Becomes)) return undefined
            c.Becomes = [input.tokens[input.pos++]!]
          }
          if (!(typeAhead(input, 0) === $Removed)) return undefined
          c.Removed = [input.tokens[input.pos++]!]
          break
        }
        case $Phase:
        case $Condition:
        case $Status:
        case $Ready:
        case $Reason:
        case $Message:
        case $Event: {
          const n3 = podState(input)
          if (n3 === undefined) return undefined
          c.podState = [n3]
          break
        }
        default:
          return undefined
      }
      break
    }
    case $Container: {
      if (!(typeAhead(input, 0) === $Container)) return undefined
      c.Container = [input.tokens[input.pos++]!]
      const n4 = containerRef(input)
      if (n4 === undefined) return undefined
      c.containerRef = [n4]
      if (typeAhead(input, 0) === $Becomes) {
        if (!(typeAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = [input.tokens[input.pos++]!]
      }
      const n5 = containerTail(input)
      if (n5 === undefined) return undefined
      c.containerTail = [n5]
      break
    }
    case $Signal: {
      if (!(typeAhead(input, 0) === $Signal)) return undefined
      c.Signal = [input.tokens[input.pos++]!]
      const n6 = word(input)
      if (n6 === undefined) return undefined
      c.word = [n6]
      if (!(typeAhead(input, 0) === $To)) return undefined
      c.To = [input.tokens[input.pos++]!]
      const n7 = containerRef(input)
      if (n7 === undefined) return undefined
      c.containerRef = [n7]
      break
    }
    case $PostStart:
    case $PreStop: {
      const n8 = hookKind(input)
      if (n8 === undefined) return undefined
      c.hookKind = [n8]
      if (!(typeAhead(input, 0) === $Of)) return undefined
      c.Of = [input.tokens[input.pos++]!]
      const n9 = containerRef(input)
      if (n9 === undefined) return undefined
      c.containerRef = [n9]
      if (!(typeAhead(input, 0) === $Starts)) return undefined
      c.Starts = [input.tokens[input.pos++]!]
      break
    }
    case $Startup:
    case $Liveness:
    case $Readiness: {
      const n10 = probeRun(input)
      if (n10 === undefined) return undefined
      c.probeRun = [n10]
      break
    }
    default:
      return undefined
  }
  return node("what", c, input, start)
}

const probeRun = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { probeKind: undefined, Probe: undefined, Of: undefined, containerRef: undefined, Runs: undefined, probeAnswer: undefined }
  const n1 = probeKind(input)
  if (n1 === undefined) return undefined
  c.probeKind = [n1]
  if (!(typeAhead(input, 0) === $Probe)) return undefined
  c.Probe = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Of)) return undefined
  c.Of = [input.tokens[input.pos++]!]
  const n2 = containerRef(input)
  if (n2 === undefined) return undefined
  c.containerRef = [n2]
  switch (typeAhead(input, 0)) {
    case $Runs: {
      if (!(typeAhead(input, 0) === $Runs)) return undefined
      c.Runs = [input.tokens[input.pos++]!]
      break
    }
    case $Succeeds:
    case $Fails:
    case $Errors:
    case $Times: {
      const n3 = probeAnswer(input)
      if (n3 === undefined) return undefined
      c.probeAnswer = [n3]
      break
    }
    default:
      return undefined
  }
  return node("probeRun", c, input, start)
}

const nthTime = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { For: undefined, The: undefined, OrdinalLiteral: undefined, Placeholder: undefined, Time: undefined }
  if (!(typeAhead(input, 0) === $For)) return undefined
  c.For = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $The)) return undefined
  c.The = [input.tokens[input.pos++]!]
  switch (typeAhead(input, 0)) {
    case $OrdinalLiteral: {
      if (!(typeAhead(input, 0) === $OrdinalLiteral)) return undefined
      c.OrdinalLiteral = [input.tokens[input.pos++]!]
      break
    }
    case $Placeholder: {
      if (!(typeAhead(input, 0) === $Placeholder)) return undefined
      c.Placeholder = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  if (!(typeAhead(input, 0) === $Time)) return undefined
  c.Time = [input.tokens[input.pos++]!]
  return node("nthTime", c, input, start)
}

const podState = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Phase: undefined, Becomes: undefined, word: undefined, Condition: undefined, name: undefined, Absent: undefined, reason: undefined, message: undefined, Status: undefined, Ready: undefined, integer: undefined, Slash: undefined, Reason: undefined, Event: undefined, For: undefined, containerRef: undefined }
  switch (typeAhead(input, 0)) {
    case $Phase: {
      if (!(typeAhead(input, 0) === $Phase)) return undefined
      c.Phase = [input.tokens[input.pos++]!]
      if (typeAhead(input, 0) === $Becomes) {
        if (!(typeAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = [input.tokens[input.pos++]!]
      }
      const n1 = word(input)
      if (n1 === undefined) return undefined
      c.word = [n1]
      break
    }
    case $Condition: {
      if (!(typeAhead(input, 0) === $Condition)) return undefined
      c.Condition = [input.tokens[input.pos++]!]
      const n2 = name(input)
      if (n2 === undefined) return undefined
      c.name = [n2]
      if (typeAhead(input, 0) === $Becomes) {
        if (!(typeAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = [input.tokens[input.pos++]!]
      }
      switch (typeAhead(input, 0)) {
        case $Absent: {
          if (!(typeAhead(input, 0) === $Absent)) return undefined
          c.Absent = [input.tokens[input.pos++]!]
          break
        }
        case $Name:
        case $StringLiteral:
        case $Placeholder: {
          const n3 = word(input)
          if (n3 === undefined) return undefined
          c.word = [n3]
          if (typeAhead(input, 0) === $Reason) {
            const n4 = reason(input)
            if (n4 === undefined) return undefined
            c.reason = [n4]
          }
          if (typeAhead(input, 0) === $Message) {
            const n5 = message(input)
            if (n5 === undefined) return undefined
            c.message = [n5]
          }
          break
        }
        default:
          return undefined
      }
      break
    }
    case $Status: {
      if (!(typeAhead(input, 0) === $Status)) return undefined
      c.Status = [input.tokens[input.pos++]!]
      if (typeAhead(input, 0) === $Becomes) {
        if (!(typeAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = [input.tokens[input.pos++]!]
      }
      const n6 = word(input)
      if (n6 === undefined) return undefined
      c.word = [n6]
      break
    }
    case $Ready: {
      if (!(typeAhead(input, 0) === $Ready)) return undefined
      c.Ready = [input.tokens[input.pos++]!]
      if (typeAhead(input, 0) === $Becomes) {
        if (!(typeAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = [input.tokens[input.pos++]!]
      }
      const n7 = integer(input)
      if (n7 === undefined) return undefined
      c.integer = [n7]
      if (!(typeAhead(input, 0) === $Slash)) return undefined
      c.Slash = [input.tokens[input.pos++]!]
      const n8 = integer(input)
      if (n8 === undefined) return undefined
      if (c.integer === undefined) c.integer = [n8]
      else c.integer.push(n8)
      break
    }
    case $Reason: {
      if (!(typeAhead(input, 0) === $Reason)) return undefined
      c.Reason = [input.tokens[input.pos++]!]
      if (typeAhead(input, 0) === $Becomes) {
        if (!(typeAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = [input.tokens[input.pos++]!]
      }
      const n9 = word(input)
      if (n9 === undefined) return undefined
      c.word = [n9]
      break
    }
    case $Message: {
      const n10 = message(input)
      if (n10 === undefined) return undefined
      c.message = [n10]
      break
    }
    case $Event: {
      if (!(typeAhead(input, 0) === $Event)) return undefined
      c.Event = [input.tokens[input.pos++]!]
      const n11 = word(input)
      if (n11 === undefined) return undefined
      c.word = [n11]
      if (typeAhead(input, 1) !== $The && (typeAhead(input, 0) === $For)) {
        if (!(typeAhead(input, 0) === $For)) return undefined
        c.For = [input.tokens[input.pos++]!]
        const n12 = containerRef(input)
        if (n12 === undefined) return undefined
        c.containerRef = [n12]
      }
      if (typeAhead(input, 0) === $Message) {
        const n13 = message(input)
        if (n13 === undefined) return undefined
        c.message = [n13]
      }
      break
    }
    default:
      return undefined
  }
  return node("podState", c, input, start)
}

const containerTail = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Running: undefined, readyFlag: undefined, startedFlag: undefined, message: undefined, restarts: undefined, Waiting: undefined, reason: undefined, Terminated: undefined, exitCode: undefined, lastTerminated: undefined, Starts: undefined, Exits: undefined, integer: undefined, Resources: undefined, resourceSpec: undefined }
  switch (typeAhead(input, 0)) {
    case $Running: {
      if (!(typeAhead(input, 0) === $Running)) return undefined
      c.Running = [input.tokens[input.pos++]!]
      if (typeAhead(input, 0) === $Ready || (typeAhead(input, 0) === $Not && typeAhead(input, 1) === $Ready)) {
        const n1 = readyFlag(input)
        if (n1 === undefined) return undefined
        c.readyFlag = [n1]
      }
      if (typeAhead(input, 0) === $Not || typeAhead(input, 0) === $Started) {
        const n2 = startedFlag(input)
        if (n2 === undefined) return undefined
        c.startedFlag = [n2]
      }
      if (typeAhead(input, 0) === $Message) {
        const n3 = message(input)
        if (n3 === undefined) return undefined
        c.message = [n3]
      }
      if (typeAhead(input, 0) === $Restarts) {
        const n4 = restarts(input)
        if (n4 === undefined) return undefined
        c.restarts = [n4]
      }
      break
    }
    case $Waiting: {
      if (!(typeAhead(input, 0) === $Waiting)) return undefined
      c.Waiting = [input.tokens[input.pos++]!]
      if (typeAhead(input, 0) === $Reason) {
        const n5 = reason(input)
        if (n5 === undefined) return undefined
        c.reason = [n5]
      }
      if (typeAhead(input, 0) === $Message) {
        const n6 = message(input)
        if (n6 === undefined) return undefined
        c.message = [n6]
      }
      if (typeAhead(input, 0) === $Restarts) {
        const n7 = restarts(input)
        if (n7 === undefined) return undefined
        c.restarts = [n7]
      }
      break
    }
    case $Terminated: {
      if (!(typeAhead(input, 0) === $Terminated)) return undefined
      c.Terminated = [input.tokens[input.pos++]!]
      if (typeAhead(input, 0) === $Reason) {
        const n8 = reason(input)
        if (n8 === undefined) return undefined
        c.reason = [n8]
      }
      if (typeAhead(input, 0) === $Exit) {
        const n9 = exitCode(input)
        if (n9 === undefined) return undefined
        c.exitCode = [n9]
      }
      if (typeAhead(input, 0) === $Message) {
        const n10 = message(input)
        if (n10 === undefined) return undefined
        c.message = [n10]
      }
      if (typeAhead(input, 0) === $Restarts) {
        const n11 = restarts(input)
        if (n11 === undefined) return undefined
        c.restarts = [n11]
      }
      break
    }
    case $Restarts: {
      const n12 = restarts(input)
      if (n12 === undefined) return undefined
      c.restarts = [n12]
      break
    }
    case $Last: {
      const n13 = lastTerminated(input)
      if (n13 === undefined) return undefined
      c.lastTerminated = [n13]
      break
    }
    case $Starts: {
      if (!(typeAhead(input, 0) === $Starts)) return undefined
      c.Starts = [input.tokens[input.pos++]!]
      break
    }
    case $Exits: {
      if (!(typeAhead(input, 0) === $Exits)) return undefined
      c.Exits = [input.tokens[input.pos++]!]
      if (typeAhead(input, 0) === $IntegerLiteral || typeAhead(input, 0) === $Placeholder) {
        const n14 = integer(input)
        if (n14 === undefined) return undefined
        c.integer = [n14]
      }
      break
    }
    case $Resources: {
      if (!(typeAhead(input, 0) === $Resources)) return undefined
      c.Resources = [input.tokens[input.pos++]!]
      const n15 = resourceSpec(input)
      if (n15 === undefined) return undefined
      c.resourceSpec = [n15]
      break
    }
    default:
      return undefined
  }
  return node("containerTail", c, input, start)
}

const readyFlag = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Not: undefined, Ready: undefined }
  if (typeAhead(input, 0) === $Not) {
    if (!(typeAhead(input, 0) === $Not)) return undefined
    c.Not = [input.tokens[input.pos++]!]
  }
  if (!(typeAhead(input, 0) === $Ready)) return undefined
  c.Ready = [input.tokens[input.pos++]!]
  return node("readyFlag", c, input, start)
}

const startedFlag = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Not: undefined, Started: undefined }
  if (typeAhead(input, 0) === $Not) {
    if (!(typeAhead(input, 0) === $Not)) return undefined
    c.Not = [input.tokens[input.pos++]!]
  }
  if (!(typeAhead(input, 0) === $Started)) return undefined
  c.Started = [input.tokens[input.pos++]!]
  return node("startedFlag", c, input, start)
}

const message = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Message: undefined, Contains: undefined, word: undefined }
  if (!(typeAhead(input, 0) === $Message)) return undefined
  c.Message = [input.tokens[input.pos++]!]
  if (typeAhead(input, 0) === $Contains) {
    if (!(typeAhead(input, 0) === $Contains)) return undefined
    c.Contains = [input.tokens[input.pos++]!]
  }
  const n1 = word(input)
  if (n1 === undefined) return undefined
  c.word = [n1]
  return node("message", c, input, start)
}

const lastTerminated = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Last: undefined, Terminated: undefined, reason: undefined, exitCode: undefined }
  if (!(typeAhead(input, 0) === $Last)) return undefined
  c.Last = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Terminated)) return undefined
  c.Terminated = [input.tokens[input.pos++]!]
  if (typeAhead(input, 0) === $Reason) {
    const n1 = reason(input)
    if (n1 === undefined) return undefined
    c.reason = [n1]
  }
  if (typeAhead(input, 0) === $Exit) {
    const n2 = exitCode(input)
    if (n2 === undefined) return undefined
    c.exitCode = [n2]
  }
  return node("lastTerminated", c, input, start)
}

const restarts = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Restarts: undefined, Comparison: undefined, At: undefined, Least: undefined, Most: undefined, integer: undefined }
  if (!(typeAhead(input, 0) === $Restarts)) return undefined
  c.Restarts = [input.tokens[input.pos++]!]
  if (typeAhead(input, 0) === $Comparison || typeAhead(input, 0) === $At) {
    switch (typeAhead(input, 0)) {
      case $Comparison: {
        if (!(typeAhead(input, 0) === $Comparison)) return undefined
        c.Comparison = [input.tokens[input.pos++]!]
        break
      }
      case $At: {
        if (!(typeAhead(input, 0) === $At)) return undefined
        c.At = [input.tokens[input.pos++]!]
        switch (typeAhead(input, 0)) {
          case $Least: {
            if (!(typeAhead(input, 0) === $Least)) return undefined
            c.Least = [input.tokens[input.pos++]!]
            break
          }
          case $Most: {
            if (!(typeAhead(input, 0) === $Most)) return undefined
            c.Most = [input.tokens[input.pos++]!]
            break
          }
          default:
            return undefined
        }
        break
      }
      default:
        return undefined
    }
  }
  const n1 = integer(input)
  if (n1 === undefined) return undefined
  c.integer = [n1]
  return node("restarts", c, input, start)
}

const reason = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Reason: undefined, word: undefined }
  if (!(typeAhead(input, 0) === $Reason)) return undefined
  c.Reason = [input.tokens[input.pos++]!]
  const n1 = word(input)
  if (n1 === undefined) return undefined
  c.word = [n1]
  return node("reason", c, input, start)
}

const exitCode = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Exit: undefined, integer: undefined }
  if (!(typeAhead(input, 0) === $Exit)) return undefined
  c.Exit = [input.tokens[input.pos++]!]
  const n1 = integer(input)
  if (n1 === undefined) return undefined
  c.integer = [n1]
  return node("exitCode", c, input, start)
}

const goldenStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Golden: undefined, StringLiteral: undefined, At: undefined, duration: undefined }
  if (!(typeAhead(input, 0) === $Golden)) return undefined
  c.Golden = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $StringLiteral)) return undefined
  c.StringLiteral = [input.tokens[input.pos++]!]
  if (typeAhead(input, 0) === $At) {
    if (!(typeAhead(input, 0) === $At)) return undefined
    c.At = [input.tokens[input.pos++]!]
    const n1 = duration(input)
    if (n1 === undefined) return undefined
    c.duration = [n1]
  }
  return node("goldenStatement", c, input, start)
}

const endStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { End: undefined, At: undefined, duration: undefined }
  if (!(typeAhead(input, 0) === $End)) return undefined
  c.End = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $At)) return undefined
  c.At = [input.tokens[input.pos++]!]
  const n1 = duration(input)
  if (n1 === undefined) return undefined
  c.duration = [n1]
  return node("endStatement", c, input, start)
}

const examplesStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Examples: undefined, Colon: undefined }
  if (!(typeAhead(input, 0) === $Examples)) return undefined
  c.Examples = [input.tokens[input.pos++]!]
  if (!(typeAhead(input, 0) === $Colon)) return undefined
  c.Colon = [input.tokens[input.pos++]!]
  return node("examplesStatement", c, input, start)
}

const sweepStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Sweep: undefined, Name: undefined, Keyword: undefined, From: undefined, sweepValue: undefined, To: undefined, Step: undefined, Bisect: undefined }
  if (!(typeAhead(input, 0) === $Sweep)) return undefined
  c.Sweep = [input.tokens[input.pos++]!]
  if (typeAhead(input, 0) === $Name) {
    if (!(typeAhead(input, 0) === $Name)) return undefined
    c.Name = [input.tokens[input.pos++]!]
  } else if (isAhead(input, 0, $Keyword)) {
    if (!(isAhead(input, 0, $Keyword))) return undefined
    c.Keyword = [input.tokens[input.pos++]!]
  } else return undefined
  if (!(typeAhead(input, 0) === $From)) return undefined
  c.From = [input.tokens[input.pos++]!]
  const n1 = sweepValue(input)
  if (n1 === undefined) return undefined
  c.sweepValue = [n1]
  if (!(typeAhead(input, 0) === $To)) return undefined
  c.To = [input.tokens[input.pos++]!]
  const n2 = sweepValue(input)
  if (n2 === undefined) return undefined
  if (c.sweepValue === undefined) c.sweepValue = [n2]
  else c.sweepValue.push(n2)
  if (!(typeAhead(input, 0) === $Step)) return undefined
  c.Step = [input.tokens[input.pos++]!]
  const n3 = sweepValue(input)
  if (n3 === undefined) return undefined
  if (c.sweepValue === undefined) c.sweepValue = [n3]
  else c.sweepValue.push(n3)
  if (typeAhead(input, 0) === $Bisect) {
    if (!(typeAhead(input, 0) === $Bisect)) return undefined
    c.Bisect = [input.tokens[input.pos++]!]
  }
  return node("sweepStatement", c, input, start)
}

const sweepValue = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { DurationLiteral: undefined, IntegerLiteral: undefined }
  switch (typeAhead(input, 0)) {
    case $DurationLiteral: {
      if (!(typeAhead(input, 0) === $DurationLiteral)) return undefined
      c.DurationLiteral = [input.tokens[input.pos++]!]
      break
    }
    case $IntegerLiteral: {
      if (!(typeAhead(input, 0) === $IntegerLiteral)) return undefined
      c.IntegerLiteral = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  return node("sweepValue", c, input, start)
}

const tableRow = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { TableRow: undefined }
  if (!(typeAhead(input, 0) === $TableRow)) return undefined
  c.TableRow = [input.tokens[input.pos++]!]
  return node("tableRow", c, input, start)
}

const containerRef = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { name: undefined, Slash: undefined }
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = [n1]
  if (typeAhead(input, 0) === $Slash) {
    if (!(typeAhead(input, 0) === $Slash)) return undefined
    c.Slash = [input.tokens[input.pos++]!]
    const n2 = name(input)
    if (n2 === undefined) return undefined
    if (c.name === undefined) c.name = [n2]
    else c.name.push(n2)
  }
  return node("containerRef", c, input, start)
}

const probeKind = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Startup: undefined, Liveness: undefined, Readiness: undefined }
  switch (typeAhead(input, 0)) {
    case $Startup: {
      if (!(typeAhead(input, 0) === $Startup)) return undefined
      c.Startup = [input.tokens[input.pos++]!]
      break
    }
    case $Liveness: {
      if (!(typeAhead(input, 0) === $Liveness)) return undefined
      c.Liveness = [input.tokens[input.pos++]!]
      break
    }
    case $Readiness: {
      if (!(typeAhead(input, 0) === $Readiness)) return undefined
      c.Readiness = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  return node("probeKind", c, input, start)
}

const hookKind = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { PostStart: undefined, PreStop: undefined }
  switch (typeAhead(input, 0)) {
    case $PostStart: {
      if (!(typeAhead(input, 0) === $PostStart)) return undefined
      c.PostStart = [input.tokens[input.pos++]!]
      break
    }
    case $PreStop: {
      if (!(typeAhead(input, 0) === $PreStop)) return undefined
      c.PreStop = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  return node("hookKind", c, input, start)
}

const word = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { Name: undefined, StringLiteral: undefined, Placeholder: undefined }
  switch (typeAhead(input, 0)) {
    case $Name: {
      if (!(typeAhead(input, 0) === $Name)) return undefined
      c.Name = [input.tokens[input.pos++]!]
      break
    }
    case $StringLiteral: {
      if (!(typeAhead(input, 0) === $StringLiteral)) return undefined
      c.StringLiteral = [input.tokens[input.pos++]!]
      break
    }
    case $Placeholder: {
      if (!(typeAhead(input, 0) === $Placeholder)) return undefined
      c.Placeholder = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  return node("word", c, input, start)
}

const name = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { word: undefined, Keyword: undefined }
  if (typeAhead(input, 0) === $Name || typeAhead(input, 0) === $StringLiteral || typeAhead(input, 0) === $Placeholder) {
    const n1 = word(input)
    if (n1 === undefined) return undefined
    c.word = [n1]
  } else if (isAhead(input, 0, $Keyword)) {
    if (!(isAhead(input, 0, $Keyword))) return undefined
    c.Keyword = [input.tokens[input.pos++]!]
  } else return undefined
  return node("name", c, input, start)
}

const duration = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { DurationLiteral: undefined, Placeholder: undefined }
  switch (typeAhead(input, 0)) {
    case $DurationLiteral: {
      if (!(typeAhead(input, 0) === $DurationLiteral)) return undefined
      c.DurationLiteral = [input.tokens[input.pos++]!]
      break
    }
    case $Placeholder: {
      if (!(typeAhead(input, 0) === $Placeholder)) return undefined
      c.Placeholder = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  return node("duration", c, input, start)
}

const integer = (input: Input): CstNode | undefined => {
  const start = input.pos
  const c: Children = { IntegerLiteral: undefined, Placeholder: undefined }
  switch (typeAhead(input, 0)) {
    case $IntegerLiteral: {
      if (!(typeAhead(input, 0) === $IntegerLiteral)) return undefined
      c.IntegerLiteral = [input.tokens[input.pos++]!]
      break
    }
    case $Placeholder: {
      if (!(typeAhead(input, 0) === $Placeholder)) return undefined
      c.Placeholder = [input.tokens[input.pos++]!]
      break
    }
    default:
      return undefined
  }
  return node("integer", c, input, start)
}

/** The CST of the line's statement, as chevrotain's parser builds it; `undefined` where chevrotain reports an error. */
export const parseStatement = (input: Input): CstNode | undefined => {
  const cst = statement(input)
  return cst !== undefined && input.pos === input.tokens.length ? cst : undefined
}
