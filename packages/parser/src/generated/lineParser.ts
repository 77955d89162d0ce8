/* Generated from packages/parser/src/Grammar.ts by `pnpm gen` (scripts/lineParser.ts); do not edit. */
import type { CstNode } from "chevrotain"
import { type Input, idx, idxAhead, located, lookahead, nameAhead, nextLine, one, pool, take } from "../internal/cst.ts"

const $After = idx("After")
const $And = idx("And")
const $At = idx("At")
const $Becomes = idx("Becomes")
const $Bisect = idx("Bisect")
const $By = idx("By")
const $Cluster = idx("Cluster")
const $Colon = idx("Colon")
const $Comma = idx("Comma")
const $Condition = idx("Condition")
const $Container = idx("Container")
const $Contains = idx("Contains")
const $Deleted = idx("Deleted")
const $DotDot = idx("DotDot")
const $Down = idx("Down")
const $End = idx("End")
const $Examples = idx("Examples")
const $Exit = idx("Exit")
const $Expect = idx("Expect")
const $For = idx("For")
const $From = idx("From")
const $Gate = idx("Gate")
const $Golden = idx("Golden")
const $Grace = idx("Grace")
const $Image = idx("Image")
const $Is = idx("Is")
const $Killed = idx("Killed")
const $Kubelet = idx("Kubelet")
const $Kubernetes = idx("Kubernetes")
const $Last = idx("Last")
const $Limits = idx("Limits")
const $Message = idx("Message")
const $Node = idx("Node")
const $Not = idx("Not")
const $Of = idx("Of")
const $On = idx("On")
const $Oom = idx("Oom")
const $Out = idx("Out")
const $OutOfService = idx("OutOfService")
const $Pod = idx("Pod")
const $Probe = idx("Probe")
const $Pull = idx("Pull")
const $Ready = idx("Ready")
const $Reason = idx("Reason")
const $Removed = idx("Removed")
const $Restarts = idx("Restarts")
const $Run = idx("Run")
const $Scenario = idx("Scenario")
const $Scheduling = idx("Scheduling")
const $Slash = idx("Slash")
const $Soft = idx("Soft")
const $Started = idx("Started")
const $Starts = idx("Starts")
const $Step = idx("Step")
const $StringLiteral = idx("StringLiteral")
const $Succeeds = idx("Succeeds")
const $Sweep = idx("Sweep")
const $TableRow = idx("TableRow")
const $Tag = idx("Tag")
const $Terminated = idx("Terminated")
const $The = idx("The")
const $Time = idx("Time")
const $Times = idx("Times")
const $To = idx("To")
const $Until = idx("Until")
const $Updated = idx("Updated")
const $With = idx("With")
const $YamlBlock = idx("YamlBlock")
const $$1 = lookahead([["Scenario"],["Tag"],["Pod"],["Node"],["Kubernetes"],["Kubelet"],["Cluster"],["Container"],["Startup","Liveness","Readiness"],["PostStart","PreStop"],["Image"],["At"],["Expect"],["Golden"],["End"],["Examples"],["Sweep"],["TableRow"]])
const $$2 = lookahead([["Tag"]])
const $$3 = lookahead([["Colon"],["From"]])
const $$4 = lookahead([["Name","StringLiteral","Placeholder"]])
const $$5 = lookahead([["With"]])
const $$6 = lookahead([["VersionLiteral"],["IntegerLiteral"],["Name","StringLiteral","Placeholder"]])
const $$7 = lookahead([["Exits"],["Is"],["Stops"],["Ignores"]])
const $$8 = lookahead([["On","From"]])
const $$9 = lookahead([["Succeeds"],["Fails"],["Times"]])
const $$10 = lookahead([["Takes"],["Fails"]])
const $$11 = lookahead([["On"],["From"]])
const $$12 = lookahead([["Run"],["Runs"]])
const $$13 = lookahead([["Container"],["Startup","Liveness","Readiness"],["Image"],["Condition"],["Scheduling"],["Pod"],["Node"],["Kubelet"]])
const $$14 = lookahead([["Exits"],["Is"],["Image"]])
const $$15 = lookahead([["Oom"],["Resized"]])
const $$16 = lookahead([["Cpu","Memory"],["Requests"],["Limits"]])
const $$17 = lookahead([["Limits"]])
const $$18 = lookahead([["Cpu","Memory"]])
const $$19 = lookahead([["Cpu"],["Memory"]])
const $$20 = lookahead([["DurationLiteral"],["IntegerLiteral"],["VersionLiteral"],["Placeholder"]])
const $$21 = lookahead([["Succeeds"],["Fails"],["Errors"],["Times"]])
const $$22 = lookahead([["Name","StringLiteral","Placeholder","Keyword"]])
const $$23 = lookahead([["Is","Condition","Scheduling"]])
const $$24 = lookahead([["Is"],["Condition"],["Scheduling"]])
const $$25 = lookahead([["Scheduled"],["Deleted"],["Force"],["Evicted"],["Preempted"]])
const $$26 = lookahead([["By"]])
const $$27 = lookahead([["Soft"]])
const $$28 = lookahead([["Memory"],["Disk"],["Pid"]])
const $$29 = lookahead([["Fails"],["Recovers"],["Reboots"],["Shuts"],["Is"]])
const $$30 = lookahead([["Deleted"],["Tainted"]])
const $$31 = lookahead([["On"]])
const $$32 = lookahead([["Restarts"],["Stops"],["Starts"]])
const $$33 = lookahead([["Order"],["At","From","By","Sometime","Eventually","Throughout","Never","IntegerLiteral","Placeholder","Phase","Condition","Status","Ready","Reason","Message","Event","Pod","Container","Signal","PostStart","PreStop","Startup","Liveness","Readiness"]])
const $$34 = lookahead([["Comma"]])
const $$35 = lookahead([["At","From","By","Sometime","Eventually","Throughout","Never"]])
const $$36 = lookahead([["IntegerLiteral","Placeholder"]])
const $$37 = lookahead([["And"]])
const $$38 = lookahead([["At"],["From"],["By"],["Sometime"],["Eventually"],["Throughout"],["Never"]])
const $$39 = lookahead([["DurationLiteral","Placeholder"],["End"]])
const $$40 = lookahead([["Until"]])
const $$41 = lookahead([["From"]])
const $$42 = lookahead([["For"]])
const $$43 = lookahead([["Phase","Condition","Status","Ready","Reason","Message","Event"],["Pod"],["Container"],["Signal"],["PostStart","PreStop"],["Startup","Liveness","Readiness"]])
const $$44 = lookahead([["Removed","Becomes","Phase","Condition","Status","Ready","Reason","Message","Event"]])
const $$45 = lookahead([["Becomes","Removed"],["Phase","Condition","Status","Ready","Reason","Message","Event"]])
const $$46 = lookahead([["Becomes"]])
const $$47 = lookahead([["Runs"],["Succeeds","Fails","Errors","Times"]])
const $$48 = lookahead([["OrdinalLiteral"],["Placeholder"]])
const $$49 = lookahead([["Phase"],["Condition"],["Status"],["Ready"],["Reason"],["Message"],["Event"]])
const $$50 = lookahead([["Absent"],["Name","StringLiteral","Placeholder"]])
const $$51 = lookahead([["Reason"]])
const $$52 = lookahead([["Message"]])
const $$53 = lookahead([["Running"],["Waiting"],["Terminated"],["Restarts"],["Last"],["Starts"],["Exits"],["Resources"]])
const $$54 = lookahead([["Not","Started"]])
const $$55 = lookahead([["Restarts"]])
const $$56 = lookahead([["Exit"]])
const $$57 = lookahead([["Not"]])
const $$58 = lookahead([["Contains"]])
const $$59 = lookahead([["Comparison","At"]])
const $$60 = lookahead([["Comparison"],["At"]])
const $$61 = lookahead([["Least"],["Most"]])
const $$62 = lookahead([["At"]])
const $$63 = lookahead([["Name"],["Keyword"]])
const $$64 = lookahead([["Bisect"]])
const $$65 = lookahead([["DurationLiteral"],["IntegerLiteral"]])
const $$66 = lookahead([["Slash"]])
const $$67 = lookahead([["Startup"],["Liveness"],["Readiness"]])
const $$68 = lookahead([["PostStart"],["PreStop"]])
const $$69 = lookahead([["Name"],["StringLiteral"],["Placeholder"]])
const $$70 = lookahead([["Name","StringLiteral","Placeholder"],["Keyword"]])
const $$71 = lookahead([["DurationLiteral"],["Placeholder"]])
const $$72 = lookahead([["IntegerLiteral"],["Placeholder"]])

const statement$pool = pool("statement", () => ({ scenarioStatement: undefined, tagsStatement: undefined, podStatement: undefined, nodeStatement: undefined, kubernetesStatement: undefined, kubeletStatement: undefined, clusterStatement: undefined, containerBehaviour: undefined, probeBehaviour: undefined, hookBehaviour: undefined, imagePullBehaviour: undefined, eventStatement: undefined, expectStatement: undefined, goldenStatement: undefined, endStatement: undefined, examplesStatement: undefined, sweepStatement: undefined, tableRow: undefined }))

const statement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(statement$pool)
  const c = n.children
  const s = n.spare
  c.scenarioStatement = undefined
  c.tagsStatement = undefined
  c.podStatement = undefined
  c.nodeStatement = undefined
  c.kubernetesStatement = undefined
  c.kubeletStatement = undefined
  c.clusterStatement = undefined
  c.containerBehaviour = undefined
  c.probeBehaviour = undefined
  c.hookBehaviour = undefined
  c.imagePullBehaviour = undefined
  c.eventStatement = undefined
  c.expectStatement = undefined
  c.goldenStatement = undefined
  c.endStatement = undefined
  c.examplesStatement = undefined
  c.sweepStatement = undefined
  c.tableRow = undefined
  switch ($$1[idxAhead(input, 0)]) {
    case 1: {
      const n1 = scenarioStatement(input)
      if (n1 === undefined) return undefined
      c.scenarioStatement = s.scenarioStatement === undefined ? (s.scenarioStatement = [n1]) : one(s.scenarioStatement, n1)
      break
    }
    case 2: {
      const n2 = tagsStatement(input)
      if (n2 === undefined) return undefined
      c.tagsStatement = s.tagsStatement === undefined ? (s.tagsStatement = [n2]) : one(s.tagsStatement, n2)
      break
    }
    case 3: {
      const n3 = podStatement(input)
      if (n3 === undefined) return undefined
      c.podStatement = s.podStatement === undefined ? (s.podStatement = [n3]) : one(s.podStatement, n3)
      break
    }
    case 4: {
      const n4 = nodeStatement(input)
      if (n4 === undefined) return undefined
      c.nodeStatement = s.nodeStatement === undefined ? (s.nodeStatement = [n4]) : one(s.nodeStatement, n4)
      break
    }
    case 5: {
      const n5 = kubernetesStatement(input)
      if (n5 === undefined) return undefined
      c.kubernetesStatement = s.kubernetesStatement === undefined ? (s.kubernetesStatement = [n5]) : one(s.kubernetesStatement, n5)
      break
    }
    case 6: {
      const n6 = kubeletStatement(input)
      if (n6 === undefined) return undefined
      c.kubeletStatement = s.kubeletStatement === undefined ? (s.kubeletStatement = [n6]) : one(s.kubeletStatement, n6)
      break
    }
    case 7: {
      const n7 = clusterStatement(input)
      if (n7 === undefined) return undefined
      c.clusterStatement = s.clusterStatement === undefined ? (s.clusterStatement = [n7]) : one(s.clusterStatement, n7)
      break
    }
    case 8: {
      const n8 = containerBehaviour(input)
      if (n8 === undefined) return undefined
      c.containerBehaviour = s.containerBehaviour === undefined ? (s.containerBehaviour = [n8]) : one(s.containerBehaviour, n8)
      break
    }
    case 9: {
      const n9 = probeBehaviour(input)
      if (n9 === undefined) return undefined
      c.probeBehaviour = s.probeBehaviour === undefined ? (s.probeBehaviour = [n9]) : one(s.probeBehaviour, n9)
      break
    }
    case 10: {
      const n10 = hookBehaviour(input)
      if (n10 === undefined) return undefined
      c.hookBehaviour = s.hookBehaviour === undefined ? (s.hookBehaviour = [n10]) : one(s.hookBehaviour, n10)
      break
    }
    case 11: {
      const n11 = imagePullBehaviour(input)
      if (n11 === undefined) return undefined
      c.imagePullBehaviour = s.imagePullBehaviour === undefined ? (s.imagePullBehaviour = [n11]) : one(s.imagePullBehaviour, n11)
      break
    }
    case 12: {
      const n12 = eventStatement(input)
      if (n12 === undefined) return undefined
      c.eventStatement = s.eventStatement === undefined ? (s.eventStatement = [n12]) : one(s.eventStatement, n12)
      break
    }
    case 13: {
      const n13 = expectStatement(input)
      if (n13 === undefined) return undefined
      c.expectStatement = s.expectStatement === undefined ? (s.expectStatement = [n13]) : one(s.expectStatement, n13)
      break
    }
    case 14: {
      const n14 = goldenStatement(input)
      if (n14 === undefined) return undefined
      c.goldenStatement = s.goldenStatement === undefined ? (s.goldenStatement = [n14]) : one(s.goldenStatement, n14)
      break
    }
    case 15: {
      const n15 = endStatement(input)
      if (n15 === undefined) return undefined
      c.endStatement = s.endStatement === undefined ? (s.endStatement = [n15]) : one(s.endStatement, n15)
      break
    }
    case 16: {
      const n16 = examplesStatement(input)
      if (n16 === undefined) return undefined
      c.examplesStatement = s.examplesStatement === undefined ? (s.examplesStatement = [n16]) : one(s.examplesStatement, n16)
      break
    }
    case 17: {
      const n17 = sweepStatement(input)
      if (n17 === undefined) return undefined
      c.sweepStatement = s.sweepStatement === undefined ? (s.sweepStatement = [n17]) : one(s.sweepStatement, n17)
      break
    }
    case 18: {
      const n18 = tableRow(input)
      if (n18 === undefined) return undefined
      c.tableRow = s.tableRow === undefined ? (s.tableRow = [n18]) : one(s.tableRow, n18)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const scenarioStatement$pool = pool("scenarioStatement", () => ({ Scenario: undefined, StringLiteral: undefined }))

const scenarioStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(scenarioStatement$pool)
  const c = n.children
  const s = n.spare
  c.Scenario = undefined
  c.StringLiteral = undefined
  if (!(idxAhead(input, 0) === $Scenario)) return undefined
  c.Scenario = s.Scenario === undefined ? (s.Scenario = [input.tokens[input.pos++]!]) : one(s.Scenario, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $StringLiteral)) return undefined
  c.StringLiteral = s.StringLiteral === undefined ? (s.StringLiteral = [input.tokens[input.pos++]!]) : one(s.StringLiteral, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const tagsStatement$pool = pool("tagsStatement", () => ({ Tag: undefined }))

const tagsStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(tagsStatement$pool)
  const c = n.children
  const s = n.spare
  c.Tag = undefined
  if (!($$2[idxAhead(input, 0)] === 1)) return undefined
  do {
    if (!(idxAhead(input, 0) === $Tag)) return undefined
    if (c.Tag === undefined) c.Tag = s.Tag === undefined ? (s.Tag = [input.tokens[input.pos++]!]) : one(s.Tag, input.tokens[input.pos++]!)
    else c.Tag.push(input.tokens[input.pos++]!)
  } while ($$2[idxAhead(input, 0)] === 1)
  return located(n, input, start)
}

const podStatement$pool = pool("podStatement", () => ({ Pod: undefined, name: undefined, Colon: undefined, YamlBlock: undefined, From: undefined, StringLiteral: undefined, word: undefined, Slash: undefined }))

const podStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(podStatement$pool)
  const c = n.children
  const s = n.spare
  c.Pod = undefined
  c.name = undefined
  c.Colon = undefined
  c.YamlBlock = undefined
  c.From = undefined
  c.StringLiteral = undefined
  c.word = undefined
  c.Slash = undefined
  if (!(idxAhead(input, 0) === $Pod)) return undefined
  c.Pod = s.Pod === undefined ? (s.Pod = [input.tokens[input.pos++]!]) : one(s.Pod, input.tokens[input.pos++]!)
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = s.name === undefined ? (s.name = [n1]) : one(s.name, n1)
  switch ($$3[idxAhead(input, 0)]) {
    case 1: {
      c.Colon = s.Colon === undefined ? (s.Colon = [input.tokens[input.pos++]!]) : one(s.Colon, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $YamlBlock)) return undefined
      c.YamlBlock = s.YamlBlock === undefined ? (s.YamlBlock = [input.tokens[input.pos++]!]) : one(s.YamlBlock, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.From = s.From === undefined ? (s.From = [input.tokens[input.pos++]!]) : one(s.From, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $StringLiteral)) return undefined
      c.StringLiteral = s.StringLiteral === undefined ? (s.StringLiteral = [input.tokens[input.pos++]!]) : one(s.StringLiteral, input.tokens[input.pos++]!)
      if ($$4[idxAhead(input, 0)] === 1) {
        const n2 = word(input)
        if (n2 === undefined) return undefined
        c.word = s.word === undefined ? (s.word = [n2]) : one(s.word, n2)
        if (!(idxAhead(input, 0) === $Slash)) return undefined
        c.Slash = s.Slash === undefined ? (s.Slash = [input.tokens[input.pos++]!]) : one(s.Slash, input.tokens[input.pos++]!)
        const n3 = name(input)
        if (n3 === undefined) return undefined
        if (c.name === undefined) c.name = s.name === undefined ? (s.name = [n3]) : one(s.name, n3)
        else c.name.push(n3)
      }
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const nodeStatement$pool = pool("nodeStatement", () => ({ Node: undefined, name: undefined, With: undefined, resourceAmounts: undefined }))

const nodeStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(nodeStatement$pool)
  const c = n.children
  const s = n.spare
  c.Node = undefined
  c.name = undefined
  c.With = undefined
  c.resourceAmounts = undefined
  if (!(idxAhead(input, 0) === $Node)) return undefined
  c.Node = s.Node === undefined ? (s.Node = [input.tokens[input.pos++]!]) : one(s.Node, input.tokens[input.pos++]!)
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = s.name === undefined ? (s.name = [n1]) : one(s.name, n1)
  if ($$5[idxAhead(input, 0)] === 1) {
    if (!(idxAhead(input, 0) === $With)) return undefined
    c.With = s.With === undefined ? (s.With = [input.tokens[input.pos++]!]) : one(s.With, input.tokens[input.pos++]!)
    const n2 = resourceAmounts(input)
    if (n2 === undefined) return undefined
    c.resourceAmounts = s.resourceAmounts === undefined ? (s.resourceAmounts = [n2]) : one(s.resourceAmounts, n2)
  }
  return located(n, input, start)
}

const kubernetesStatement$pool = pool("kubernetesStatement", () => ({ Kubernetes: undefined, VersionLiteral: undefined, IntegerLiteral: undefined, word: undefined }))

const kubernetesStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(kubernetesStatement$pool)
  const c = n.children
  const s = n.spare
  c.Kubernetes = undefined
  c.VersionLiteral = undefined
  c.IntegerLiteral = undefined
  c.word = undefined
  if (!(idxAhead(input, 0) === $Kubernetes)) return undefined
  c.Kubernetes = s.Kubernetes === undefined ? (s.Kubernetes = [input.tokens[input.pos++]!]) : one(s.Kubernetes, input.tokens[input.pos++]!)
  switch ($$6[idxAhead(input, 0)]) {
    case 1: {
      c.VersionLiteral = s.VersionLiteral === undefined ? (s.VersionLiteral = [input.tokens[input.pos++]!]) : one(s.VersionLiteral, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.IntegerLiteral = s.IntegerLiteral === undefined ? (s.IntegerLiteral = [input.tokens[input.pos++]!]) : one(s.IntegerLiteral, input.tokens[input.pos++]!)
      break
    }
    case 3: {
      const n1 = word(input)
      if (n1 === undefined) return undefined
      c.word = s.word === undefined ? (s.word = [n1]) : one(s.word, n1)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const kubeletStatement$pool = pool("kubeletStatement", () => ({ Kubelet: undefined, Colon: undefined, YamlBlock: undefined }))

const kubeletStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(kubeletStatement$pool)
  const c = n.children
  const s = n.spare
  c.Kubelet = undefined
  c.Colon = undefined
  c.YamlBlock = undefined
  if (!(idxAhead(input, 0) === $Kubelet)) return undefined
  c.Kubelet = s.Kubelet === undefined ? (s.Kubelet = [input.tokens[input.pos++]!]) : one(s.Kubelet, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Colon)) return undefined
  c.Colon = s.Colon === undefined ? (s.Colon = [input.tokens[input.pos++]!]) : one(s.Colon, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $YamlBlock)) return undefined
  c.YamlBlock = s.YamlBlock === undefined ? (s.YamlBlock = [input.tokens[input.pos++]!]) : one(s.YamlBlock, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const clusterStatement$pool = pool("clusterStatement", () => ({ Cluster: undefined, Colon: undefined, YamlBlock: undefined }))

const clusterStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(clusterStatement$pool)
  const c = n.children
  const s = n.spare
  c.Cluster = undefined
  c.Colon = undefined
  c.YamlBlock = undefined
  if (!(idxAhead(input, 0) === $Cluster)) return undefined
  c.Cluster = s.Cluster === undefined ? (s.Cluster = [input.tokens[input.pos++]!]) : one(s.Cluster, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Colon)) return undefined
  c.Colon = s.Colon === undefined ? (s.Colon = [input.tokens[input.pos++]!]) : one(s.Colon, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $YamlBlock)) return undefined
  c.YamlBlock = s.YamlBlock === undefined ? (s.YamlBlock = [input.tokens[input.pos++]!]) : one(s.YamlBlock, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const containerBehaviour$pool = pool("containerBehaviour", () => ({ Container: undefined, containerRef: undefined, Exits: undefined, integer: undefined, After: undefined, duration: undefined, runs: undefined, Is: undefined, Oom: undefined, Killed: undefined, Stops: undefined, word: undefined, With: undefined, exitCode: undefined, Ignores: undefined }))

const containerBehaviour = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(containerBehaviour$pool)
  const c = n.children
  const s = n.spare
  c.Container = undefined
  c.containerRef = undefined
  c.Exits = undefined
  c.integer = undefined
  c.After = undefined
  c.duration = undefined
  c.runs = undefined
  c.Is = undefined
  c.Oom = undefined
  c.Killed = undefined
  c.Stops = undefined
  c.word = undefined
  c.With = undefined
  c.exitCode = undefined
  c.Ignores = undefined
  if (!(idxAhead(input, 0) === $Container)) return undefined
  c.Container = s.Container === undefined ? (s.Container = [input.tokens[input.pos++]!]) : one(s.Container, input.tokens[input.pos++]!)
  const n1 = containerRef(input)
  if (n1 === undefined) return undefined
  c.containerRef = s.containerRef === undefined ? (s.containerRef = [n1]) : one(s.containerRef, n1)
  switch ($$7[idxAhead(input, 0)]) {
    case 1: {
      c.Exits = s.Exits === undefined ? (s.Exits = [input.tokens[input.pos++]!]) : one(s.Exits, input.tokens[input.pos++]!)
      const n2 = integer(input)
      if (n2 === undefined) return undefined
      c.integer = s.integer === undefined ? (s.integer = [n2]) : one(s.integer, n2)
      if (!(idxAhead(input, 0) === $After)) return undefined
      c.After = s.After === undefined ? (s.After = [input.tokens[input.pos++]!]) : one(s.After, input.tokens[input.pos++]!)
      const n3 = duration(input)
      if (n3 === undefined) return undefined
      c.duration = s.duration === undefined ? (s.duration = [n3]) : one(s.duration, n3)
      if ($$8[idxAhead(input, 0)] === 1) {
        const n4 = runs(input)
        if (n4 === undefined) return undefined
        c.runs = s.runs === undefined ? (s.runs = [n4]) : one(s.runs, n4)
      }
      break
    }
    case 2: {
      c.Is = s.Is === undefined ? (s.Is = [input.tokens[input.pos++]!]) : one(s.Is, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $Oom)) return undefined
      c.Oom = s.Oom === undefined ? (s.Oom = [input.tokens[input.pos++]!]) : one(s.Oom, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $Killed)) return undefined
      c.Killed = s.Killed === undefined ? (s.Killed = [input.tokens[input.pos++]!]) : one(s.Killed, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $After)) return undefined
      c.After = s.After === undefined ? (s.After = [input.tokens[input.pos++]!]) : one(s.After, input.tokens[input.pos++]!)
      const n5 = duration(input)
      if (n5 === undefined) return undefined
      c.duration = s.duration === undefined ? (s.duration = [n5]) : one(s.duration, n5)
      if ($$8[idxAhead(input, 0)] === 1) {
        const n6 = runs(input)
        if (n6 === undefined) return undefined
        c.runs = s.runs === undefined ? (s.runs = [n6]) : one(s.runs, n6)
      }
      break
    }
    case 3: {
      c.Stops = s.Stops === undefined ? (s.Stops = [input.tokens[input.pos++]!]) : one(s.Stops, input.tokens[input.pos++]!)
      const n7 = duration(input)
      if (n7 === undefined) return undefined
      c.duration = s.duration === undefined ? (s.duration = [n7]) : one(s.duration, n7)
      if (!(idxAhead(input, 0) === $After)) return undefined
      c.After = s.After === undefined ? (s.After = [input.tokens[input.pos++]!]) : one(s.After, input.tokens[input.pos++]!)
      const n8 = word(input)
      if (n8 === undefined) return undefined
      c.word = s.word === undefined ? (s.word = [n8]) : one(s.word, n8)
      if ($$5[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $With)) return undefined
        c.With = s.With === undefined ? (s.With = [input.tokens[input.pos++]!]) : one(s.With, input.tokens[input.pos++]!)
        const n9 = exitCode(input)
        if (n9 === undefined) return undefined
        c.exitCode = s.exitCode === undefined ? (s.exitCode = [n9]) : one(s.exitCode, n9)
      }
      break
    }
    case 4: {
      c.Ignores = s.Ignores === undefined ? (s.Ignores = [input.tokens[input.pos++]!]) : one(s.Ignores, input.tokens[input.pos++]!)
      const n10 = word(input)
      if (n10 === undefined) return undefined
      c.word = s.word === undefined ? (s.word = [n10]) : one(s.word, n10)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const probeBehaviour$pool = pool("probeBehaviour", () => ({ probeKind: undefined, Of: undefined, containerRef: undefined, Succeeds: undefined, Fails: undefined, Times: undefined, Out: undefined, After: undefined, duration: undefined, runs: undefined }))

const probeBehaviour = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(probeBehaviour$pool)
  const c = n.children
  const s = n.spare
  c.probeKind = undefined
  c.Of = undefined
  c.containerRef = undefined
  c.Succeeds = undefined
  c.Fails = undefined
  c.Times = undefined
  c.Out = undefined
  c.After = undefined
  c.duration = undefined
  c.runs = undefined
  const n1 = probeKind(input)
  if (n1 === undefined) return undefined
  c.probeKind = s.probeKind === undefined ? (s.probeKind = [n1]) : one(s.probeKind, n1)
  if (!(idxAhead(input, 0) === $Of)) return undefined
  c.Of = s.Of === undefined ? (s.Of = [input.tokens[input.pos++]!]) : one(s.Of, input.tokens[input.pos++]!)
  const n2 = containerRef(input)
  if (n2 === undefined) return undefined
  c.containerRef = s.containerRef === undefined ? (s.containerRef = [n2]) : one(s.containerRef, n2)
  switch ($$9[idxAhead(input, 0)]) {
    case 1: {
      c.Succeeds = s.Succeeds === undefined ? (s.Succeeds = [input.tokens[input.pos++]!]) : one(s.Succeeds, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.Fails = s.Fails === undefined ? (s.Fails = [input.tokens[input.pos++]!]) : one(s.Fails, input.tokens[input.pos++]!)
      break
    }
    case 3: {
      c.Times = s.Times === undefined ? (s.Times = [input.tokens[input.pos++]!]) : one(s.Times, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $Out)) return undefined
      c.Out = s.Out === undefined ? (s.Out = [input.tokens[input.pos++]!]) : one(s.Out, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  if (!(idxAhead(input, 0) === $After)) return undefined
  c.After = s.After === undefined ? (s.After = [input.tokens[input.pos++]!]) : one(s.After, input.tokens[input.pos++]!)
  const n3 = duration(input)
  if (n3 === undefined) return undefined
  c.duration = s.duration === undefined ? (s.duration = [n3]) : one(s.duration, n3)
  if ($$8[idxAhead(input, 0)] === 1) {
    const n4 = runs(input)
    if (n4 === undefined) return undefined
    c.runs = s.runs === undefined ? (s.runs = [n4]) : one(s.runs, n4)
  }
  return located(n, input, start)
}

const hookBehaviour$pool = pool("hookBehaviour", () => ({ hookKind: undefined, Of: undefined, containerRef: undefined, Takes: undefined, duration: undefined, Fails: undefined, After: undefined, runs: undefined }))

const hookBehaviour = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(hookBehaviour$pool)
  const c = n.children
  const s = n.spare
  c.hookKind = undefined
  c.Of = undefined
  c.containerRef = undefined
  c.Takes = undefined
  c.duration = undefined
  c.Fails = undefined
  c.After = undefined
  c.runs = undefined
  const n1 = hookKind(input)
  if (n1 === undefined) return undefined
  c.hookKind = s.hookKind === undefined ? (s.hookKind = [n1]) : one(s.hookKind, n1)
  if (!(idxAhead(input, 0) === $Of)) return undefined
  c.Of = s.Of === undefined ? (s.Of = [input.tokens[input.pos++]!]) : one(s.Of, input.tokens[input.pos++]!)
  const n2 = containerRef(input)
  if (n2 === undefined) return undefined
  c.containerRef = s.containerRef === undefined ? (s.containerRef = [n2]) : one(s.containerRef, n2)
  switch ($$10[idxAhead(input, 0)]) {
    case 1: {
      c.Takes = s.Takes === undefined ? (s.Takes = [input.tokens[input.pos++]!]) : one(s.Takes, input.tokens[input.pos++]!)
      const n3 = duration(input)
      if (n3 === undefined) return undefined
      c.duration = s.duration === undefined ? (s.duration = [n3]) : one(s.duration, n3)
      break
    }
    case 2: {
      c.Fails = s.Fails === undefined ? (s.Fails = [input.tokens[input.pos++]!]) : one(s.Fails, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $After)) return undefined
      c.After = s.After === undefined ? (s.After = [input.tokens[input.pos++]!]) : one(s.After, input.tokens[input.pos++]!)
      const n4 = duration(input)
      if (n4 === undefined) return undefined
      c.duration = s.duration === undefined ? (s.duration = [n4]) : one(s.duration, n4)
      break
    }
    default:
      return undefined
  }
  if ($$8[idxAhead(input, 0)] === 1) {
    const n5 = runs(input)
    if (n5 === undefined) return undefined
    c.runs = s.runs === undefined ? (s.runs = [n5]) : one(s.runs, n5)
  }
  return located(n, input, start)
}

const imagePullBehaviour$pool = pool("imagePullBehaviour", () => ({ Image: undefined, Pull: undefined, Of: undefined, containerRef: undefined, Takes: undefined, duration: undefined, Fails: undefined }))

const imagePullBehaviour = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(imagePullBehaviour$pool)
  const c = n.children
  const s = n.spare
  c.Image = undefined
  c.Pull = undefined
  c.Of = undefined
  c.containerRef = undefined
  c.Takes = undefined
  c.duration = undefined
  c.Fails = undefined
  if (!(idxAhead(input, 0) === $Image)) return undefined
  c.Image = s.Image === undefined ? (s.Image = [input.tokens[input.pos++]!]) : one(s.Image, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Pull)) return undefined
  c.Pull = s.Pull === undefined ? (s.Pull = [input.tokens[input.pos++]!]) : one(s.Pull, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Of)) return undefined
  c.Of = s.Of === undefined ? (s.Of = [input.tokens[input.pos++]!]) : one(s.Of, input.tokens[input.pos++]!)
  const n1 = containerRef(input)
  if (n1 === undefined) return undefined
  c.containerRef = s.containerRef === undefined ? (s.containerRef = [n1]) : one(s.containerRef, n1)
  switch ($$10[idxAhead(input, 0)]) {
    case 1: {
      c.Takes = s.Takes === undefined ? (s.Takes = [input.tokens[input.pos++]!]) : one(s.Takes, input.tokens[input.pos++]!)
      const n2 = duration(input)
      if (n2 === undefined) return undefined
      c.duration = s.duration === undefined ? (s.duration = [n2]) : one(s.duration, n2)
      break
    }
    case 2: {
      c.Fails = s.Fails === undefined ? (s.Fails = [input.tokens[input.pos++]!]) : one(s.Fails, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const runs$pool = pool("runs", () => ({ On: undefined, Run: undefined, integer: undefined, Runs: undefined, DotDot: undefined, From: undefined }))

const runs = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(runs$pool)
  const c = n.children
  const s = n.spare
  c.On = undefined
  c.Run = undefined
  c.integer = undefined
  c.Runs = undefined
  c.DotDot = undefined
  c.From = undefined
  switch ($$11[idxAhead(input, 0)]) {
    case 1: {
      c.On = s.On === undefined ? (s.On = [input.tokens[input.pos++]!]) : one(s.On, input.tokens[input.pos++]!)
      switch ($$12[idxAhead(input, 0)]) {
        case 1: {
          c.Run = s.Run === undefined ? (s.Run = [input.tokens[input.pos++]!]) : one(s.Run, input.tokens[input.pos++]!)
          const n1 = integer(input)
          if (n1 === undefined) return undefined
          c.integer = s.integer === undefined ? (s.integer = [n1]) : one(s.integer, n1)
          break
        }
        case 2: {
          c.Runs = s.Runs === undefined ? (s.Runs = [input.tokens[input.pos++]!]) : one(s.Runs, input.tokens[input.pos++]!)
          const n2 = integer(input)
          if (n2 === undefined) return undefined
          c.integer = s.integer === undefined ? (s.integer = [n2]) : one(s.integer, n2)
          if (!(idxAhead(input, 0) === $DotDot)) return undefined
          c.DotDot = s.DotDot === undefined ? (s.DotDot = [input.tokens[input.pos++]!]) : one(s.DotDot, input.tokens[input.pos++]!)
          const n3 = integer(input)
          if (n3 === undefined) return undefined
          if (c.integer === undefined) c.integer = s.integer === undefined ? (s.integer = [n3]) : one(s.integer, n3)
          else c.integer.push(n3)
          break
        }
        default:
          return undefined
      }
      break
    }
    case 2: {
      c.From = s.From === undefined ? (s.From = [input.tokens[input.pos++]!]) : one(s.From, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $Run)) return undefined
      c.Run = s.Run === undefined ? (s.Run = [input.tokens[input.pos++]!]) : one(s.Run, input.tokens[input.pos++]!)
      const n4 = integer(input)
      if (n4 === undefined) return undefined
      c.integer = s.integer === undefined ? (s.integer = [n4]) : one(s.integer, n4)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const eventStatement$pool = pool("eventStatement", () => ({ At: undefined, duration: undefined, containerEvent: undefined, probeEvent: undefined, imagePullEvent: undefined, conditionPatch: undefined, gateRemoval: undefined, podEvent: undefined, nodeEvent: undefined, kubeletEvent: undefined }))

const eventStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(eventStatement$pool)
  const c = n.children
  const s = n.spare
  c.At = undefined
  c.duration = undefined
  c.containerEvent = undefined
  c.probeEvent = undefined
  c.imagePullEvent = undefined
  c.conditionPatch = undefined
  c.gateRemoval = undefined
  c.podEvent = undefined
  c.nodeEvent = undefined
  c.kubeletEvent = undefined
  if (!(idxAhead(input, 0) === $At)) return undefined
  c.At = s.At === undefined ? (s.At = [input.tokens[input.pos++]!]) : one(s.At, input.tokens[input.pos++]!)
  const n1 = duration(input)
  if (n1 === undefined) return undefined
  c.duration = s.duration === undefined ? (s.duration = [n1]) : one(s.duration, n1)
  switch ($$13[idxAhead(input, 0)]) {
    case 1: {
      const n2 = containerEvent(input)
      if (n2 === undefined) return undefined
      c.containerEvent = s.containerEvent === undefined ? (s.containerEvent = [n2]) : one(s.containerEvent, n2)
      break
    }
    case 2: {
      const n3 = probeEvent(input)
      if (n3 === undefined) return undefined
      c.probeEvent = s.probeEvent === undefined ? (s.probeEvent = [n3]) : one(s.probeEvent, n3)
      break
    }
    case 3: {
      const n4 = imagePullEvent(input)
      if (n4 === undefined) return undefined
      c.imagePullEvent = s.imagePullEvent === undefined ? (s.imagePullEvent = [n4]) : one(s.imagePullEvent, n4)
      break
    }
    case 4: {
      const n5 = conditionPatch(input)
      if (n5 === undefined) return undefined
      c.conditionPatch = s.conditionPatch === undefined ? (s.conditionPatch = [n5]) : one(s.conditionPatch, n5)
      break
    }
    case 5: {
      const n6 = gateRemoval(input)
      if (n6 === undefined) return undefined
      c.gateRemoval = s.gateRemoval === undefined ? (s.gateRemoval = [n6]) : one(s.gateRemoval, n6)
      break
    }
    case 6: {
      const n7 = podEvent(input)
      if (n7 === undefined) return undefined
      c.podEvent = s.podEvent === undefined ? (s.podEvent = [n7]) : one(s.podEvent, n7)
      break
    }
    case 7: {
      const n8 = nodeEvent(input)
      if (n8 === undefined) return undefined
      c.nodeEvent = s.nodeEvent === undefined ? (s.nodeEvent = [n8]) : one(s.nodeEvent, n8)
      break
    }
    case 8: {
      const n9 = kubeletEvent(input)
      if (n9 === undefined) return undefined
      c.kubeletEvent = s.kubeletEvent === undefined ? (s.kubeletEvent = [n9]) : one(s.kubeletEvent, n9)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const containerEvent$pool = pool("containerEvent", () => ({ Container: undefined, containerRef: undefined, Exits: undefined, integer: undefined, Is: undefined, Oom: undefined, Killed: undefined, Resized: undefined, To: undefined, resourceSpec: undefined, Image: undefined, Updated: undefined, word: undefined }))

const containerEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(containerEvent$pool)
  const c = n.children
  const s = n.spare
  c.Container = undefined
  c.containerRef = undefined
  c.Exits = undefined
  c.integer = undefined
  c.Is = undefined
  c.Oom = undefined
  c.Killed = undefined
  c.Resized = undefined
  c.To = undefined
  c.resourceSpec = undefined
  c.Image = undefined
  c.Updated = undefined
  c.word = undefined
  if (!(idxAhead(input, 0) === $Container)) return undefined
  c.Container = s.Container === undefined ? (s.Container = [input.tokens[input.pos++]!]) : one(s.Container, input.tokens[input.pos++]!)
  const n1 = containerRef(input)
  if (n1 === undefined) return undefined
  c.containerRef = s.containerRef === undefined ? (s.containerRef = [n1]) : one(s.containerRef, n1)
  switch ($$14[idxAhead(input, 0)]) {
    case 1: {
      c.Exits = s.Exits === undefined ? (s.Exits = [input.tokens[input.pos++]!]) : one(s.Exits, input.tokens[input.pos++]!)
      const n2 = integer(input)
      if (n2 === undefined) return undefined
      c.integer = s.integer === undefined ? (s.integer = [n2]) : one(s.integer, n2)
      break
    }
    case 2: {
      c.Is = s.Is === undefined ? (s.Is = [input.tokens[input.pos++]!]) : one(s.Is, input.tokens[input.pos++]!)
      switch ($$15[idxAhead(input, 0)]) {
        case 1: {
          c.Oom = s.Oom === undefined ? (s.Oom = [input.tokens[input.pos++]!]) : one(s.Oom, input.tokens[input.pos++]!)
          if (!(idxAhead(input, 0) === $Killed)) return undefined
          c.Killed = s.Killed === undefined ? (s.Killed = [input.tokens[input.pos++]!]) : one(s.Killed, input.tokens[input.pos++]!)
          break
        }
        case 2: {
          c.Resized = s.Resized === undefined ? (s.Resized = [input.tokens[input.pos++]!]) : one(s.Resized, input.tokens[input.pos++]!)
          if (!(idxAhead(input, 0) === $To)) return undefined
          c.To = s.To === undefined ? (s.To = [input.tokens[input.pos++]!]) : one(s.To, input.tokens[input.pos++]!)
          const n3 = resourceSpec(input)
          if (n3 === undefined) return undefined
          c.resourceSpec = s.resourceSpec === undefined ? (s.resourceSpec = [n3]) : one(s.resourceSpec, n3)
          break
        }
        default:
          return undefined
      }
      break
    }
    case 3: {
      c.Image = s.Image === undefined ? (s.Image = [input.tokens[input.pos++]!]) : one(s.Image, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $Is)) return undefined
      c.Is = s.Is === undefined ? (s.Is = [input.tokens[input.pos++]!]) : one(s.Is, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $Updated)) return undefined
      c.Updated = s.Updated === undefined ? (s.Updated = [input.tokens[input.pos++]!]) : one(s.Updated, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $To)) return undefined
      c.To = s.To === undefined ? (s.To = [input.tokens[input.pos++]!]) : one(s.To, input.tokens[input.pos++]!)
      const n4 = word(input)
      if (n4 === undefined) return undefined
      c.word = s.word === undefined ? (s.word = [n4]) : one(s.word, n4)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const resourceSpec$pool = pool("resourceSpec", () => ({ resourceAmounts: undefined, Requests: undefined, Limits: undefined }))

const resourceSpec = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(resourceSpec$pool)
  const c = n.children
  const s = n.spare
  c.resourceAmounts = undefined
  c.Requests = undefined
  c.Limits = undefined
  switch ($$16[idxAhead(input, 0)]) {
    case 1: {
      const n1 = resourceAmounts(input)
      if (n1 === undefined) return undefined
      c.resourceAmounts = s.resourceAmounts === undefined ? (s.resourceAmounts = [n1]) : one(s.resourceAmounts, n1)
      break
    }
    case 2: {
      c.Requests = s.Requests === undefined ? (s.Requests = [input.tokens[input.pos++]!]) : one(s.Requests, input.tokens[input.pos++]!)
      const n2 = resourceAmounts(input)
      if (n2 === undefined) return undefined
      c.resourceAmounts = s.resourceAmounts === undefined ? (s.resourceAmounts = [n2]) : one(s.resourceAmounts, n2)
      if ($$17[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $Limits)) return undefined
        c.Limits = s.Limits === undefined ? (s.Limits = [input.tokens[input.pos++]!]) : one(s.Limits, input.tokens[input.pos++]!)
        const n3 = resourceAmounts(input)
        if (n3 === undefined) return undefined
        if (c.resourceAmounts === undefined) c.resourceAmounts = s.resourceAmounts === undefined ? (s.resourceAmounts = [n3]) : one(s.resourceAmounts, n3)
        else c.resourceAmounts.push(n3)
      }
      break
    }
    case 3: {
      c.Limits = s.Limits === undefined ? (s.Limits = [input.tokens[input.pos++]!]) : one(s.Limits, input.tokens[input.pos++]!)
      const n4 = resourceAmounts(input)
      if (n4 === undefined) return undefined
      c.resourceAmounts = s.resourceAmounts === undefined ? (s.resourceAmounts = [n4]) : one(s.resourceAmounts, n4)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const resourceAmounts$pool = pool("resourceAmounts", () => ({ Cpu: undefined, Memory: undefined, quantity: undefined }))

const resourceAmounts = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(resourceAmounts$pool)
  const c = n.children
  const s = n.spare
  c.Cpu = undefined
  c.Memory = undefined
  c.quantity = undefined
  if (!($$18[idxAhead(input, 0)] === 1)) return undefined
  do {
    switch ($$19[idxAhead(input, 0)]) {
      case 1: {
        if (c.Cpu === undefined) c.Cpu = s.Cpu === undefined ? (s.Cpu = [input.tokens[input.pos++]!]) : one(s.Cpu, input.tokens[input.pos++]!)
        else c.Cpu.push(input.tokens[input.pos++]!)
        break
      }
      case 2: {
        if (c.Memory === undefined) c.Memory = s.Memory === undefined ? (s.Memory = [input.tokens[input.pos++]!]) : one(s.Memory, input.tokens[input.pos++]!)
        else c.Memory.push(input.tokens[input.pos++]!)
        break
      }
      default:
        return undefined
    }
    const n1 = quantity(input)
    if (n1 === undefined) return undefined
    if (c.quantity === undefined) c.quantity = s.quantity === undefined ? (s.quantity = [n1]) : one(s.quantity, n1)
    else c.quantity.push(n1)
  } while ($$18[idxAhead(input, 0)] === 1)
  return located(n, input, start)
}

const quantity$pool = pool("quantity", () => ({ DurationLiteral: undefined, IntegerLiteral: undefined, VersionLiteral: undefined, Placeholder: undefined }))

const quantity = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(quantity$pool)
  const c = n.children
  const s = n.spare
  c.DurationLiteral = undefined
  c.IntegerLiteral = undefined
  c.VersionLiteral = undefined
  c.Placeholder = undefined
  switch ($$20[idxAhead(input, 0)]) {
    case 1: {
      c.DurationLiteral = s.DurationLiteral === undefined ? (s.DurationLiteral = [input.tokens[input.pos++]!]) : one(s.DurationLiteral, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.IntegerLiteral = s.IntegerLiteral === undefined ? (s.IntegerLiteral = [input.tokens[input.pos++]!]) : one(s.IntegerLiteral, input.tokens[input.pos++]!)
      break
    }
    case 3: {
      c.VersionLiteral = s.VersionLiteral === undefined ? (s.VersionLiteral = [input.tokens[input.pos++]!]) : one(s.VersionLiteral, input.tokens[input.pos++]!)
      break
    }
    case 4: {
      c.Placeholder = s.Placeholder === undefined ? (s.Placeholder = [input.tokens[input.pos++]!]) : one(s.Placeholder, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const probeEvent$pool = pool("probeEvent", () => ({ probeKind: undefined, Of: undefined, containerRef: undefined, probeAnswer: undefined }))

const probeEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(probeEvent$pool)
  const c = n.children
  const s = n.spare
  c.probeKind = undefined
  c.Of = undefined
  c.containerRef = undefined
  c.probeAnswer = undefined
  const n1 = probeKind(input)
  if (n1 === undefined) return undefined
  c.probeKind = s.probeKind === undefined ? (s.probeKind = [n1]) : one(s.probeKind, n1)
  if (!(idxAhead(input, 0) === $Of)) return undefined
  c.Of = s.Of === undefined ? (s.Of = [input.tokens[input.pos++]!]) : one(s.Of, input.tokens[input.pos++]!)
  const n2 = containerRef(input)
  if (n2 === undefined) return undefined
  c.containerRef = s.containerRef === undefined ? (s.containerRef = [n2]) : one(s.containerRef, n2)
  const n3 = probeAnswer(input)
  if (n3 === undefined) return undefined
  c.probeAnswer = s.probeAnswer === undefined ? (s.probeAnswer = [n3]) : one(s.probeAnswer, n3)
  return located(n, input, start)
}

const probeAnswer$pool = pool("probeAnswer", () => ({ Succeeds: undefined, Fails: undefined, Errors: undefined, Times: undefined, Out: undefined }))

const probeAnswer = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(probeAnswer$pool)
  const c = n.children
  const s = n.spare
  c.Succeeds = undefined
  c.Fails = undefined
  c.Errors = undefined
  c.Times = undefined
  c.Out = undefined
  switch ($$21[idxAhead(input, 0)]) {
    case 1: {
      c.Succeeds = s.Succeeds === undefined ? (s.Succeeds = [input.tokens[input.pos++]!]) : one(s.Succeeds, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.Fails = s.Fails === undefined ? (s.Fails = [input.tokens[input.pos++]!]) : one(s.Fails, input.tokens[input.pos++]!)
      break
    }
    case 3: {
      c.Errors = s.Errors === undefined ? (s.Errors = [input.tokens[input.pos++]!]) : one(s.Errors, input.tokens[input.pos++]!)
      break
    }
    case 4: {
      c.Times = s.Times === undefined ? (s.Times = [input.tokens[input.pos++]!]) : one(s.Times, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $Out)) return undefined
      c.Out = s.Out === undefined ? (s.Out = [input.tokens[input.pos++]!]) : one(s.Out, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const imagePullEvent$pool = pool("imagePullEvent", () => ({ Image: undefined, Pull: undefined, Of: undefined, containerRef: undefined, Succeeds: undefined }))

const imagePullEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(imagePullEvent$pool)
  const c = n.children
  const s = n.spare
  c.Image = undefined
  c.Pull = undefined
  c.Of = undefined
  c.containerRef = undefined
  c.Succeeds = undefined
  if (!(idxAhead(input, 0) === $Image)) return undefined
  c.Image = s.Image === undefined ? (s.Image = [input.tokens[input.pos++]!]) : one(s.Image, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Pull)) return undefined
  c.Pull = s.Pull === undefined ? (s.Pull = [input.tokens[input.pos++]!]) : one(s.Pull, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Of)) return undefined
  c.Of = s.Of === undefined ? (s.Of = [input.tokens[input.pos++]!]) : one(s.Of, input.tokens[input.pos++]!)
  const n1 = containerRef(input)
  if (n1 === undefined) return undefined
  c.containerRef = s.containerRef === undefined ? (s.containerRef = [n1]) : one(s.containerRef, n1)
  if (!(idxAhead(input, 0) === $Succeeds)) return undefined
  c.Succeeds = s.Succeeds === undefined ? (s.Succeeds = [input.tokens[input.pos++]!]) : one(s.Succeeds, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const conditionPatch$pool = pool("conditionPatch", () => ({ Condition: undefined, name: undefined, Is: undefined, word: undefined }))

const conditionPatch = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(conditionPatch$pool)
  const c = n.children
  const s = n.spare
  c.Condition = undefined
  c.name = undefined
  c.Is = undefined
  c.word = undefined
  if (!(idxAhead(input, 0) === $Condition)) return undefined
  c.Condition = s.Condition === undefined ? (s.Condition = [input.tokens[input.pos++]!]) : one(s.Condition, input.tokens[input.pos++]!)
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = s.name === undefined ? (s.name = [n1]) : one(s.name, n1)
  if (!(idxAhead(input, 0) === $Is)) return undefined
  c.Is = s.Is === undefined ? (s.Is = [input.tokens[input.pos++]!]) : one(s.Is, input.tokens[input.pos++]!)
  const n2 = word(input)
  if (n2 === undefined) return undefined
  c.word = s.word === undefined ? (s.word = [n2]) : one(s.word, n2)
  return located(n, input, start)
}

const gateRemoval$pool = pool("gateRemoval", () => ({ Scheduling: undefined, Gate: undefined, name: undefined, Is: undefined, Removed: undefined }))

const gateRemoval = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(gateRemoval$pool)
  const c = n.children
  const s = n.spare
  c.Scheduling = undefined
  c.Gate = undefined
  c.name = undefined
  c.Is = undefined
  c.Removed = undefined
  if (!(idxAhead(input, 0) === $Scheduling)) return undefined
  c.Scheduling = s.Scheduling === undefined ? (s.Scheduling = [input.tokens[input.pos++]!]) : one(s.Scheduling, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Gate)) return undefined
  c.Gate = s.Gate === undefined ? (s.Gate = [input.tokens[input.pos++]!]) : one(s.Gate, input.tokens[input.pos++]!)
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = s.name === undefined ? (s.name = [n1]) : one(s.name, n1)
  if (!(idxAhead(input, 0) === $Is)) return undefined
  c.Is = s.Is === undefined ? (s.Is = [input.tokens[input.pos++]!]) : one(s.Is, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Removed)) return undefined
  c.Removed = s.Removed === undefined ? (s.Removed = [input.tokens[input.pos++]!]) : one(s.Removed, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const podEvent$pool = pool("podEvent", () => ({ Pod: undefined, name: undefined, Is: undefined, Scheduled: undefined, To: undefined, Deleted: undefined, With: undefined, Grace: undefined, duration: undefined, Force: undefined, Evicted: undefined, By: undefined, The: undefined, Kubelet: undefined, For: undefined, Soft: undefined, Memory: undefined, Disk: undefined, Pid: undefined, Preempted: undefined, conditionPatch: undefined, gateRemoval: undefined }))

const podEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(podEvent$pool)
  const c = n.children
  const s = n.spare
  c.Pod = undefined
  c.name = undefined
  c.Is = undefined
  c.Scheduled = undefined
  c.To = undefined
  c.Deleted = undefined
  c.With = undefined
  c.Grace = undefined
  c.duration = undefined
  c.Force = undefined
  c.Evicted = undefined
  c.By = undefined
  c.The = undefined
  c.Kubelet = undefined
  c.For = undefined
  c.Soft = undefined
  c.Memory = undefined
  c.Disk = undefined
  c.Pid = undefined
  c.Preempted = undefined
  c.conditionPatch = undefined
  c.gateRemoval = undefined
  if (!(idxAhead(input, 0) === $Pod)) return undefined
  c.Pod = s.Pod === undefined ? (s.Pod = [input.tokens[input.pos++]!]) : one(s.Pod, input.tokens[input.pos++]!)
  if (nameAhead(idxAhead(input, 0), idxAhead(input, 1), $$23) && ($$22[idxAhead(input, 0)] === 1)) {
    const n1 = name(input)
    if (n1 === undefined) return undefined
    c.name = s.name === undefined ? (s.name = [n1]) : one(s.name, n1)
  }
  switch ($$24[idxAhead(input, 0)]) {
    case 1: {
      c.Is = s.Is === undefined ? (s.Is = [input.tokens[input.pos++]!]) : one(s.Is, input.tokens[input.pos++]!)
      switch ($$25[idxAhead(input, 0)]) {
        case 1: {
          c.Scheduled = s.Scheduled === undefined ? (s.Scheduled = [input.tokens[input.pos++]!]) : one(s.Scheduled, input.tokens[input.pos++]!)
          if (!(idxAhead(input, 0) === $To)) return undefined
          c.To = s.To === undefined ? (s.To = [input.tokens[input.pos++]!]) : one(s.To, input.tokens[input.pos++]!)
          const n2 = name(input)
          if (n2 === undefined) return undefined
          if (c.name === undefined) c.name = s.name === undefined ? (s.name = [n2]) : one(s.name, n2)
          else c.name.push(n2)
          break
        }
        case 2: {
          c.Deleted = s.Deleted === undefined ? (s.Deleted = [input.tokens[input.pos++]!]) : one(s.Deleted, input.tokens[input.pos++]!)
          if ($$5[idxAhead(input, 0)] === 1) {
            if (!(idxAhead(input, 0) === $With)) return undefined
            c.With = s.With === undefined ? (s.With = [input.tokens[input.pos++]!]) : one(s.With, input.tokens[input.pos++]!)
            if (!(idxAhead(input, 0) === $Grace)) return undefined
            c.Grace = s.Grace === undefined ? (s.Grace = [input.tokens[input.pos++]!]) : one(s.Grace, input.tokens[input.pos++]!)
            const n3 = duration(input)
            if (n3 === undefined) return undefined
            c.duration = s.duration === undefined ? (s.duration = [n3]) : one(s.duration, n3)
          }
          break
        }
        case 3: {
          c.Force = s.Force === undefined ? (s.Force = [input.tokens[input.pos++]!]) : one(s.Force, input.tokens[input.pos++]!)
          if (!(idxAhead(input, 0) === $Deleted)) return undefined
          c.Deleted = s.Deleted === undefined ? (s.Deleted = [input.tokens[input.pos++]!]) : one(s.Deleted, input.tokens[input.pos++]!)
          break
        }
        case 4: {
          c.Evicted = s.Evicted === undefined ? (s.Evicted = [input.tokens[input.pos++]!]) : one(s.Evicted, input.tokens[input.pos++]!)
          if ($$26[idxAhead(input, 0)] === 1) {
            if (!(idxAhead(input, 0) === $By)) return undefined
            c.By = s.By === undefined ? (s.By = [input.tokens[input.pos++]!]) : one(s.By, input.tokens[input.pos++]!)
            if (!(idxAhead(input, 0) === $The)) return undefined
            c.The = s.The === undefined ? (s.The = [input.tokens[input.pos++]!]) : one(s.The, input.tokens[input.pos++]!)
            if (!(idxAhead(input, 0) === $Kubelet)) return undefined
            c.Kubelet = s.Kubelet === undefined ? (s.Kubelet = [input.tokens[input.pos++]!]) : one(s.Kubelet, input.tokens[input.pos++]!)
            if (!(idxAhead(input, 0) === $For)) return undefined
            c.For = s.For === undefined ? (s.For = [input.tokens[input.pos++]!]) : one(s.For, input.tokens[input.pos++]!)
            if ($$27[idxAhead(input, 0)] === 1) {
              if (!(idxAhead(input, 0) === $Soft)) return undefined
              c.Soft = s.Soft === undefined ? (s.Soft = [input.tokens[input.pos++]!]) : one(s.Soft, input.tokens[input.pos++]!)
            }
            switch ($$28[idxAhead(input, 0)]) {
              case 1: {
                c.Memory = s.Memory === undefined ? (s.Memory = [input.tokens[input.pos++]!]) : one(s.Memory, input.tokens[input.pos++]!)
                break
              }
              case 2: {
                c.Disk = s.Disk === undefined ? (s.Disk = [input.tokens[input.pos++]!]) : one(s.Disk, input.tokens[input.pos++]!)
                break
              }
              case 3: {
                c.Pid = s.Pid === undefined ? (s.Pid = [input.tokens[input.pos++]!]) : one(s.Pid, input.tokens[input.pos++]!)
                break
              }
              default:
                return undefined
            }
          }
          break
        }
        case 5: {
          c.Preempted = s.Preempted === undefined ? (s.Preempted = [input.tokens[input.pos++]!]) : one(s.Preempted, input.tokens[input.pos++]!)
          break
        }
        default:
          return undefined
      }
      break
    }
    case 2: {
      const n4 = conditionPatch(input)
      if (n4 === undefined) return undefined
      c.conditionPatch = s.conditionPatch === undefined ? (s.conditionPatch = [n4]) : one(s.conditionPatch, n4)
      break
    }
    case 3: {
      const n5 = gateRemoval(input)
      if (n5 === undefined) return undefined
      c.gateRemoval = s.gateRemoval === undefined ? (s.gateRemoval = [n5]) : one(s.gateRemoval, n5)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const nodeEvent$pool = pool("nodeEvent", () => ({ Node: undefined, name: undefined, Fails: undefined, Recovers: undefined, Reboots: undefined, Shuts: undefined, Down: undefined, Is: undefined, Deleted: undefined, Tainted: undefined, OutOfService: undefined }))

const nodeEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(nodeEvent$pool)
  const c = n.children
  const s = n.spare
  c.Node = undefined
  c.name = undefined
  c.Fails = undefined
  c.Recovers = undefined
  c.Reboots = undefined
  c.Shuts = undefined
  c.Down = undefined
  c.Is = undefined
  c.Deleted = undefined
  c.Tainted = undefined
  c.OutOfService = undefined
  if (!(idxAhead(input, 0) === $Node)) return undefined
  c.Node = s.Node === undefined ? (s.Node = [input.tokens[input.pos++]!]) : one(s.Node, input.tokens[input.pos++]!)
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = s.name === undefined ? (s.name = [n1]) : one(s.name, n1)
  switch ($$29[idxAhead(input, 0)]) {
    case 1: {
      c.Fails = s.Fails === undefined ? (s.Fails = [input.tokens[input.pos++]!]) : one(s.Fails, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.Recovers = s.Recovers === undefined ? (s.Recovers = [input.tokens[input.pos++]!]) : one(s.Recovers, input.tokens[input.pos++]!)
      break
    }
    case 3: {
      c.Reboots = s.Reboots === undefined ? (s.Reboots = [input.tokens[input.pos++]!]) : one(s.Reboots, input.tokens[input.pos++]!)
      break
    }
    case 4: {
      c.Shuts = s.Shuts === undefined ? (s.Shuts = [input.tokens[input.pos++]!]) : one(s.Shuts, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $Down)) return undefined
      c.Down = s.Down === undefined ? (s.Down = [input.tokens[input.pos++]!]) : one(s.Down, input.tokens[input.pos++]!)
      break
    }
    case 5: {
      c.Is = s.Is === undefined ? (s.Is = [input.tokens[input.pos++]!]) : one(s.Is, input.tokens[input.pos++]!)
      switch ($$30[idxAhead(input, 0)]) {
        case 1: {
          c.Deleted = s.Deleted === undefined ? (s.Deleted = [input.tokens[input.pos++]!]) : one(s.Deleted, input.tokens[input.pos++]!)
          break
        }
        case 2: {
          c.Tainted = s.Tainted === undefined ? (s.Tainted = [input.tokens[input.pos++]!]) : one(s.Tainted, input.tokens[input.pos++]!)
          if (!(idxAhead(input, 0) === $OutOfService)) return undefined
          c.OutOfService = s.OutOfService === undefined ? (s.OutOfService = [input.tokens[input.pos++]!]) : one(s.OutOfService, input.tokens[input.pos++]!)
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
  return located(n, input, start)
}

const kubeletEvent$pool = pool("kubeletEvent", () => ({ Kubelet: undefined, On: undefined, name: undefined, Restarts: undefined, Stops: undefined, Starts: undefined }))

const kubeletEvent = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(kubeletEvent$pool)
  const c = n.children
  const s = n.spare
  c.Kubelet = undefined
  c.On = undefined
  c.name = undefined
  c.Restarts = undefined
  c.Stops = undefined
  c.Starts = undefined
  if (!(idxAhead(input, 0) === $Kubelet)) return undefined
  c.Kubelet = s.Kubelet === undefined ? (s.Kubelet = [input.tokens[input.pos++]!]) : one(s.Kubelet, input.tokens[input.pos++]!)
  if ($$31[idxAhead(input, 0)] === 1) {
    if (!(idxAhead(input, 0) === $On)) return undefined
    c.On = s.On === undefined ? (s.On = [input.tokens[input.pos++]!]) : one(s.On, input.tokens[input.pos++]!)
    const n1 = name(input)
    if (n1 === undefined) return undefined
    c.name = s.name === undefined ? (s.name = [n1]) : one(s.name, n1)
  }
  switch ($$32[idxAhead(input, 0)]) {
    case 1: {
      c.Restarts = s.Restarts === undefined ? (s.Restarts = [input.tokens[input.pos++]!]) : one(s.Restarts, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.Stops = s.Stops === undefined ? (s.Stops = [input.tokens[input.pos++]!]) : one(s.Stops, input.tokens[input.pos++]!)
      break
    }
    case 3: {
      c.Starts = s.Starts === undefined ? (s.Starts = [input.tokens[input.pos++]!]) : one(s.Starts, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const expectStatement$pool = pool("expectStatement", () => ({ Expect: undefined, Order: undefined, Colon: undefined, expectation: undefined, Comma: undefined, when: undefined, times: undefined, And: undefined }))

const expectStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(expectStatement$pool)
  const c = n.children
  const s = n.spare
  c.Expect = undefined
  c.Order = undefined
  c.Colon = undefined
  c.expectation = undefined
  c.Comma = undefined
  c.when = undefined
  c.times = undefined
  c.And = undefined
  if (!(idxAhead(input, 0) === $Expect)) return undefined
  c.Expect = s.Expect === undefined ? (s.Expect = [input.tokens[input.pos++]!]) : one(s.Expect, input.tokens[input.pos++]!)
  switch ($$33[idxAhead(input, 0)]) {
    case 1: {
      c.Order = s.Order === undefined ? (s.Order = [input.tokens[input.pos++]!]) : one(s.Order, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $Colon)) return undefined
      c.Colon = s.Colon === undefined ? (s.Colon = [input.tokens[input.pos++]!]) : one(s.Colon, input.tokens[input.pos++]!)
      const n1 = expectation(input)
      if (n1 === undefined) return undefined
      c.expectation = s.expectation === undefined ? (s.expectation = [n1]) : one(s.expectation, n1)
      while ($$34[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $Comma)) return undefined
        if (c.Comma === undefined) c.Comma = s.Comma === undefined ? (s.Comma = [input.tokens[input.pos++]!]) : one(s.Comma, input.tokens[input.pos++]!)
        else c.Comma.push(input.tokens[input.pos++]!)
        const n2 = expectation(input)
        if (n2 === undefined) return undefined
        if (c.expectation === undefined) c.expectation = s.expectation === undefined ? (s.expectation = [n2]) : one(s.expectation, n2)
        else c.expectation.push(n2)
      }
      break
    }
    case 2: {
      if ($$35[idxAhead(input, 0)] === 1) {
        const n3 = when(input)
        if (n3 === undefined) return undefined
        c.when = s.when === undefined ? (s.when = [n3]) : one(s.when, n3)
      }
      if ($$36[idxAhead(input, 0)] === 1) {
        const n4 = times(input)
        if (n4 === undefined) return undefined
        c.times = s.times === undefined ? (s.times = [n4]) : one(s.times, n4)
      }
      const n5 = expectation(input)
      if (n5 === undefined) return undefined
      c.expectation = s.expectation === undefined ? (s.expectation = [n5]) : one(s.expectation, n5)
      while ($$37[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $And)) return undefined
        if (c.And === undefined) c.And = s.And === undefined ? (s.And = [input.tokens[input.pos++]!]) : one(s.And, input.tokens[input.pos++]!)
        else c.And.push(input.tokens[input.pos++]!)
        const n6 = expectation(input)
        if (n6 === undefined) return undefined
        if (c.expectation === undefined) c.expectation = s.expectation === undefined ? (s.expectation = [n6]) : one(s.expectation, n6)
        else c.expectation.push(n6)
      }
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const when$pool = pool("when", () => ({ At: undefined, duration: undefined, End: undefined, From: undefined, Until: undefined, By: undefined, Sometime: undefined, Eventually: undefined, Throughout: undefined, Never: undefined }))

const when = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(when$pool)
  const c = n.children
  const s = n.spare
  c.At = undefined
  c.duration = undefined
  c.End = undefined
  c.From = undefined
  c.Until = undefined
  c.By = undefined
  c.Sometime = undefined
  c.Eventually = undefined
  c.Throughout = undefined
  c.Never = undefined
  switch ($$38[idxAhead(input, 0)]) {
    case 1: {
      c.At = s.At === undefined ? (s.At = [input.tokens[input.pos++]!]) : one(s.At, input.tokens[input.pos++]!)
      switch ($$39[idxAhead(input, 0)]) {
        case 1: {
          const n1 = duration(input)
          if (n1 === undefined) return undefined
          c.duration = s.duration === undefined ? (s.duration = [n1]) : one(s.duration, n1)
          break
        }
        case 2: {
          c.End = s.End === undefined ? (s.End = [input.tokens[input.pos++]!]) : one(s.End, input.tokens[input.pos++]!)
          break
        }
        default:
          return undefined
      }
      break
    }
    case 2: {
      c.From = s.From === undefined ? (s.From = [input.tokens[input.pos++]!]) : one(s.From, input.tokens[input.pos++]!)
      const n2 = duration(input)
      if (n2 === undefined) return undefined
      c.duration = s.duration === undefined ? (s.duration = [n2]) : one(s.duration, n2)
      if ($$40[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $Until)) return undefined
        c.Until = s.Until === undefined ? (s.Until = [input.tokens[input.pos++]!]) : one(s.Until, input.tokens[input.pos++]!)
        const n3 = duration(input)
        if (n3 === undefined) return undefined
        if (c.duration === undefined) c.duration = s.duration === undefined ? (s.duration = [n3]) : one(s.duration, n3)
        else c.duration.push(n3)
      }
      break
    }
    case 3: {
      c.By = s.By === undefined ? (s.By = [input.tokens[input.pos++]!]) : one(s.By, input.tokens[input.pos++]!)
      const n4 = duration(input)
      if (n4 === undefined) return undefined
      c.duration = s.duration === undefined ? (s.duration = [n4]) : one(s.duration, n4)
      break
    }
    case 4: {
      c.Sometime = s.Sometime === undefined ? (s.Sometime = [input.tokens[input.pos++]!]) : one(s.Sometime, input.tokens[input.pos++]!)
      if (!(idxAhead(input, 0) === $From)) return undefined
      c.From = s.From === undefined ? (s.From = [input.tokens[input.pos++]!]) : one(s.From, input.tokens[input.pos++]!)
      const n5 = duration(input)
      if (n5 === undefined) return undefined
      c.duration = s.duration === undefined ? (s.duration = [n5]) : one(s.duration, n5)
      if (!(idxAhead(input, 0) === $Until)) return undefined
      c.Until = s.Until === undefined ? (s.Until = [input.tokens[input.pos++]!]) : one(s.Until, input.tokens[input.pos++]!)
      const n6 = duration(input)
      if (n6 === undefined) return undefined
      if (c.duration === undefined) c.duration = s.duration === undefined ? (s.duration = [n6]) : one(s.duration, n6)
      else c.duration.push(n6)
      break
    }
    case 5: {
      c.Eventually = s.Eventually === undefined ? (s.Eventually = [input.tokens[input.pos++]!]) : one(s.Eventually, input.tokens[input.pos++]!)
      break
    }
    case 6: {
      c.Throughout = s.Throughout === undefined ? (s.Throughout = [input.tokens[input.pos++]!]) : one(s.Throughout, input.tokens[input.pos++]!)
      break
    }
    case 7: {
      c.Never = s.Never === undefined ? (s.Never = [input.tokens[input.pos++]!]) : one(s.Never, input.tokens[input.pos++]!)
      if ($$41[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $From)) return undefined
        c.From = s.From === undefined ? (s.From = [input.tokens[input.pos++]!]) : one(s.From, input.tokens[input.pos++]!)
        const n7 = duration(input)
        if (n7 === undefined) return undefined
        c.duration = s.duration === undefined ? (s.duration = [n7]) : one(s.duration, n7)
      }
      if ($$40[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $Until)) return undefined
        c.Until = s.Until === undefined ? (s.Until = [input.tokens[input.pos++]!]) : one(s.Until, input.tokens[input.pos++]!)
        const n8 = duration(input)
        if (n8 === undefined) return undefined
        if (c.duration === undefined) c.duration = s.duration === undefined ? (s.duration = [n8]) : one(s.duration, n8)
        else c.duration.push(n8)
      }
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const times$pool = pool("times", () => ({ integer: undefined, Times: undefined }))

const times = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(times$pool)
  const c = n.children
  const s = n.spare
  c.integer = undefined
  c.Times = undefined
  const n1 = integer(input)
  if (n1 === undefined) return undefined
  c.integer = s.integer === undefined ? (s.integer = [n1]) : one(s.integer, n1)
  if (!(idxAhead(input, 0) === $Times)) return undefined
  c.Times = s.Times === undefined ? (s.Times = [input.tokens[input.pos++]!]) : one(s.Times, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const expectation$pool = pool("expectation", () => ({ what: undefined, nthTime: undefined }))

const expectation = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(expectation$pool)
  const c = n.children
  const s = n.spare
  c.what = undefined
  c.nthTime = undefined
  const n1 = what(input)
  if (n1 === undefined) return undefined
  c.what = s.what === undefined ? (s.what = [n1]) : one(s.what, n1)
  if ($$42[idxAhead(input, 0)] === 1) {
    const n2 = nthTime(input)
    if (n2 === undefined) return undefined
    c.nthTime = s.nthTime === undefined ? (s.nthTime = [n2]) : one(s.nthTime, n2)
  }
  return located(n, input, start)
}

const what$pool = pool("what", () => ({ podState: undefined, Pod: undefined, name: undefined, Becomes: undefined, Removed: undefined, Container: undefined, containerRef: undefined, containerTail: undefined, Signal: undefined, word: undefined, To: undefined, hookKind: undefined, Of: undefined, Starts: undefined, probeRun: undefined }))

const what = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(what$pool)
  const c = n.children
  const s = n.spare
  c.podState = undefined
  c.Pod = undefined
  c.name = undefined
  c.Becomes = undefined
  c.Removed = undefined
  c.Container = undefined
  c.containerRef = undefined
  c.containerTail = undefined
  c.Signal = undefined
  c.word = undefined
  c.To = undefined
  c.hookKind = undefined
  c.Of = undefined
  c.Starts = undefined
  c.probeRun = undefined
  switch ($$43[idxAhead(input, 0)]) {
    case 1: {
      const n1 = podState(input)
      if (n1 === undefined) return undefined
      c.podState = s.podState === undefined ? (s.podState = [n1]) : one(s.podState, n1)
      break
    }
    case 2: {
      c.Pod = s.Pod === undefined ? (s.Pod = [input.tokens[input.pos++]!]) : one(s.Pod, input.tokens[input.pos++]!)
      if (nameAhead(idxAhead(input, 0), idxAhead(input, 1), $$44) && ($$22[idxAhead(input, 0)] === 1)) {
        const n2 = name(input)
        if (n2 === undefined) return undefined
        c.name = s.name === undefined ? (s.name = [n2]) : one(s.name, n2)
      }
      switch ($$45[idxAhead(input, 0)]) {
        case 1: {
          if ($$46[idxAhead(input, 0)] === 1) {
            if (!(idxAhead(input, 0) === $Becomes)) return undefined
            c.Becomes = s.Becomes === undefined ? (s.Becomes = [input.tokens[input.pos++]!]) : one(s.Becomes, input.tokens[input.pos++]!)
          }
          if (!(idxAhead(input, 0) === $Removed)) return undefined
          c.Removed = s.Removed === undefined ? (s.Removed = [input.tokens[input.pos++]!]) : one(s.Removed, input.tokens[input.pos++]!)
          break
        }
        case 2: {
          const n3 = podState(input)
          if (n3 === undefined) return undefined
          c.podState = s.podState === undefined ? (s.podState = [n3]) : one(s.podState, n3)
          break
        }
        default:
          return undefined
      }
      break
    }
    case 3: {
      c.Container = s.Container === undefined ? (s.Container = [input.tokens[input.pos++]!]) : one(s.Container, input.tokens[input.pos++]!)
      const n4 = containerRef(input)
      if (n4 === undefined) return undefined
      c.containerRef = s.containerRef === undefined ? (s.containerRef = [n4]) : one(s.containerRef, n4)
      if ($$46[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = s.Becomes === undefined ? (s.Becomes = [input.tokens[input.pos++]!]) : one(s.Becomes, input.tokens[input.pos++]!)
      }
      const n5 = containerTail(input)
      if (n5 === undefined) return undefined
      c.containerTail = s.containerTail === undefined ? (s.containerTail = [n5]) : one(s.containerTail, n5)
      break
    }
    case 4: {
      c.Signal = s.Signal === undefined ? (s.Signal = [input.tokens[input.pos++]!]) : one(s.Signal, input.tokens[input.pos++]!)
      const n6 = word(input)
      if (n6 === undefined) return undefined
      c.word = s.word === undefined ? (s.word = [n6]) : one(s.word, n6)
      if (!(idxAhead(input, 0) === $To)) return undefined
      c.To = s.To === undefined ? (s.To = [input.tokens[input.pos++]!]) : one(s.To, input.tokens[input.pos++]!)
      const n7 = containerRef(input)
      if (n7 === undefined) return undefined
      c.containerRef = s.containerRef === undefined ? (s.containerRef = [n7]) : one(s.containerRef, n7)
      break
    }
    case 5: {
      const n8 = hookKind(input)
      if (n8 === undefined) return undefined
      c.hookKind = s.hookKind === undefined ? (s.hookKind = [n8]) : one(s.hookKind, n8)
      if (!(idxAhead(input, 0) === $Of)) return undefined
      c.Of = s.Of === undefined ? (s.Of = [input.tokens[input.pos++]!]) : one(s.Of, input.tokens[input.pos++]!)
      const n9 = containerRef(input)
      if (n9 === undefined) return undefined
      c.containerRef = s.containerRef === undefined ? (s.containerRef = [n9]) : one(s.containerRef, n9)
      if (!(idxAhead(input, 0) === $Starts)) return undefined
      c.Starts = s.Starts === undefined ? (s.Starts = [input.tokens[input.pos++]!]) : one(s.Starts, input.tokens[input.pos++]!)
      break
    }
    case 6: {
      const n10 = probeRun(input)
      if (n10 === undefined) return undefined
      c.probeRun = s.probeRun === undefined ? (s.probeRun = [n10]) : one(s.probeRun, n10)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const probeRun$pool = pool("probeRun", () => ({ probeKind: undefined, Probe: undefined, Of: undefined, containerRef: undefined, Runs: undefined, probeAnswer: undefined }))

const probeRun = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(probeRun$pool)
  const c = n.children
  const s = n.spare
  c.probeKind = undefined
  c.Probe = undefined
  c.Of = undefined
  c.containerRef = undefined
  c.Runs = undefined
  c.probeAnswer = undefined
  const n1 = probeKind(input)
  if (n1 === undefined) return undefined
  c.probeKind = s.probeKind === undefined ? (s.probeKind = [n1]) : one(s.probeKind, n1)
  if (!(idxAhead(input, 0) === $Probe)) return undefined
  c.Probe = s.Probe === undefined ? (s.Probe = [input.tokens[input.pos++]!]) : one(s.Probe, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Of)) return undefined
  c.Of = s.Of === undefined ? (s.Of = [input.tokens[input.pos++]!]) : one(s.Of, input.tokens[input.pos++]!)
  const n2 = containerRef(input)
  if (n2 === undefined) return undefined
  c.containerRef = s.containerRef === undefined ? (s.containerRef = [n2]) : one(s.containerRef, n2)
  switch ($$47[idxAhead(input, 0)]) {
    case 1: {
      c.Runs = s.Runs === undefined ? (s.Runs = [input.tokens[input.pos++]!]) : one(s.Runs, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      const n3 = probeAnswer(input)
      if (n3 === undefined) return undefined
      c.probeAnswer = s.probeAnswer === undefined ? (s.probeAnswer = [n3]) : one(s.probeAnswer, n3)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const nthTime$pool = pool("nthTime", () => ({ For: undefined, The: undefined, OrdinalLiteral: undefined, Placeholder: undefined, Time: undefined }))

const nthTime = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(nthTime$pool)
  const c = n.children
  const s = n.spare
  c.For = undefined
  c.The = undefined
  c.OrdinalLiteral = undefined
  c.Placeholder = undefined
  c.Time = undefined
  if (!(idxAhead(input, 0) === $For)) return undefined
  c.For = s.For === undefined ? (s.For = [input.tokens[input.pos++]!]) : one(s.For, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $The)) return undefined
  c.The = s.The === undefined ? (s.The = [input.tokens[input.pos++]!]) : one(s.The, input.tokens[input.pos++]!)
  switch ($$48[idxAhead(input, 0)]) {
    case 1: {
      c.OrdinalLiteral = s.OrdinalLiteral === undefined ? (s.OrdinalLiteral = [input.tokens[input.pos++]!]) : one(s.OrdinalLiteral, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.Placeholder = s.Placeholder === undefined ? (s.Placeholder = [input.tokens[input.pos++]!]) : one(s.Placeholder, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  if (!(idxAhead(input, 0) === $Time)) return undefined
  c.Time = s.Time === undefined ? (s.Time = [input.tokens[input.pos++]!]) : one(s.Time, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const podState$pool = pool("podState", () => ({ Phase: undefined, Becomes: undefined, word: undefined, Condition: undefined, name: undefined, Absent: undefined, reason: undefined, message: undefined, Status: undefined, Ready: undefined, integer: undefined, Slash: undefined, Reason: undefined, Event: undefined, For: undefined, containerRef: undefined }))

const podState = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(podState$pool)
  const c = n.children
  const s = n.spare
  c.Phase = undefined
  c.Becomes = undefined
  c.word = undefined
  c.Condition = undefined
  c.name = undefined
  c.Absent = undefined
  c.reason = undefined
  c.message = undefined
  c.Status = undefined
  c.Ready = undefined
  c.integer = undefined
  c.Slash = undefined
  c.Reason = undefined
  c.Event = undefined
  c.For = undefined
  c.containerRef = undefined
  switch ($$49[idxAhead(input, 0)]) {
    case 1: {
      c.Phase = s.Phase === undefined ? (s.Phase = [input.tokens[input.pos++]!]) : one(s.Phase, input.tokens[input.pos++]!)
      if ($$46[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = s.Becomes === undefined ? (s.Becomes = [input.tokens[input.pos++]!]) : one(s.Becomes, input.tokens[input.pos++]!)
      }
      const n1 = word(input)
      if (n1 === undefined) return undefined
      c.word = s.word === undefined ? (s.word = [n1]) : one(s.word, n1)
      break
    }
    case 2: {
      c.Condition = s.Condition === undefined ? (s.Condition = [input.tokens[input.pos++]!]) : one(s.Condition, input.tokens[input.pos++]!)
      const n2 = name(input)
      if (n2 === undefined) return undefined
      c.name = s.name === undefined ? (s.name = [n2]) : one(s.name, n2)
      if ($$46[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = s.Becomes === undefined ? (s.Becomes = [input.tokens[input.pos++]!]) : one(s.Becomes, input.tokens[input.pos++]!)
      }
      switch ($$50[idxAhead(input, 0)]) {
        case 1: {
          c.Absent = s.Absent === undefined ? (s.Absent = [input.tokens[input.pos++]!]) : one(s.Absent, input.tokens[input.pos++]!)
          break
        }
        case 2: {
          const n3 = word(input)
          if (n3 === undefined) return undefined
          c.word = s.word === undefined ? (s.word = [n3]) : one(s.word, n3)
          if ($$51[idxAhead(input, 0)] === 1) {
            const n4 = reason(input)
            if (n4 === undefined) return undefined
            c.reason = s.reason === undefined ? (s.reason = [n4]) : one(s.reason, n4)
          }
          if ($$52[idxAhead(input, 0)] === 1) {
            const n5 = message(input)
            if (n5 === undefined) return undefined
            c.message = s.message === undefined ? (s.message = [n5]) : one(s.message, n5)
          }
          break
        }
        default:
          return undefined
      }
      break
    }
    case 3: {
      c.Status = s.Status === undefined ? (s.Status = [input.tokens[input.pos++]!]) : one(s.Status, input.tokens[input.pos++]!)
      if ($$46[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = s.Becomes === undefined ? (s.Becomes = [input.tokens[input.pos++]!]) : one(s.Becomes, input.tokens[input.pos++]!)
      }
      const n6 = word(input)
      if (n6 === undefined) return undefined
      c.word = s.word === undefined ? (s.word = [n6]) : one(s.word, n6)
      break
    }
    case 4: {
      c.Ready = s.Ready === undefined ? (s.Ready = [input.tokens[input.pos++]!]) : one(s.Ready, input.tokens[input.pos++]!)
      if ($$46[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = s.Becomes === undefined ? (s.Becomes = [input.tokens[input.pos++]!]) : one(s.Becomes, input.tokens[input.pos++]!)
      }
      const n7 = integer(input)
      if (n7 === undefined) return undefined
      c.integer = s.integer === undefined ? (s.integer = [n7]) : one(s.integer, n7)
      if (!(idxAhead(input, 0) === $Slash)) return undefined
      c.Slash = s.Slash === undefined ? (s.Slash = [input.tokens[input.pos++]!]) : one(s.Slash, input.tokens[input.pos++]!)
      const n8 = integer(input)
      if (n8 === undefined) return undefined
      if (c.integer === undefined) c.integer = s.integer === undefined ? (s.integer = [n8]) : one(s.integer, n8)
      else c.integer.push(n8)
      break
    }
    case 5: {
      c.Reason = s.Reason === undefined ? (s.Reason = [input.tokens[input.pos++]!]) : one(s.Reason, input.tokens[input.pos++]!)
      if ($$46[idxAhead(input, 0)] === 1) {
        if (!(idxAhead(input, 0) === $Becomes)) return undefined
        c.Becomes = s.Becomes === undefined ? (s.Becomes = [input.tokens[input.pos++]!]) : one(s.Becomes, input.tokens[input.pos++]!)
      }
      const n9 = word(input)
      if (n9 === undefined) return undefined
      c.word = s.word === undefined ? (s.word = [n9]) : one(s.word, n9)
      break
    }
    case 6: {
      const n10 = message(input)
      if (n10 === undefined) return undefined
      c.message = s.message === undefined ? (s.message = [n10]) : one(s.message, n10)
      break
    }
    case 7: {
      c.Event = s.Event === undefined ? (s.Event = [input.tokens[input.pos++]!]) : one(s.Event, input.tokens[input.pos++]!)
      const n11 = word(input)
      if (n11 === undefined) return undefined
      c.word = s.word === undefined ? (s.word = [n11]) : one(s.word, n11)
      if (idxAhead(input, 1) !== $The && ($$42[idxAhead(input, 0)] === 1)) {
        if (!(idxAhead(input, 0) === $For)) return undefined
        c.For = s.For === undefined ? (s.For = [input.tokens[input.pos++]!]) : one(s.For, input.tokens[input.pos++]!)
        const n12 = containerRef(input)
        if (n12 === undefined) return undefined
        c.containerRef = s.containerRef === undefined ? (s.containerRef = [n12]) : one(s.containerRef, n12)
      }
      if ($$52[idxAhead(input, 0)] === 1) {
        const n13 = message(input)
        if (n13 === undefined) return undefined
        c.message = s.message === undefined ? (s.message = [n13]) : one(s.message, n13)
      }
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const containerTail$pool = pool("containerTail", () => ({ Running: undefined, readyFlag: undefined, startedFlag: undefined, message: undefined, restarts: undefined, Waiting: undefined, reason: undefined, Terminated: undefined, exitCode: undefined, lastTerminated: undefined, Starts: undefined, Exits: undefined, integer: undefined, Resources: undefined, resourceSpec: undefined }))

const containerTail = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(containerTail$pool)
  const c = n.children
  const s = n.spare
  c.Running = undefined
  c.readyFlag = undefined
  c.startedFlag = undefined
  c.message = undefined
  c.restarts = undefined
  c.Waiting = undefined
  c.reason = undefined
  c.Terminated = undefined
  c.exitCode = undefined
  c.lastTerminated = undefined
  c.Starts = undefined
  c.Exits = undefined
  c.integer = undefined
  c.Resources = undefined
  c.resourceSpec = undefined
  switch ($$53[idxAhead(input, 0)]) {
    case 1: {
      c.Running = s.Running === undefined ? (s.Running = [input.tokens[input.pos++]!]) : one(s.Running, input.tokens[input.pos++]!)
      if (idxAhead(input, 0) === $Ready || (idxAhead(input, 0) === $Not && idxAhead(input, 1) === $Ready)) {
        const n1 = readyFlag(input)
        if (n1 === undefined) return undefined
        c.readyFlag = s.readyFlag === undefined ? (s.readyFlag = [n1]) : one(s.readyFlag, n1)
      }
      if ($$54[idxAhead(input, 0)] === 1) {
        const n2 = startedFlag(input)
        if (n2 === undefined) return undefined
        c.startedFlag = s.startedFlag === undefined ? (s.startedFlag = [n2]) : one(s.startedFlag, n2)
      }
      if ($$52[idxAhead(input, 0)] === 1) {
        const n3 = message(input)
        if (n3 === undefined) return undefined
        c.message = s.message === undefined ? (s.message = [n3]) : one(s.message, n3)
      }
      if ($$55[idxAhead(input, 0)] === 1) {
        const n4 = restarts(input)
        if (n4 === undefined) return undefined
        c.restarts = s.restarts === undefined ? (s.restarts = [n4]) : one(s.restarts, n4)
      }
      break
    }
    case 2: {
      c.Waiting = s.Waiting === undefined ? (s.Waiting = [input.tokens[input.pos++]!]) : one(s.Waiting, input.tokens[input.pos++]!)
      if ($$51[idxAhead(input, 0)] === 1) {
        const n5 = reason(input)
        if (n5 === undefined) return undefined
        c.reason = s.reason === undefined ? (s.reason = [n5]) : one(s.reason, n5)
      }
      if ($$52[idxAhead(input, 0)] === 1) {
        const n6 = message(input)
        if (n6 === undefined) return undefined
        c.message = s.message === undefined ? (s.message = [n6]) : one(s.message, n6)
      }
      if ($$55[idxAhead(input, 0)] === 1) {
        const n7 = restarts(input)
        if (n7 === undefined) return undefined
        c.restarts = s.restarts === undefined ? (s.restarts = [n7]) : one(s.restarts, n7)
      }
      break
    }
    case 3: {
      c.Terminated = s.Terminated === undefined ? (s.Terminated = [input.tokens[input.pos++]!]) : one(s.Terminated, input.tokens[input.pos++]!)
      if ($$51[idxAhead(input, 0)] === 1) {
        const n8 = reason(input)
        if (n8 === undefined) return undefined
        c.reason = s.reason === undefined ? (s.reason = [n8]) : one(s.reason, n8)
      }
      if ($$56[idxAhead(input, 0)] === 1) {
        const n9 = exitCode(input)
        if (n9 === undefined) return undefined
        c.exitCode = s.exitCode === undefined ? (s.exitCode = [n9]) : one(s.exitCode, n9)
      }
      if ($$52[idxAhead(input, 0)] === 1) {
        const n10 = message(input)
        if (n10 === undefined) return undefined
        c.message = s.message === undefined ? (s.message = [n10]) : one(s.message, n10)
      }
      if ($$55[idxAhead(input, 0)] === 1) {
        const n11 = restarts(input)
        if (n11 === undefined) return undefined
        c.restarts = s.restarts === undefined ? (s.restarts = [n11]) : one(s.restarts, n11)
      }
      break
    }
    case 4: {
      const n12 = restarts(input)
      if (n12 === undefined) return undefined
      c.restarts = s.restarts === undefined ? (s.restarts = [n12]) : one(s.restarts, n12)
      break
    }
    case 5: {
      const n13 = lastTerminated(input)
      if (n13 === undefined) return undefined
      c.lastTerminated = s.lastTerminated === undefined ? (s.lastTerminated = [n13]) : one(s.lastTerminated, n13)
      break
    }
    case 6: {
      c.Starts = s.Starts === undefined ? (s.Starts = [input.tokens[input.pos++]!]) : one(s.Starts, input.tokens[input.pos++]!)
      break
    }
    case 7: {
      c.Exits = s.Exits === undefined ? (s.Exits = [input.tokens[input.pos++]!]) : one(s.Exits, input.tokens[input.pos++]!)
      if ($$36[idxAhead(input, 0)] === 1) {
        const n14 = integer(input)
        if (n14 === undefined) return undefined
        c.integer = s.integer === undefined ? (s.integer = [n14]) : one(s.integer, n14)
      }
      break
    }
    case 8: {
      c.Resources = s.Resources === undefined ? (s.Resources = [input.tokens[input.pos++]!]) : one(s.Resources, input.tokens[input.pos++]!)
      const n15 = resourceSpec(input)
      if (n15 === undefined) return undefined
      c.resourceSpec = s.resourceSpec === undefined ? (s.resourceSpec = [n15]) : one(s.resourceSpec, n15)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const readyFlag$pool = pool("readyFlag", () => ({ Not: undefined, Ready: undefined }))

const readyFlag = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(readyFlag$pool)
  const c = n.children
  const s = n.spare
  c.Not = undefined
  c.Ready = undefined
  if ($$57[idxAhead(input, 0)] === 1) {
    if (!(idxAhead(input, 0) === $Not)) return undefined
    c.Not = s.Not === undefined ? (s.Not = [input.tokens[input.pos++]!]) : one(s.Not, input.tokens[input.pos++]!)
  }
  if (!(idxAhead(input, 0) === $Ready)) return undefined
  c.Ready = s.Ready === undefined ? (s.Ready = [input.tokens[input.pos++]!]) : one(s.Ready, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const startedFlag$pool = pool("startedFlag", () => ({ Not: undefined, Started: undefined }))

const startedFlag = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(startedFlag$pool)
  const c = n.children
  const s = n.spare
  c.Not = undefined
  c.Started = undefined
  if ($$57[idxAhead(input, 0)] === 1) {
    if (!(idxAhead(input, 0) === $Not)) return undefined
    c.Not = s.Not === undefined ? (s.Not = [input.tokens[input.pos++]!]) : one(s.Not, input.tokens[input.pos++]!)
  }
  if (!(idxAhead(input, 0) === $Started)) return undefined
  c.Started = s.Started === undefined ? (s.Started = [input.tokens[input.pos++]!]) : one(s.Started, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const message$pool = pool("message", () => ({ Message: undefined, Contains: undefined, word: undefined }))

const message = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(message$pool)
  const c = n.children
  const s = n.spare
  c.Message = undefined
  c.Contains = undefined
  c.word = undefined
  if (!(idxAhead(input, 0) === $Message)) return undefined
  c.Message = s.Message === undefined ? (s.Message = [input.tokens[input.pos++]!]) : one(s.Message, input.tokens[input.pos++]!)
  if ($$58[idxAhead(input, 0)] === 1) {
    if (!(idxAhead(input, 0) === $Contains)) return undefined
    c.Contains = s.Contains === undefined ? (s.Contains = [input.tokens[input.pos++]!]) : one(s.Contains, input.tokens[input.pos++]!)
  }
  const n1 = word(input)
  if (n1 === undefined) return undefined
  c.word = s.word === undefined ? (s.word = [n1]) : one(s.word, n1)
  return located(n, input, start)
}

const lastTerminated$pool = pool("lastTerminated", () => ({ Last: undefined, Terminated: undefined, reason: undefined, exitCode: undefined }))

const lastTerminated = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(lastTerminated$pool)
  const c = n.children
  const s = n.spare
  c.Last = undefined
  c.Terminated = undefined
  c.reason = undefined
  c.exitCode = undefined
  if (!(idxAhead(input, 0) === $Last)) return undefined
  c.Last = s.Last === undefined ? (s.Last = [input.tokens[input.pos++]!]) : one(s.Last, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Terminated)) return undefined
  c.Terminated = s.Terminated === undefined ? (s.Terminated = [input.tokens[input.pos++]!]) : one(s.Terminated, input.tokens[input.pos++]!)
  if ($$51[idxAhead(input, 0)] === 1) {
    const n1 = reason(input)
    if (n1 === undefined) return undefined
    c.reason = s.reason === undefined ? (s.reason = [n1]) : one(s.reason, n1)
  }
  if ($$56[idxAhead(input, 0)] === 1) {
    const n2 = exitCode(input)
    if (n2 === undefined) return undefined
    c.exitCode = s.exitCode === undefined ? (s.exitCode = [n2]) : one(s.exitCode, n2)
  }
  return located(n, input, start)
}

const restarts$pool = pool("restarts", () => ({ Restarts: undefined, Comparison: undefined, At: undefined, Least: undefined, Most: undefined, integer: undefined }))

const restarts = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(restarts$pool)
  const c = n.children
  const s = n.spare
  c.Restarts = undefined
  c.Comparison = undefined
  c.At = undefined
  c.Least = undefined
  c.Most = undefined
  c.integer = undefined
  if (!(idxAhead(input, 0) === $Restarts)) return undefined
  c.Restarts = s.Restarts === undefined ? (s.Restarts = [input.tokens[input.pos++]!]) : one(s.Restarts, input.tokens[input.pos++]!)
  if ($$59[idxAhead(input, 0)] === 1) {
    switch ($$60[idxAhead(input, 0)]) {
      case 1: {
        c.Comparison = s.Comparison === undefined ? (s.Comparison = [input.tokens[input.pos++]!]) : one(s.Comparison, input.tokens[input.pos++]!)
        break
      }
      case 2: {
        c.At = s.At === undefined ? (s.At = [input.tokens[input.pos++]!]) : one(s.At, input.tokens[input.pos++]!)
        switch ($$61[idxAhead(input, 0)]) {
          case 1: {
            c.Least = s.Least === undefined ? (s.Least = [input.tokens[input.pos++]!]) : one(s.Least, input.tokens[input.pos++]!)
            break
          }
          case 2: {
            c.Most = s.Most === undefined ? (s.Most = [input.tokens[input.pos++]!]) : one(s.Most, input.tokens[input.pos++]!)
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
  c.integer = s.integer === undefined ? (s.integer = [n1]) : one(s.integer, n1)
  return located(n, input, start)
}

const reason$pool = pool("reason", () => ({ Reason: undefined, word: undefined }))

const reason = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(reason$pool)
  const c = n.children
  const s = n.spare
  c.Reason = undefined
  c.word = undefined
  if (!(idxAhead(input, 0) === $Reason)) return undefined
  c.Reason = s.Reason === undefined ? (s.Reason = [input.tokens[input.pos++]!]) : one(s.Reason, input.tokens[input.pos++]!)
  const n1 = word(input)
  if (n1 === undefined) return undefined
  c.word = s.word === undefined ? (s.word = [n1]) : one(s.word, n1)
  return located(n, input, start)
}

const exitCode$pool = pool("exitCode", () => ({ Exit: undefined, integer: undefined }))

const exitCode = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(exitCode$pool)
  const c = n.children
  const s = n.spare
  c.Exit = undefined
  c.integer = undefined
  if (!(idxAhead(input, 0) === $Exit)) return undefined
  c.Exit = s.Exit === undefined ? (s.Exit = [input.tokens[input.pos++]!]) : one(s.Exit, input.tokens[input.pos++]!)
  const n1 = integer(input)
  if (n1 === undefined) return undefined
  c.integer = s.integer === undefined ? (s.integer = [n1]) : one(s.integer, n1)
  return located(n, input, start)
}

const goldenStatement$pool = pool("goldenStatement", () => ({ Golden: undefined, StringLiteral: undefined, At: undefined, duration: undefined }))

const goldenStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(goldenStatement$pool)
  const c = n.children
  const s = n.spare
  c.Golden = undefined
  c.StringLiteral = undefined
  c.At = undefined
  c.duration = undefined
  if (!(idxAhead(input, 0) === $Golden)) return undefined
  c.Golden = s.Golden === undefined ? (s.Golden = [input.tokens[input.pos++]!]) : one(s.Golden, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $StringLiteral)) return undefined
  c.StringLiteral = s.StringLiteral === undefined ? (s.StringLiteral = [input.tokens[input.pos++]!]) : one(s.StringLiteral, input.tokens[input.pos++]!)
  if ($$62[idxAhead(input, 0)] === 1) {
    if (!(idxAhead(input, 0) === $At)) return undefined
    c.At = s.At === undefined ? (s.At = [input.tokens[input.pos++]!]) : one(s.At, input.tokens[input.pos++]!)
    const n1 = duration(input)
    if (n1 === undefined) return undefined
    c.duration = s.duration === undefined ? (s.duration = [n1]) : one(s.duration, n1)
  }
  return located(n, input, start)
}

const endStatement$pool = pool("endStatement", () => ({ End: undefined, At: undefined, duration: undefined }))

const endStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(endStatement$pool)
  const c = n.children
  const s = n.spare
  c.End = undefined
  c.At = undefined
  c.duration = undefined
  if (!(idxAhead(input, 0) === $End)) return undefined
  c.End = s.End === undefined ? (s.End = [input.tokens[input.pos++]!]) : one(s.End, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $At)) return undefined
  c.At = s.At === undefined ? (s.At = [input.tokens[input.pos++]!]) : one(s.At, input.tokens[input.pos++]!)
  const n1 = duration(input)
  if (n1 === undefined) return undefined
  c.duration = s.duration === undefined ? (s.duration = [n1]) : one(s.duration, n1)
  return located(n, input, start)
}

const examplesStatement$pool = pool("examplesStatement", () => ({ Examples: undefined, Colon: undefined }))

const examplesStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(examplesStatement$pool)
  const c = n.children
  const s = n.spare
  c.Examples = undefined
  c.Colon = undefined
  if (!(idxAhead(input, 0) === $Examples)) return undefined
  c.Examples = s.Examples === undefined ? (s.Examples = [input.tokens[input.pos++]!]) : one(s.Examples, input.tokens[input.pos++]!)
  if (!(idxAhead(input, 0) === $Colon)) return undefined
  c.Colon = s.Colon === undefined ? (s.Colon = [input.tokens[input.pos++]!]) : one(s.Colon, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const sweepStatement$pool = pool("sweepStatement", () => ({ Sweep: undefined, Name: undefined, Keyword: undefined, From: undefined, sweepValue: undefined, To: undefined, Step: undefined, Bisect: undefined }))

const sweepStatement = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(sweepStatement$pool)
  const c = n.children
  const s = n.spare
  c.Sweep = undefined
  c.Name = undefined
  c.Keyword = undefined
  c.From = undefined
  c.sweepValue = undefined
  c.To = undefined
  c.Step = undefined
  c.Bisect = undefined
  if (!(idxAhead(input, 0) === $Sweep)) return undefined
  c.Sweep = s.Sweep === undefined ? (s.Sweep = [input.tokens[input.pos++]!]) : one(s.Sweep, input.tokens[input.pos++]!)
  switch ($$63[idxAhead(input, 0)]) {
    case 1: {
      c.Name = s.Name === undefined ? (s.Name = [input.tokens[input.pos++]!]) : one(s.Name, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.Keyword = s.Keyword === undefined ? (s.Keyword = [input.tokens[input.pos++]!]) : one(s.Keyword, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  if (!(idxAhead(input, 0) === $From)) return undefined
  c.From = s.From === undefined ? (s.From = [input.tokens[input.pos++]!]) : one(s.From, input.tokens[input.pos++]!)
  const n1 = sweepValue(input)
  if (n1 === undefined) return undefined
  c.sweepValue = s.sweepValue === undefined ? (s.sweepValue = [n1]) : one(s.sweepValue, n1)
  if (!(idxAhead(input, 0) === $To)) return undefined
  c.To = s.To === undefined ? (s.To = [input.tokens[input.pos++]!]) : one(s.To, input.tokens[input.pos++]!)
  const n2 = sweepValue(input)
  if (n2 === undefined) return undefined
  if (c.sweepValue === undefined) c.sweepValue = s.sweepValue === undefined ? (s.sweepValue = [n2]) : one(s.sweepValue, n2)
  else c.sweepValue.push(n2)
  if (!(idxAhead(input, 0) === $Step)) return undefined
  c.Step = s.Step === undefined ? (s.Step = [input.tokens[input.pos++]!]) : one(s.Step, input.tokens[input.pos++]!)
  const n3 = sweepValue(input)
  if (n3 === undefined) return undefined
  if (c.sweepValue === undefined) c.sweepValue = s.sweepValue === undefined ? (s.sweepValue = [n3]) : one(s.sweepValue, n3)
  else c.sweepValue.push(n3)
  if ($$64[idxAhead(input, 0)] === 1) {
    if (!(idxAhead(input, 0) === $Bisect)) return undefined
    c.Bisect = s.Bisect === undefined ? (s.Bisect = [input.tokens[input.pos++]!]) : one(s.Bisect, input.tokens[input.pos++]!)
  }
  return located(n, input, start)
}

const sweepValue$pool = pool("sweepValue", () => ({ DurationLiteral: undefined, IntegerLiteral: undefined }))

const sweepValue = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(sweepValue$pool)
  const c = n.children
  const s = n.spare
  c.DurationLiteral = undefined
  c.IntegerLiteral = undefined
  switch ($$65[idxAhead(input, 0)]) {
    case 1: {
      c.DurationLiteral = s.DurationLiteral === undefined ? (s.DurationLiteral = [input.tokens[input.pos++]!]) : one(s.DurationLiteral, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.IntegerLiteral = s.IntegerLiteral === undefined ? (s.IntegerLiteral = [input.tokens[input.pos++]!]) : one(s.IntegerLiteral, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const tableRow$pool = pool("tableRow", () => ({ TableRow: undefined }))

const tableRow = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(tableRow$pool)
  const c = n.children
  const s = n.spare
  c.TableRow = undefined
  if (!(idxAhead(input, 0) === $TableRow)) return undefined
  c.TableRow = s.TableRow === undefined ? (s.TableRow = [input.tokens[input.pos++]!]) : one(s.TableRow, input.tokens[input.pos++]!)
  return located(n, input, start)
}

const containerRef$pool = pool("containerRef", () => ({ name: undefined, Slash: undefined }))

const containerRef = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(containerRef$pool)
  const c = n.children
  const s = n.spare
  c.name = undefined
  c.Slash = undefined
  const n1 = name(input)
  if (n1 === undefined) return undefined
  c.name = s.name === undefined ? (s.name = [n1]) : one(s.name, n1)
  if ($$66[idxAhead(input, 0)] === 1) {
    if (!(idxAhead(input, 0) === $Slash)) return undefined
    c.Slash = s.Slash === undefined ? (s.Slash = [input.tokens[input.pos++]!]) : one(s.Slash, input.tokens[input.pos++]!)
    const n2 = name(input)
    if (n2 === undefined) return undefined
    if (c.name === undefined) c.name = s.name === undefined ? (s.name = [n2]) : one(s.name, n2)
    else c.name.push(n2)
  }
  return located(n, input, start)
}

const probeKind$pool = pool("probeKind", () => ({ Startup: undefined, Liveness: undefined, Readiness: undefined }))

const probeKind = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(probeKind$pool)
  const c = n.children
  const s = n.spare
  c.Startup = undefined
  c.Liveness = undefined
  c.Readiness = undefined
  switch ($$67[idxAhead(input, 0)]) {
    case 1: {
      c.Startup = s.Startup === undefined ? (s.Startup = [input.tokens[input.pos++]!]) : one(s.Startup, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.Liveness = s.Liveness === undefined ? (s.Liveness = [input.tokens[input.pos++]!]) : one(s.Liveness, input.tokens[input.pos++]!)
      break
    }
    case 3: {
      c.Readiness = s.Readiness === undefined ? (s.Readiness = [input.tokens[input.pos++]!]) : one(s.Readiness, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const hookKind$pool = pool("hookKind", () => ({ PostStart: undefined, PreStop: undefined }))

const hookKind = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(hookKind$pool)
  const c = n.children
  const s = n.spare
  c.PostStart = undefined
  c.PreStop = undefined
  switch ($$68[idxAhead(input, 0)]) {
    case 1: {
      c.PostStart = s.PostStart === undefined ? (s.PostStart = [input.tokens[input.pos++]!]) : one(s.PostStart, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.PreStop = s.PreStop === undefined ? (s.PreStop = [input.tokens[input.pos++]!]) : one(s.PreStop, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const word$pool = pool("word", () => ({ Name: undefined, StringLiteral: undefined, Placeholder: undefined }))

const word = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(word$pool)
  const c = n.children
  const s = n.spare
  c.Name = undefined
  c.StringLiteral = undefined
  c.Placeholder = undefined
  switch ($$69[idxAhead(input, 0)]) {
    case 1: {
      c.Name = s.Name === undefined ? (s.Name = [input.tokens[input.pos++]!]) : one(s.Name, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.StringLiteral = s.StringLiteral === undefined ? (s.StringLiteral = [input.tokens[input.pos++]!]) : one(s.StringLiteral, input.tokens[input.pos++]!)
      break
    }
    case 3: {
      c.Placeholder = s.Placeholder === undefined ? (s.Placeholder = [input.tokens[input.pos++]!]) : one(s.Placeholder, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const name$pool = pool("name", () => ({ word: undefined, Keyword: undefined }))

const name = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(name$pool)
  const c = n.children
  const s = n.spare
  c.word = undefined
  c.Keyword = undefined
  switch ($$70[idxAhead(input, 0)]) {
    case 1: {
      const n1 = word(input)
      if (n1 === undefined) return undefined
      c.word = s.word === undefined ? (s.word = [n1]) : one(s.word, n1)
      break
    }
    case 2: {
      c.Keyword = s.Keyword === undefined ? (s.Keyword = [input.tokens[input.pos++]!]) : one(s.Keyword, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const duration$pool = pool("duration", () => ({ DurationLiteral: undefined, Placeholder: undefined }))

const duration = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(duration$pool)
  const c = n.children
  const s = n.spare
  c.DurationLiteral = undefined
  c.Placeholder = undefined
  switch ($$71[idxAhead(input, 0)]) {
    case 1: {
      c.DurationLiteral = s.DurationLiteral === undefined ? (s.DurationLiteral = [input.tokens[input.pos++]!]) : one(s.DurationLiteral, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.Placeholder = s.Placeholder === undefined ? (s.Placeholder = [input.tokens[input.pos++]!]) : one(s.Placeholder, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

const integer$pool = pool("integer", () => ({ IntegerLiteral: undefined, Placeholder: undefined }))

const integer = (input: Input): CstNode | undefined => {
  const start = input.pos
  const n = take(integer$pool)
  const c = n.children
  const s = n.spare
  c.IntegerLiteral = undefined
  c.Placeholder = undefined
  switch ($$72[idxAhead(input, 0)]) {
    case 1: {
      c.IntegerLiteral = s.IntegerLiteral === undefined ? (s.IntegerLiteral = [input.tokens[input.pos++]!]) : one(s.IntegerLiteral, input.tokens[input.pos++]!)
      break
    }
    case 2: {
      c.Placeholder = s.Placeholder === undefined ? (s.Placeholder = [input.tokens[input.pos++]!]) : one(s.Placeholder, input.tokens[input.pos++]!)
      break
    }
    default:
      return undefined
  }
  return located(n, input, start)
}

/**
 * The CST of the line's statement, as chevrotain's parser builds it; `undefined` where chevrotain reports an error.
 * Its nodes are reused for the next line (`internal/cst.ts`): read it before parsing another.
 */
export const parseStatement = (input: Input): CstNode | undefined => {
  nextLine(input.tokens, 2)
  const cst = statement(input)
  return cst !== undefined && input.pos === input.tokens.length ? cst : undefined
}
