import type { CstNode, ICstVisitor, IToken } from "chevrotain";

export interface StatementCstNode extends CstNode {
  name: "statement";
  children: StatementCstChildren;
}

export type StatementCstChildren = {
  scenarioStatement?: ScenarioStatementCstNode[];
  tagsStatement?: TagsStatementCstNode[];
  podStatement?: PodStatementCstNode[];
  nodeStatement?: NodeStatementCstNode[];
  kubernetesStatement?: KubernetesStatementCstNode[];
  kubeletStatement?: KubeletStatementCstNode[];
  clusterStatement?: ClusterStatementCstNode[];
  containerBehaviour?: ContainerBehaviourCstNode[];
  probeBehaviour?: ProbeBehaviourCstNode[];
  hookBehaviour?: HookBehaviourCstNode[];
  imagePullBehaviour?: ImagePullBehaviourCstNode[];
  eventStatement?: EventStatementCstNode[];
  expectStatement?: ExpectStatementCstNode[];
  goldenStatement?: GoldenStatementCstNode[];
  endStatement?: EndStatementCstNode[];
  examplesStatement?: ExamplesStatementCstNode[];
  sweepStatement?: SweepStatementCstNode[];
  tableRow?: TableRowCstNode[];
};

export interface ScenarioStatementCstNode extends CstNode {
  name: "scenarioStatement";
  children: ScenarioStatementCstChildren;
}

export type ScenarioStatementCstChildren = {
  Scenario: IToken[];
  StringLiteral: IToken[];
};

export interface TagsStatementCstNode extends CstNode {
  name: "tagsStatement";
  children: TagsStatementCstChildren;
}

export type TagsStatementCstChildren = {
  Tag: IToken[];
};

export interface PodStatementCstNode extends CstNode {
  name: "podStatement";
  children: PodStatementCstChildren;
}

export type PodStatementCstChildren = {
  Pod: IToken[];
  name: (NameCstNode)[];
  Colon?: IToken[];
  YamlBlock?: IToken[];
  From?: IToken[];
  StringLiteral?: IToken[];
  word?: WordCstNode[];
  Slash?: IToken[];
};

export interface NodeStatementCstNode extends CstNode {
  name: "nodeStatement";
  children: NodeStatementCstChildren;
}

export type NodeStatementCstChildren = {
  Node: IToken[];
  name: NameCstNode[];
  With?: IToken[];
  resourceAmounts?: ResourceAmountsCstNode[];
};

export interface KubernetesStatementCstNode extends CstNode {
  name: "kubernetesStatement";
  children: KubernetesStatementCstChildren;
}

export type KubernetesStatementCstChildren = {
  Kubernetes: IToken[];
  VersionLiteral?: IToken[];
  IntegerLiteral?: IToken[];
  word?: WordCstNode[];
};

export interface KubeletStatementCstNode extends CstNode {
  name: "kubeletStatement";
  children: KubeletStatementCstChildren;
}

export type KubeletStatementCstChildren = {
  Kubelet: IToken[];
  Colon: IToken[];
  YamlBlock: IToken[];
};

export interface ClusterStatementCstNode extends CstNode {
  name: "clusterStatement";
  children: ClusterStatementCstChildren;
}

export type ClusterStatementCstChildren = {
  Cluster: IToken[];
  Colon: IToken[];
  YamlBlock: IToken[];
};

export interface ContainerBehaviourCstNode extends CstNode {
  name: "containerBehaviour";
  children: ContainerBehaviourCstChildren;
}

export type ContainerBehaviourCstChildren = {
  Container: IToken[];
  containerRef: ContainerRefCstNode[];
  Exits?: IToken[];
  integer?: IntegerCstNode[];
  After?: (IToken)[];
  duration?: (DurationCstNode)[];
  runs?: (RunsCstNode)[];
  Is?: IToken[];
  Oom?: IToken[];
  Killed?: IToken[];
  Stops?: IToken[];
  word?: (WordCstNode)[];
  With?: IToken[];
  exitCode?: ExitCodeCstNode[];
  Ignores?: IToken[];
};

export interface ProbeBehaviourCstNode extends CstNode {
  name: "probeBehaviour";
  children: ProbeBehaviourCstChildren;
}

export type ProbeBehaviourCstChildren = {
  probeKind: ProbeKindCstNode[];
  Of: IToken[];
  containerRef: ContainerRefCstNode[];
  Succeeds?: IToken[];
  Fails?: IToken[];
  Times?: IToken[];
  Out?: IToken[];
  After: IToken[];
  duration: DurationCstNode[];
  runs?: RunsCstNode[];
};

export interface HookBehaviourCstNode extends CstNode {
  name: "hookBehaviour";
  children: HookBehaviourCstChildren;
}

export type HookBehaviourCstChildren = {
  hookKind: HookKindCstNode[];
  Of: IToken[];
  containerRef: ContainerRefCstNode[];
  Takes?: IToken[];
  duration?: (DurationCstNode)[];
  Fails?: IToken[];
  After?: IToken[];
  runs?: RunsCstNode[];
};

export interface ImagePullBehaviourCstNode extends CstNode {
  name: "imagePullBehaviour";
  children: ImagePullBehaviourCstChildren;
}

export type ImagePullBehaviourCstChildren = {
  Image: IToken[];
  Pull: IToken[];
  Of: IToken[];
  containerRef: ContainerRefCstNode[];
  Takes?: IToken[];
  duration?: DurationCstNode[];
  Fails?: IToken[];
};

export interface RunsCstNode extends CstNode {
  name: "runs";
  children: RunsCstChildren;
}

export type RunsCstChildren = {
  On?: IToken[];
  Run?: (IToken)[];
  integer?: (IntegerCstNode)[];
  Runs?: IToken[];
  DotDot?: IToken[];
  From?: IToken[];
};

export interface EventStatementCstNode extends CstNode {
  name: "eventStatement";
  children: EventStatementCstChildren;
}

export type EventStatementCstChildren = {
  At: IToken[];
  duration: DurationCstNode[];
  containerEvent?: ContainerEventCstNode[];
  probeEvent?: ProbeEventCstNode[];
  imagePullEvent?: ImagePullEventCstNode[];
  conditionPatch?: ConditionPatchCstNode[];
  gateRemoval?: GateRemovalCstNode[];
  podEvent?: PodEventCstNode[];
  nodeEvent?: NodeEventCstNode[];
  kubeletEvent?: KubeletEventCstNode[];
};

export interface ContainerEventCstNode extends CstNode {
  name: "containerEvent";
  children: ContainerEventCstChildren;
}

export type ContainerEventCstChildren = {
  Container: IToken[];
  containerRef: ContainerRefCstNode[];
  Exits?: IToken[];
  integer?: IntegerCstNode[];
  Is?: (IToken)[];
  Oom?: IToken[];
  Killed?: IToken[];
  Resized?: IToken[];
  To?: (IToken)[];
  resourceSpec?: ResourceSpecCstNode[];
  Image?: IToken[];
  Updated?: IToken[];
  word?: WordCstNode[];
};

export interface ResourceSpecCstNode extends CstNode {
  name: "resourceSpec";
  children: ResourceSpecCstChildren;
}

export type ResourceSpecCstChildren = {
  resourceAmounts?: (ResourceAmountsCstNode)[];
  Requests?: IToken[];
  Limits?: (IToken)[];
};

export interface ResourceAmountsCstNode extends CstNode {
  name: "resourceAmounts";
  children: ResourceAmountsCstChildren;
}

export type ResourceAmountsCstChildren = {
  Cpu?: IToken[];
  Memory?: IToken[];
  quantity: QuantityCstNode[];
};

export interface QuantityCstNode extends CstNode {
  name: "quantity";
  children: QuantityCstChildren;
}

export type QuantityCstChildren = {
  DurationLiteral?: IToken[];
  IntegerLiteral?: IToken[];
  VersionLiteral?: IToken[];
  Placeholder?: IToken[];
};

export interface ProbeEventCstNode extends CstNode {
  name: "probeEvent";
  children: ProbeEventCstChildren;
}

export type ProbeEventCstChildren = {
  probeKind: ProbeKindCstNode[];
  Of: IToken[];
  containerRef: ContainerRefCstNode[];
  probeAnswer: ProbeAnswerCstNode[];
};

export interface ProbeAnswerCstNode extends CstNode {
  name: "probeAnswer";
  children: ProbeAnswerCstChildren;
}

export type ProbeAnswerCstChildren = {
  Succeeds?: IToken[];
  Fails?: IToken[];
  Errors?: IToken[];
  Times?: IToken[];
  Out?: IToken[];
};

export interface ImagePullEventCstNode extends CstNode {
  name: "imagePullEvent";
  children: ImagePullEventCstChildren;
}

export type ImagePullEventCstChildren = {
  Image: IToken[];
  Pull: IToken[];
  Of: IToken[];
  containerRef: ContainerRefCstNode[];
  Succeeds: IToken[];
};

export interface ConditionPatchCstNode extends CstNode {
  name: "conditionPatch";
  children: ConditionPatchCstChildren;
}

export type ConditionPatchCstChildren = {
  Condition: IToken[];
  name: NameCstNode[];
  Is: IToken[];
  word: WordCstNode[];
};

export interface GateRemovalCstNode extends CstNode {
  name: "gateRemoval";
  children: GateRemovalCstChildren;
}

export type GateRemovalCstChildren = {
  Scheduling: IToken[];
  Gate: IToken[];
  name: NameCstNode[];
  Is: IToken[];
  Removed: IToken[];
};

export interface PodEventCstNode extends CstNode {
  name: "podEvent";
  children: PodEventCstChildren;
}

export type PodEventCstChildren = {
  Pod: IToken[];
  name?: (NameCstNode)[];
  Is?: IToken[];
  Scheduled?: IToken[];
  To?: IToken[];
  Deleted?: (IToken)[];
  With?: IToken[];
  Grace?: IToken[];
  duration?: DurationCstNode[];
  Force?: IToken[];
  Evicted?: IToken[];
  By?: IToken[];
  The?: IToken[];
  Kubelet?: IToken[];
  For?: IToken[];
  Soft?: IToken[];
  Memory?: IToken[];
  Disk?: IToken[];
  Pid?: IToken[];
  Preempted?: IToken[];
  conditionPatch?: ConditionPatchCstNode[];
  gateRemoval?: GateRemovalCstNode[];
};

export interface NodeEventCstNode extends CstNode {
  name: "nodeEvent";
  children: NodeEventCstChildren;
}

export type NodeEventCstChildren = {
  Node: IToken[];
  name: NameCstNode[];
  Fails?: IToken[];
  Recovers?: IToken[];
  Reboots?: IToken[];
  Shuts?: IToken[];
  Down?: IToken[];
  Is?: IToken[];
  Deleted?: IToken[];
  Tainted?: IToken[];
  OutOfService?: IToken[];
};

export interface KubeletEventCstNode extends CstNode {
  name: "kubeletEvent";
  children: KubeletEventCstChildren;
}

export type KubeletEventCstChildren = {
  Kubelet: IToken[];
  On?: IToken[];
  name?: NameCstNode[];
  Restarts?: IToken[];
  Stops?: IToken[];
  Starts?: IToken[];
};

export interface ExpectStatementCstNode extends CstNode {
  name: "expectStatement";
  children: ExpectStatementCstChildren;
}

export type ExpectStatementCstChildren = {
  Expect: IToken[];
  Order?: IToken[];
  Colon?: IToken[];
  expectation?: (ExpectationCstNode)[];
  Comma?: IToken[];
  when?: WhenCstNode[];
  times?: TimesCstNode[];
  And?: IToken[];
};

export interface WhenCstNode extends CstNode {
  name: "when";
  children: WhenCstChildren;
}

export type WhenCstChildren = {
  At?: IToken[];
  duration?: (DurationCstNode)[];
  End?: IToken[];
  From?: (IToken)[];
  Until?: (IToken)[];
  By?: IToken[];
  Sometime?: IToken[];
  Eventually?: IToken[];
  Throughout?: IToken[];
  Never?: IToken[];
};

export interface TimesCstNode extends CstNode {
  name: "times";
  children: TimesCstChildren;
}

export type TimesCstChildren = {
  integer: IntegerCstNode[];
  Times: IToken[];
};

export interface ExpectationCstNode extends CstNode {
  name: "expectation";
  children: ExpectationCstChildren;
}

export type ExpectationCstChildren = {
  what: WhatCstNode[];
  nthTime?: NthTimeCstNode[];
};

export interface WhatCstNode extends CstNode {
  name: "what";
  children: WhatCstChildren;
}

export type WhatCstChildren = {
  podState?: (PodStateCstNode)[];
  Pod?: IToken[];
  name?: NameCstNode[];
  Becomes?: (IToken)[];
  Removed?: IToken[];
  Container?: IToken[];
  containerRef?: (ContainerRefCstNode)[];
  containerTail?: ContainerTailCstNode[];
  Signal?: IToken[];
  word?: WordCstNode[];
  To?: IToken[];
  hookKind?: HookKindCstNode[];
  Of?: IToken[];
  Starts?: IToken[];
  probeRun?: ProbeRunCstNode[];
};

export interface ProbeRunCstNode extends CstNode {
  name: "probeRun";
  children: ProbeRunCstChildren;
}

export type ProbeRunCstChildren = {
  probeKind: ProbeKindCstNode[];
  Probe: IToken[];
  Of: IToken[];
  containerRef: ContainerRefCstNode[];
  Runs?: IToken[];
  probeAnswer?: ProbeAnswerCstNode[];
};

export interface NthTimeCstNode extends CstNode {
  name: "nthTime";
  children: NthTimeCstChildren;
}

export type NthTimeCstChildren = {
  For: IToken[];
  The: IToken[];
  OrdinalLiteral?: IToken[];
  Placeholder?: IToken[];
  Time: IToken[];
};

export interface PodStateCstNode extends CstNode {
  name: "podState";
  children: PodStateCstChildren;
}

export type PodStateCstChildren = {
  Phase?: IToken[];
  Becomes?: (IToken)[];
  word?: (WordCstNode)[];
  Condition?: IToken[];
  name?: NameCstNode[];
  Absent?: IToken[];
  reason?: ReasonCstNode[];
  message?: (MessageCstNode)[];
  Status?: IToken[];
  Ready?: IToken[];
  integer?: (IntegerCstNode)[];
  Slash?: IToken[];
  Reason?: IToken[];
  Event?: IToken[];
  For?: IToken[];
  containerRef?: ContainerRefCstNode[];
};

export interface ContainerTailCstNode extends CstNode {
  name: "containerTail";
  children: ContainerTailCstChildren;
}

export type ContainerTailCstChildren = {
  Running?: IToken[];
  readyFlag?: ReadyFlagCstNode[];
  startedFlag?: StartedFlagCstNode[];
  message?: (MessageCstNode)[];
  restarts?: (RestartsCstNode)[];
  Waiting?: IToken[];
  reason?: (ReasonCstNode)[];
  Terminated?: IToken[];
  exitCode?: ExitCodeCstNode[];
  lastTerminated?: LastTerminatedCstNode[];
  Starts?: IToken[];
  Exits?: IToken[];
  integer?: IntegerCstNode[];
  Resources?: IToken[];
  resourceSpec?: ResourceSpecCstNode[];
};

export interface ReadyFlagCstNode extends CstNode {
  name: "readyFlag";
  children: ReadyFlagCstChildren;
}

export type ReadyFlagCstChildren = {
  Not?: IToken[];
  Ready: IToken[];
};

export interface StartedFlagCstNode extends CstNode {
  name: "startedFlag";
  children: StartedFlagCstChildren;
}

export type StartedFlagCstChildren = {
  Not?: IToken[];
  Started: IToken[];
};

export interface MessageCstNode extends CstNode {
  name: "message";
  children: MessageCstChildren;
}

export type MessageCstChildren = {
  Message: IToken[];
  Contains?: IToken[];
  word: WordCstNode[];
};

export interface LastTerminatedCstNode extends CstNode {
  name: "lastTerminated";
  children: LastTerminatedCstChildren;
}

export type LastTerminatedCstChildren = {
  Last: IToken[];
  Terminated: IToken[];
  reason?: ReasonCstNode[];
  exitCode?: ExitCodeCstNode[];
};

export interface RestartsCstNode extends CstNode {
  name: "restarts";
  children: RestartsCstChildren;
}

export type RestartsCstChildren = {
  Restarts: IToken[];
  Comparison?: IToken[];
  At?: IToken[];
  Least?: IToken[];
  Most?: IToken[];
  integer: IntegerCstNode[];
};

export interface ReasonCstNode extends CstNode {
  name: "reason";
  children: ReasonCstChildren;
}

export type ReasonCstChildren = {
  Reason: IToken[];
  word: WordCstNode[];
};

export interface ExitCodeCstNode extends CstNode {
  name: "exitCode";
  children: ExitCodeCstChildren;
}

export type ExitCodeCstChildren = {
  Exit: IToken[];
  integer: IntegerCstNode[];
};

export interface GoldenStatementCstNode extends CstNode {
  name: "goldenStatement";
  children: GoldenStatementCstChildren;
}

export type GoldenStatementCstChildren = {
  Golden: IToken[];
  StringLiteral: IToken[];
  At?: IToken[];
  duration?: DurationCstNode[];
};

export interface EndStatementCstNode extends CstNode {
  name: "endStatement";
  children: EndStatementCstChildren;
}

export type EndStatementCstChildren = {
  End: IToken[];
  At: IToken[];
  duration: DurationCstNode[];
};

export interface ExamplesStatementCstNode extends CstNode {
  name: "examplesStatement";
  children: ExamplesStatementCstChildren;
}

export type ExamplesStatementCstChildren = {
  Examples: IToken[];
  Colon: IToken[];
};

export interface SweepStatementCstNode extends CstNode {
  name: "sweepStatement";
  children: SweepStatementCstChildren;
}

export type SweepStatementCstChildren = {
  Sweep: IToken[];
  Name?: IToken[];
  Keyword?: IToken[];
  From: IToken[];
  sweepValue: (SweepValueCstNode)[];
  To: IToken[];
  Step: IToken[];
  Bisect?: IToken[];
};

export interface SweepValueCstNode extends CstNode {
  name: "sweepValue";
  children: SweepValueCstChildren;
}

export type SweepValueCstChildren = {
  DurationLiteral?: IToken[];
  IntegerLiteral?: IToken[];
};

export interface TableRowCstNode extends CstNode {
  name: "tableRow";
  children: TableRowCstChildren;
}

export type TableRowCstChildren = {
  TableRow: IToken[];
};

export interface ContainerRefCstNode extends CstNode {
  name: "containerRef";
  children: ContainerRefCstChildren;
}

export type ContainerRefCstChildren = {
  name: (NameCstNode)[];
  Slash?: IToken[];
};

export interface ProbeKindCstNode extends CstNode {
  name: "probeKind";
  children: ProbeKindCstChildren;
}

export type ProbeKindCstChildren = {
  Startup?: IToken[];
  Liveness?: IToken[];
  Readiness?: IToken[];
};

export interface HookKindCstNode extends CstNode {
  name: "hookKind";
  children: HookKindCstChildren;
}

export type HookKindCstChildren = {
  PostStart?: IToken[];
  PreStop?: IToken[];
};

export interface WordCstNode extends CstNode {
  name: "word";
  children: WordCstChildren;
}

export type WordCstChildren = {
  Name?: IToken[];
  StringLiteral?: IToken[];
  Placeholder?: IToken[];
};

export interface NameCstNode extends CstNode {
  name: "name";
  children: NameCstChildren;
}

export type NameCstChildren = {
  word?: WordCstNode[];
  Keyword?: IToken[];
};

export interface DurationCstNode extends CstNode {
  name: "duration";
  children: DurationCstChildren;
}

export type DurationCstChildren = {
  DurationLiteral?: IToken[];
  Placeholder?: IToken[];
};

export interface IntegerCstNode extends CstNode {
  name: "integer";
  children: IntegerCstChildren;
}

export type IntegerCstChildren = {
  IntegerLiteral?: IToken[];
  Placeholder?: IToken[];
};

export interface ICstNodeVisitor<IN, OUT> extends ICstVisitor<IN, OUT> {
  statement(children: StatementCstChildren, param?: IN): OUT;
  scenarioStatement(children: ScenarioStatementCstChildren, param?: IN): OUT;
  tagsStatement(children: TagsStatementCstChildren, param?: IN): OUT;
  podStatement(children: PodStatementCstChildren, param?: IN): OUT;
  nodeStatement(children: NodeStatementCstChildren, param?: IN): OUT;
  kubernetesStatement(children: KubernetesStatementCstChildren, param?: IN): OUT;
  kubeletStatement(children: KubeletStatementCstChildren, param?: IN): OUT;
  clusterStatement(children: ClusterStatementCstChildren, param?: IN): OUT;
  containerBehaviour(children: ContainerBehaviourCstChildren, param?: IN): OUT;
  probeBehaviour(children: ProbeBehaviourCstChildren, param?: IN): OUT;
  hookBehaviour(children: HookBehaviourCstChildren, param?: IN): OUT;
  imagePullBehaviour(children: ImagePullBehaviourCstChildren, param?: IN): OUT;
  runs(children: RunsCstChildren, param?: IN): OUT;
  eventStatement(children: EventStatementCstChildren, param?: IN): OUT;
  containerEvent(children: ContainerEventCstChildren, param?: IN): OUT;
  resourceSpec(children: ResourceSpecCstChildren, param?: IN): OUT;
  resourceAmounts(children: ResourceAmountsCstChildren, param?: IN): OUT;
  quantity(children: QuantityCstChildren, param?: IN): OUT;
  probeEvent(children: ProbeEventCstChildren, param?: IN): OUT;
  probeAnswer(children: ProbeAnswerCstChildren, param?: IN): OUT;
  imagePullEvent(children: ImagePullEventCstChildren, param?: IN): OUT;
  conditionPatch(children: ConditionPatchCstChildren, param?: IN): OUT;
  gateRemoval(children: GateRemovalCstChildren, param?: IN): OUT;
  podEvent(children: PodEventCstChildren, param?: IN): OUT;
  nodeEvent(children: NodeEventCstChildren, param?: IN): OUT;
  kubeletEvent(children: KubeletEventCstChildren, param?: IN): OUT;
  expectStatement(children: ExpectStatementCstChildren, param?: IN): OUT;
  when(children: WhenCstChildren, param?: IN): OUT;
  times(children: TimesCstChildren, param?: IN): OUT;
  expectation(children: ExpectationCstChildren, param?: IN): OUT;
  what(children: WhatCstChildren, param?: IN): OUT;
  probeRun(children: ProbeRunCstChildren, param?: IN): OUT;
  nthTime(children: NthTimeCstChildren, param?: IN): OUT;
  podState(children: PodStateCstChildren, param?: IN): OUT;
  containerTail(children: ContainerTailCstChildren, param?: IN): OUT;
  readyFlag(children: ReadyFlagCstChildren, param?: IN): OUT;
  startedFlag(children: StartedFlagCstChildren, param?: IN): OUT;
  message(children: MessageCstChildren, param?: IN): OUT;
  lastTerminated(children: LastTerminatedCstChildren, param?: IN): OUT;
  restarts(children: RestartsCstChildren, param?: IN): OUT;
  reason(children: ReasonCstChildren, param?: IN): OUT;
  exitCode(children: ExitCodeCstChildren, param?: IN): OUT;
  goldenStatement(children: GoldenStatementCstChildren, param?: IN): OUT;
  endStatement(children: EndStatementCstChildren, param?: IN): OUT;
  examplesStatement(children: ExamplesStatementCstChildren, param?: IN): OUT;
  sweepStatement(children: SweepStatementCstChildren, param?: IN): OUT;
  sweepValue(children: SweepValueCstChildren, param?: IN): OUT;
  tableRow(children: TableRowCstChildren, param?: IN): OUT;
  containerRef(children: ContainerRefCstChildren, param?: IN): OUT;
  probeKind(children: ProbeKindCstChildren, param?: IN): OUT;
  hookKind(children: HookKindCstChildren, param?: IN): OUT;
  word(children: WordCstChildren, param?: IN): OUT;
  name(children: NameCstChildren, param?: IN): OUT;
  duration(children: DurationCstChildren, param?: IN): OUT;
  integer(children: IntegerCstChildren, param?: IN): OUT;
}
