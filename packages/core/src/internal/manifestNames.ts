/** The API machinery's name formats (k8s.io/apimachinery/pkg/util/validation), checked where the manifest has a name. */
import { type Context, issue, type Path } from "./manifestFields.ts"

const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/
const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/
const QUALIFIED_NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/

/**
 * What is wrong with a DNS-1123 label (container names, namespaces), or nothing (`IsDNS1123Label`).
 *
 * @category validation
 */
export const dns1123LabelProblems = (value: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  if (value.length > 63) out.push("must be no more than 63 characters")
  if (!DNS1123_LABEL.test(value))
    out.push(
      "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name', or '123-abc')"
    )
  return out
}

/**
 * What is wrong with a DNS-1123 subdomain (pod names, node names), or nothing (`IsDNS1123Subdomain`).
 *
 * @category validation
 */
export const dns1123SubdomainProblems = (value: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  if (value.length > 253) out.push("must be no more than 253 characters")
  if (!DNS1123_SUBDOMAIN.test(value))
    out.push(
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com')"
    )
  return out
}

/**
 * What is wrong with a qualified name (`example.com/feature-1`: readiness gates, scheduling gates, toleration
 * keys), or nothing (`IsQualifiedName`).
 *
 * @category validation
 */
export const qualifiedNameProblems = (value: string): ReadonlyArray<string> => {
  const parts = value.split("/")
  if (parts.length > 2)
    return [
      "a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character, with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
    ]
  const out: Array<string> = []
  const name = parts.length === 2 ? parts[1]! : parts[0]!
  if (parts.length === 2) {
    const prefix = parts[0]!
    if (prefix.length === 0) out.push("prefix part must be non-empty")
    else out.push(...dns1123SubdomainProblems(prefix).map((p) => `prefix part ${p}`))
  }
  if (name.length === 0) out.push("name part must be non-empty")
  else {
    if (name.length > 63) out.push("name part must be no more than 63 characters")
    if (!QUALIFIED_NAME.test(name))
      out.push(
        "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName', or 'my.name', or '123-abc')"
      )
  }
  return out
}

/** Reports each problem of `value` as an invalid value at `path`; true when it has none. */
export const checkName = (
  ctx: Context,
  path: Path,
  value: string,
  problems: (value: string) => ReadonlyArray<string>
): boolean => {
  const found = problems(value)
  for (const p of found) issue(ctx, path, "Invalid", p, value)
  return found.length === 0
}
