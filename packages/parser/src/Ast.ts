/**
 * The syntax tree of a `.podscenario` file: `_tag` unions, every node with the `span` of its source text. Values
 * are kept as written (`text`), because a value may be a `<placeholder>` filled in per examples row; compiling
 * (`Compile.ts`) interprets them (durations, numbers, names) after substitution.
 */
import type { WorldEvent } from "@podscenario/core"
import type { Span } from "@podscenario/diagnostics/Span"

/** `memory`, `disk` or `pid` (language reference §11.4). */
type PressureResource = WorldEvent.PressureResource

// ---------------------------------------------------------------------------------------------------------------
// Leaves
// ---------------------------------------------------------------------------------------------------------------

/**
 * A name or API value: `app`, `Running`, `SIGTERM`, `"Init:0/2"`, `<phase>`. `text` is the value (unquoted and
 * unescaped for strings); it may contain `<placeholders>`.
 *
 * @category leaves
 */
export interface Word {
  readonly _tag: "Word"
  readonly span: Span
  readonly text: string
  readonly quoted: boolean
}

/** A duration as written (`1m30s`) or a placeholder (`<delay>`). @category leaves */
export interface Duration {
  readonly _tag: "Duration"
  readonly span: Span
  readonly text: string
}

/** A whole number as written (`137`) or a placeholder. @category leaves */
export interface Integer {
  readonly _tag: "Integer"
  readonly span: Span
  readonly text: string
}

/** A double-quoted string; `value` is unescaped and may contain `<placeholders>`. @category leaves */
export interface Str {
  readonly _tag: "String"
  readonly span: Span
  readonly value: string
}

/** A quantity as written (`500m`, `2`, `0.5`, `256Mi`) or a placeholder; checked when compiling. @category leaves */
export interface Quantity {
  readonly _tag: "Quantity"
  readonly span: Span
  readonly text: string
}

/** `cpu 500m memory 256Mi`: the amounts in the order written (a resource given twice is reported when compiling). @category leaves */
export interface Amounts {
  readonly span: Span
  readonly amounts: ReadonlyArray<{
    readonly resource: "cpu" | "memory"
    readonly span: Span
    readonly quantity: Quantity
  }>
}

/**
 * `cpu 500m` (requests and limits alike), `requests cpu 250m limits cpu 1`, `limits memory 1Gi` (kubelet-rules §21).
 *
 * @category leaves
 */
export interface ResourceSpec {
  readonly span: Span
  readonly both: Amounts | undefined
  readonly requests: Amounts | undefined
  readonly limits: Amounts | undefined
}

/** `app` or `web/app`. @category leaves */
export interface ContainerRef {
  readonly _tag: "ContainerRef"
  readonly span: Span
  readonly pod: Word | undefined
  readonly container: Word
}

/**
 * An indented YAML block. `span` runs from the first character of its first line to the end of its last line;
 * `text` is that source text, unchanged (indentation included).
 *
 * @category leaves
 */
export interface YamlBlock {
  readonly _tag: "YamlBlock"
  readonly span: Span
  readonly text: string
}

/** @category leaves */
export interface Comment {
  readonly _tag: "Comment"
  readonly span: Span
  /** Including the `#`. */
  readonly text: string
}

/** `on run 1`, `on runs 1..3`, `from run 4`. @category leaves */
export type Runs =
  | { readonly _tag: "OnRun"; readonly span: Span; readonly run: Integer }
  | { readonly _tag: "OnRuns"; readonly span: Span; readonly from: Integer; readonly to: Integer }
  | { readonly _tag: "FromRun"; readonly span: Span; readonly from: Integer }

/** @category leaves */
export type ProbeKind = "startup" | "liveness" | "readiness"

/** @category leaves */
export type HookKind = "postStart" | "preStop"

// ---------------------------------------------------------------------------------------------------------------
// Declarations (language reference §2, §3)
// ---------------------------------------------------------------------------------------------------------------

/** `@restart @backoff`: tags of the next scenario. @category declarations */
export interface Tags {
  readonly _tag: "Tags"
  readonly span: Span
  readonly tags: ReadonlyArray<{ readonly span: Span; readonly name: string }>
}

/** `scenario "name"` @category declarations */
export interface ScenarioDecl {
  readonly _tag: "Scenario"
  readonly span: Span
  readonly name: Str
}

/** `pod web:` + YAML. @category declarations */
export interface PodInline {
  readonly _tag: "PodInline"
  readonly span: Span
  readonly name: Word
  readonly block: YamlBlock
}

/** `pod web from "manifests/web.yaml"`, or `pod web from "all.yaml" Deployment/api` @category declarations */
export interface PodFile {
  readonly _tag: "PodFile"
  readonly span: Span
  readonly name: Word
  readonly path: Str
  /** The object chosen by `KIND/NAME`; without it, the Pod or pod template named as the pod (language reference §11.2). */
  readonly object: { readonly kind: Word; readonly name: Word } | undefined
}

/** `node node-a`, `node node-a with cpu 4 memory 8Gi` @category declarations */
export interface NodeDecl {
  readonly _tag: "Node"
  readonly span: Span
  readonly name: Word
  /** The node's allocatable resources, when given. */
  readonly allocatable: Amounts | undefined
}

/** `kubernetes 1.33`: the release a scenario runs as (language reference §11.1). @category declarations */
export interface KubernetesDecl {
  readonly _tag: "Kubernetes"
  readonly span: Span
  /** As written (`1.33`, or anything else, which compiling reports). */
  readonly version: Word
}

/** `kubelet:` / `cluster:` + YAML. @category declarations */
export interface SettingsBlock {
  readonly _tag: "Kubelet" | "Cluster"
  readonly span: Span
  readonly block: YamlBlock
}

// ---------------------------------------------------------------------------------------------------------------
// Behaviours (language reference §4)
// ---------------------------------------------------------------------------------------------------------------

/** @category behaviours */
export type Behaviour =
  | {
      readonly _tag: "ExitsAfter"
      readonly span: Span
      readonly container: ContainerRef
      readonly exitCode: Integer
      readonly after: Duration
      readonly runs: Runs | undefined
    }
  | {
      readonly _tag: "OomKilledAfter"
      readonly span: Span
      readonly container: ContainerRef
      readonly after: Duration
      readonly runs: Runs | undefined
    }
  | {
      readonly _tag: "StopsAfterSignal"
      readonly span: Span
      readonly container: ContainerRef
      readonly after: Duration
      readonly signal: Word
      /** `with exit N`: the code the graceful shutdown ends with (default 0). */
      readonly exitCode: Integer | undefined
    }
  | { readonly _tag: "IgnoresSignal"; readonly span: Span; readonly container: ContainerRef; readonly signal: Word }
  | {
      readonly _tag: "ProbeAnswersAfter"
      readonly span: Span
      readonly probe: ProbeKind
      readonly container: ContainerRef
      readonly succeeds: boolean
      /** `times out after D`: every probe from D on takes its `timeoutSeconds` and fails (`succeeds` is false). */
      readonly timesOut: boolean
      readonly after: Duration
      readonly runs: Runs | undefined
    }
  | {
      readonly _tag: "HookTakes"
      readonly span: Span
      readonly hook: HookKind
      readonly container: ContainerRef
      readonly duration: Duration
      readonly runs: Runs | undefined
    }
  | {
      readonly _tag: "HookFailsAfter"
      readonly span: Span
      readonly hook: HookKind
      readonly container: ContainerRef
      readonly after: Duration
      readonly runs: Runs | undefined
    }
  | {
      readonly _tag: "ImagePullTakes"
      readonly span: Span
      readonly container: ContainerRef
      readonly duration: Duration
    }
  | { readonly _tag: "ImagePullFails"; readonly span: Span; readonly container: ContainerRef }

// ---------------------------------------------------------------------------------------------------------------
// Events (language reference §5)
// ---------------------------------------------------------------------------------------------------------------

/** What happens at an event's time. `pod` is the optional `pod NAME` prefix. @category events */
export type Action =
  | {
      readonly _tag: "ContainerExits"
      readonly span: Span
      readonly container: ContainerRef
      readonly exitCode: Integer
    }
  | { readonly _tag: "ContainerOomKilled"; readonly span: Span; readonly container: ContainerRef }
  /** `container X image is updated to "IMG"` */
  | {
      readonly _tag: "ContainerImageUpdated"
      readonly span: Span
      readonly container: ContainerRef
      readonly image: Word
    }
  | {
      readonly _tag: "ContainerResized"
      readonly span: Span
      readonly container: ContainerRef
      readonly resources: ResourceSpec
    }
  | {
      readonly _tag: "ProbeAnswers"
      readonly span: Span
      readonly probe: ProbeKind
      readonly container: ContainerRef
      readonly answer: ProbeAnswer
    }
  | { readonly _tag: "ImagePullSucceeds"; readonly span: Span; readonly container: ContainerRef }
  | {
      readonly _tag: "ConditionPatched"
      readonly span: Span
      readonly pod: Word | undefined
      readonly conditionType: Word
      readonly status: Word
    }
  | { readonly _tag: "SchedulingGateRemoved"; readonly span: Span; readonly pod: Word | undefined; readonly gate: Word }
  | { readonly _tag: "PodScheduled"; readonly span: Span; readonly pod: Word | undefined; readonly node: Word }
  | {
      readonly _tag: "PodDeleted"
      readonly span: Span
      readonly pod: Word | undefined
      readonly grace: Duration | undefined
    }
  | { readonly _tag: "PodForceDeleted"; readonly span: Span; readonly pod: Word | undefined }
  | { readonly _tag: "PodEvicted"; readonly span: Span; readonly pod: Word | undefined }
  | { readonly _tag: "PodPreempted"; readonly span: Span; readonly pod: Word | undefined }
  | {
      readonly _tag: "PodEvictedByKubelet"
      readonly span: Span
      readonly pod: Word | undefined
      readonly resource: PressureResource
      readonly soft: boolean
    }
  | {
      readonly _tag:
        | "NodeFails"
        | "NodeRecovers"
        | "NodeReboots"
        | "NodeDeleted"
        | "NodeShutsDown"
        | "NodeTaintedOutOfService"
      readonly span: Span
      readonly node: Word
    }
  /** `kubelet [on NODE] restarts|stops|starts` */
  | {
      readonly _tag: "KubeletRestarts" | "KubeletStops" | "KubeletStarts"
      readonly span: Span
      readonly node: Word | undefined
    }

/** `at 5s <action>` @category events */
export interface Event {
  readonly _tag: "Event"
  readonly span: Span
  readonly at: Duration
  readonly action: Action
}

// ---------------------------------------------------------------------------------------------------------------
// Expectations (language reference §6)
// ---------------------------------------------------------------------------------------------------------------

/** @category expectations */
export type When =
  | { readonly _tag: "At"; readonly span: Span; readonly at: Duration }
  | { readonly _tag: "AtEnd"; readonly span: Span }
  | { readonly _tag: "Between"; readonly span: Span; readonly from: Duration; readonly until: Duration }
  | { readonly _tag: "Sometime"; readonly span: Span; readonly from: Duration; readonly until: Duration }
  | { readonly _tag: "From"; readonly span: Span; readonly from: Duration }
  | { readonly _tag: "By"; readonly span: Span; readonly by: Duration }
  | { readonly _tag: "Eventually"; readonly span: Span }
  | { readonly _tag: "Throughout"; readonly span: Span }
  | {
      readonly _tag: "Never"
      readonly span: Span
      readonly from: Duration | undefined
      readonly until: Duration | undefined
    }

/** How `restarts` compares, as written: `restarts 2` is `=`. @category expectations */
export type Comparison = "=" | ">=" | "<=" | ">" | "<" | "at least" | "at most"

/** `restarts 2`, `restarts >= 2`, `restarts at least 2` @category expectations */
export interface Count {
  readonly span: Span
  readonly comparison: Comparison
  readonly value: Integer
}

/** `message "TEXT"` (exactly) or `message contains "TEXT"` (a part). @category expectations */
export interface Message {
  readonly span: Span
  readonly contains: boolean
  readonly text: Word
}

/** `[not] ready`, `[not] started` @category expectations */
export interface Flag {
  readonly span: Span
  readonly value: boolean
}

/** A state; `pod` is the optional `pod NAME` prefix. @category expectations */
export type State =
  | { readonly _tag: "Phase"; readonly span: Span; readonly pod: Word | undefined; readonly phase: Word }
  | {
      readonly _tag: "ContainerState"
      readonly span: Span
      readonly container: ContainerRef
      readonly state: "running" | "waiting" | "terminated"
      readonly ready: Flag | undefined
      readonly started: Flag | undefined
      readonly reason: Word | undefined
      readonly exitCode: Integer | undefined
      readonly message: Message | undefined
      readonly restarts: Count | undefined
    }
  | { readonly _tag: "Restarts"; readonly span: Span; readonly container: ContainerRef; readonly count: Count }
  | {
      readonly _tag: "ContainerResources"
      readonly span: Span
      readonly container: ContainerRef
      readonly resources: ResourceSpec
    }
  | {
      readonly _tag: "LastTerminated"
      readonly span: Span
      readonly container: ContainerRef
      readonly reason: Word | undefined
      readonly exitCode: Integer | undefined
    }
  | {
      readonly _tag: "Condition"
      readonly span: Span
      readonly pod: Word | undefined
      readonly conditionType: Word
      readonly status: Word
      readonly reason: Word | undefined
      readonly message: Message | undefined
    }
  | {
      readonly _tag: "ConditionAbsent"
      readonly span: Span
      readonly pod: Word | undefined
      readonly conditionType: Word
    }
  | { readonly _tag: "Status"; readonly span: Span; readonly pod: Word | undefined; readonly status: Word }
  | {
      readonly _tag: "Ready"
      readonly span: Span
      readonly pod: Word | undefined
      readonly ready: Integer
      readonly total: Integer
    }
  | { readonly _tag: "PodReason"; readonly span: Span; readonly pod: Word | undefined; readonly reason: Word }
  | { readonly _tag: "PodMessage"; readonly span: Span; readonly pod: Word | undefined; readonly message: Message }
  | { readonly _tag: "Removed"; readonly span: Span; readonly pod: Word | undefined }
  /** `A and B`: every part must be a state (`internal/expectations.ts` checks). */
  | { readonly _tag: "AllOf"; readonly span: Span; readonly parts: ReadonlyArray<What> }

/** An occurrence. @category expectations */
export type Occurrence =
  | { readonly _tag: "Starts"; readonly span: Span; readonly container: ContainerRef }
  | {
      readonly _tag: "Exits"
      readonly span: Span
      readonly container: ContainerRef
      readonly exitCode: Integer | undefined
    }
  | { readonly _tag: "Signal"; readonly span: Span; readonly signal: Word; readonly container: ContainerRef }
  | { readonly _tag: "HookStarts"; readonly span: Span; readonly hook: HookKind; readonly container: ContainerRef }
  | {
      readonly _tag: "EventOccurs"
      readonly span: Span
      readonly pod: Word | undefined
      readonly reason: Word
      readonly container: ContainerRef | undefined
      readonly message: Message | undefined
    }
  | {
      readonly _tag: "ProbeRun"
      readonly span: Span
      readonly probe: ProbeKind
      readonly container: ContainerRef
      readonly result: ProbeRunResult
    }
  /** `… becomes …`: `what` must be a state (`internal/expectations.ts` checks). */
  | { readonly _tag: "Becomes"; readonly span: Span; readonly what: What }
  /** `WHAT for the Nth time`: `what` must be an occurrence (`internal/expectations.ts` checks). */
  | { readonly _tag: "NthTime"; readonly span: Span; readonly what: What; readonly nth: Ordinal }

/** What a probe gives: in an event (`at 5s readiness of app fails`) and in an expectation. @category events */
export type ProbeAnswer = "succeeds" | "fails" | "errors" | "times out"

/** What `readiness probe of app …` asks for. @category expectations */
export type ProbeRunResult = "runs" | ProbeAnswer

/** `2nd` as written, or a placeholder. @category leaves */
export interface Ordinal {
  readonly _tag: "Ordinal"
  readonly span: Span
  readonly text: string
}

/** @category expectations */
export type What = State | Occurrence

/** `expect [WHEN] [N times] WHAT` @category expectations */
export interface Expect {
  readonly _tag: "Expect"
  readonly span: Span
  readonly when: When | undefined
  readonly times: Integer | undefined
  readonly what: What
}

/** `expect order: A, B, C` (items are checked to be occurrences by `Resolve.ts`). @category expectations */
export interface ExpectOrder {
  readonly _tag: "ExpectOrder"
  readonly span: Span
  readonly items: ReadonlyArray<What>
}

// ---------------------------------------------------------------------------------------------------------------
// Run settings (§7, §8, §9)
// ---------------------------------------------------------------------------------------------------------------

/** `golden "golden/crash-loop.md"`, `golden "golden/web-at-30s.md" at 30s` @category run */
export interface GoldenDecl {
  readonly _tag: "Golden"
  readonly span: Span
  readonly path: Str
  /** The timeline up to this instant only. */
  readonly at?: Duration
}

/** `end at 10m` @category run */
export interface End {
  readonly _tag: "End"
  readonly span: Span
  readonly at: Duration
}

/** One cell of a table row; `text` is trimmed, `\|` unescaped. @category run */
export interface Cell {
  readonly span: Span
  readonly text: string
}

/** `| Always | Running |` @category run */
export interface TableRow {
  readonly _tag: "TableRow"
  readonly span: Span
  readonly cells: ReadonlyArray<Cell>
}

/** `examples:` with its rows (the first row is the header). @category run */
export interface Examples {
  readonly _tag: "Examples"
  readonly span: Span
  readonly header: TableRow | undefined
  readonly rows: ReadonlyArray<TableRow>
}

/**
 * `sweep grace from 10s to 60s step 10s [bisect]` (language reference §11.7): the scenario runs once for each value of the
 * placeholder `<grace>`. The bounds and the step are both durations or both numbers (`internal/sweeps.ts` checks).
 *
 * @category run
 */
export interface Sweep {
  readonly _tag: "Sweep"
  readonly span: Span
  /** The placeholder's name, without `<>` (a keyword is a name here: `sweep grace …`). */
  readonly name: Word
  readonly from: Duration | Integer
  readonly to: Duration | Integer
  readonly step: Duration | Integer
  /** `bisect`: the user says each expectation's verdict flips at most once over the range. */
  readonly bisect: Span | undefined
}

/**
 * A line with a `<placeholder>` where the grammar wants a keyword (`expect from 30s container app <state>`): it is
 * parsed per examples row, after substitution (`internal/scenario.ts`).
 *
 * @category run
 */
export interface Template {
  readonly _tag: "Template"
  readonly span: Span
  /** The line as written. */
  readonly text: string
}

// ---------------------------------------------------------------------------------------------------------------

/** Any statement (one line, or a line and its block or table). @category document */
export type Statement =
  | Tags
  | ScenarioDecl
  | PodInline
  | PodFile
  | NodeDecl
  | KubernetesDecl
  | SettingsBlock
  | Behaviour
  | Event
  | Expect
  | ExpectOrder
  | GoldenDecl
  | End
  | Examples
  | Sweep
  | Template

/** A whole file. Statements that did not parse are left out (their diagnostics say why). @category document */
export interface Document {
  readonly _tag: "Document"
  readonly span: Span
  readonly statements: ReadonlyArray<Statement>
  readonly comments: ReadonlyArray<Comment>
}

/** Tags of statements that are behaviours. @category guards */
export const behaviourTags: ReadonlySet<Statement["_tag"]> = new Set([
  "ExitsAfter",
  "OomKilledAfter",
  "StopsAfterSignal",
  "IgnoresSignal",
  "ProbeAnswersAfter",
  "HookTakes",
  "HookFailsAfter",
  "ImagePullTakes",
  "ImagePullFails"
])

/** @category guards */
export const isBehaviour = (statement: Statement): statement is Behaviour => behaviourTags.has(statement._tag)

const stateTags: ReadonlySet<What["_tag"]> = new Set([
  "Phase",
  "ContainerState",
  "Restarts",
  "ContainerResources",
  "LastTerminated",
  "Condition",
  "Status",
  "Ready",
  "PodReason",
  "PodMessage",
  "ConditionAbsent",
  "Removed",
  "AllOf"
])

/** @category guards */
export const isState = (what: What): what is State => stateTags.has(what._tag)

/** @category guards */
export const isOccurrence = (what: What): what is Occurrence => !isState(what)
