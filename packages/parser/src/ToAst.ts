/**
 * CST → AST: a typed visitor over the generated CST types (`generated/cst.d.ts`), a function for each rule, checked
 * complete by the type checker (`visitor` satisfies a method for every rule) and by `test/Grammar.test.ts` (as
 * chevrotain's `validateVisitor()` checks). It does not extend chevrotain's base visitor, which would build the parser
 * when this module loads. The rules are in internal/toAst/ by job (declarations, behaviours, events, expectations,
 * and the parts they share); the leaves, each from one token, in internal/leaves.ts.
 */
import type { CstNode } from "chevrotain"
import type * as Ast from "./Ast.ts"
import type * as Cst from "./generated/cst.d.ts"
import type { Context } from "./internal/leaves.ts"
import * as Behaviours from "./internal/toAst/behaviours.ts"
import * as Declarations from "./internal/toAst/declarations.ts"
import * as Events from "./internal/toAst/events.ts"
import * as Expectations from "./internal/toAst/expectations.ts"
import { first } from "./internal/toAst/reading.ts"
import * as Shared from "./internal/toAst/shared.ts"

export type { Context } from "./internal/leaves.ts"
/** `1st`, `2nd`: re-exported for the interpreter's occurrence texts. @category leaves */
export { ordinalSuffix } from "./internal/leaves.ts"

/** The grammar's rules: the visitor has a function for each. */
type RuleName = Exclude<keyof Cst.ICstNodeVisitor<Context, unknown>, "visit" | "validateVisitor">

const { scenarioStatement, tagsStatement, podStatement, nodeStatement, kubernetesStatement, kubeletStatement } =
  Declarations
const { clusterStatement, goldenStatement, endStatement, examplesStatement, sweepStatement, tableRow } = Declarations
const { containerBehaviour, probeBehaviour, hookBehaviour, imagePullBehaviour } = Behaviours
const { eventStatement } = Events
const { expectStatement } = Expectations

/** A line's statement (or, for a table row, the row). */
const statement = ({ children: c }: Cst.StatementCstNode, ctx: Context): Ast.Statement | Ast.TableRow => {
  if (c.scenarioStatement) return scenarioStatement(first(c.scenarioStatement), ctx)
  if (c.tagsStatement) return tagsStatement(first(c.tagsStatement))
  if (c.podStatement) return podStatement(first(c.podStatement), ctx)
  if (c.nodeStatement) return nodeStatement(first(c.nodeStatement), ctx)
  if (c.kubernetesStatement) return kubernetesStatement(first(c.kubernetesStatement), ctx)
  if (c.kubeletStatement) return kubeletStatement(first(c.kubeletStatement))
  if (c.clusterStatement) return clusterStatement(first(c.clusterStatement))
  if (c.containerBehaviour) return containerBehaviour(first(c.containerBehaviour), ctx)
  if (c.probeBehaviour) return probeBehaviour(first(c.probeBehaviour), ctx)
  if (c.hookBehaviour) return hookBehaviour(first(c.hookBehaviour), ctx)
  if (c.imagePullBehaviour) return imagePullBehaviour(first(c.imagePullBehaviour), ctx)
  if (c.eventStatement) return eventStatement(first(c.eventStatement), ctx)
  if (c.expectStatement) return expectStatement(first(c.expectStatement), ctx)
  if (c.goldenStatement) return goldenStatement(first(c.goldenStatement), ctx)
  if (c.endStatement) return endStatement(first(c.endStatement), ctx)
  if (c.examplesStatement) return examplesStatement(first(c.examplesStatement))
  if (c.sweepStatement) return sweepStatement(first(c.sweepStatement), ctx)
  return tableRow(first(c.tableRow))
}

/**
 * The visitor: a function for each rule of the grammar, taking a node (its children and its location) and the
 * `Context`.
 *
 * @category visitor
 */
export const visitor = {
  statement,
  ...Shared,
  ...Declarations,
  ...Behaviours,
  ...Events,
  ...Expectations
} satisfies Record<RuleName, (node: never, ...rest: never) => unknown>

/** Turns one parsed line into a statement (or a table row). @category visitor */
export const toStatement = (cst: CstNode, ctx: Context): Ast.Statement | Ast.TableRow =>
  statement(cst as Cst.StatementCstNode, ctx)
