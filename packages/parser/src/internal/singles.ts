/**
 * The statements a scenario (and the shared part before the first one) has at most one of: `end at`, `kubernetes`,
 * `kubelet:` and `cluster:`. The first counts; each other is a duplicate, for the caller to report.
 */
import type * as Ast from "../Ast.ts"

type Of<Tag extends Ast.Statement["_tag"]> = Extract<Ast.Statement, { readonly _tag: Tag }>

/**
 * The first statement tagged `tag`, each later one handed to `duplicate` with it. A loop, not `filter`: it runs a few
 * times for every scenario, mostly on code V8 has not optimised, where a callback a statement costs more than the test.
 *
 * @category statements
 */
export const firstOf = <Tag extends Ast.Statement["_tag"]>(
  statements: ReadonlyArray<Ast.Statement>,
  tag: Tag,
  duplicate: (extra: Of<Tag>, first: Of<Tag>) => void
): Of<Tag> | undefined => {
  let first: Of<Tag> | undefined
  for (let i = 0; i < statements.length; i++) {
    const s = statements[i]!
    if (s._tag !== tag) continue
    if (first === undefined) first = s as Of<Tag>
    else duplicate(s as Of<Tag>, first)
  }
  return first
}
