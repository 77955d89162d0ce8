/**
 * PS21xx, pod validation: the API server's rules for a pod spec, and finding the pod in a manifest.
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import * as Suggest from "../../Suggest.ts"
import { build, type D, define, fill, listOf } from "./entry.ts"

/** @category pod */
export const UnknownPodField = define({
  code: "PS2104",
  slug: "unknown-pod-field",
  severity: "error",
  template: "unknown field `{field}` in {where}",
  help: "field names are those of the Pod v1 API, case-sensitive (`kubectl explain pod.spec`)",
  example: `scenario "x"\npod web:\n  spec:\n    restartPolcy: Never\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const unknownPodField = (
  file: SourceFile,
  span: Span,
  field: string,
  where: string,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownPodField,
    file,
    [Diagnostic.primary(span, `not a field of ${where}`)],
    { field, where },
    { help: Suggest.didYouMean(field, candidates) }
  )

/** @category pod */
export const PodFieldType = define({
  code: "PS2105",
  slug: "pod-field-type",
  severity: "error",
  template: "`{path}` must be {expected}",
  help: "quote strings that look like numbers or booleans, and write numbers without quotes",
  example: `scenario "x"\npod web:\n  spec:\n    terminationGracePeriodSeconds: soon\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const podFieldType = (file: SourceFile, span: Span, path: string, expected: string, found: string): D =>
  build(PodFieldType, file, [Diagnostic.primary(span, `this is ${found}`)], { path, expected })

/** @category pod */
export const UnsupportedPodValue = define({
  code: "PS2106",
  slug: "unsupported-pod-value",
  severity: "error",
  template: "unsupported value `{value}` for `{path}`",
  help: "API values keep their Kubernetes spelling and case",
  example: `scenario "x"\npod web:\n  spec:\n    restartPolicy: Allways\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const unsupportedPodValue = (
  file: SourceFile,
  span: Span,
  path: string,
  value: string,
  supported: ReadonlyArray<string>
): D =>
  build(
    UnsupportedPodValue,
    file,
    [Diagnostic.primary(span, supported.length > 0 ? `expected ${listOf(supported)}` : "not supported")],
    { value, path },
    { help: Suggest.didYouMean(value, supported) }
  )

/** @category pod */
export const InvalidPod = define({
  code: "PS2107",
  slug: "invalid-pod",
  severity: "error",
  template: "the API server would reject this pod: {path}: {detail}",
  help: "fix the manifest as the message says; the scenario runs only pods the API server would accept",
  example: `scenario "x"\npod web:\n  spec:\n    initContainers: [{ name: app, image: busybox }]\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const invalidPod = (
  file: SourceFile,
  span: Span,
  path: string,
  detail: string,
  label: string,
  help?: string
): D => build(InvalidPod, file, [Diagnostic.primary(span, label)], { path, detail }, { help })

/** @category pod */
export const PodscenarioLimit = define({
  code: "PS2125",
  slug: "podscenario-limit",
  severity: "error",
  template: "podscenario's own limit: {path}: {detail}",
  help: "the API server would accept this; podscenario bounds it so that a run stays fast (docs/guide/limits.md)",
  example: `scenario "x"\npod web:\n  spec:\n    containers:\n${Array.from({ length: 501 }, (_, i) => `      - { name: c${i}, image: busybox }`).join("\n")}\n`
})

/** A pod over a bound of podscenario's own, not the API server's (docs/guide/limits.md). @category pod */
export const podscenarioLimit = (file: SourceFile, span: Span, path: string, detail: string): D =>
  build(PodscenarioLimit, file, [Diagnostic.primary(span, "over podscenario's limit")], { path, detail })

/** @category pod */
export const PodNotInManifest = define({
  code: "PS2108",
  slug: "pod-not-in-manifest",
  severity: "error",
  template: "no Pod or pod template named `{name}` in this manifest",
  help:
    "the scenario uses the Pod whose `metadata.name` is the declared name, or the pod template of the workload " +
    'of that name; `pod NAME from "FILE" KIND/NAME` chooses one object',
  example: 'scenario "x"\npod web from "pods.yaml"   # pods.yaml holds the Pods `db` and `cache`\n'
})

/**
 * `found` lists the file's objects as `KIND/NAME`; `names` are the names a pod could be read from.
 *
 * @category pod
 */
export const podNotInManifest = (
  file: SourceFile,
  span: Span,
  name: string,
  found: ReadonlyArray<string>,
  names: ReadonlyArray<string> = found
): D =>
  build(
    PodNotInManifest,
    file,
    [Diagnostic.primary(span, found.length > 0 ? `this file has ${listOf(found, "and")}` : "this file has no Pod")],
    { name },
    { help: Suggest.didYouMean(name, names) }
  )

/** @category pod */
export const PodSchemaViolation = define({
  code: "PS2112",
  slug: "pod-schema-violation",
  severity: "error",
  template: "`{path}` {reason}",
  help: "the value does not fit the Pod v1 schema",
  example: `scenario "x"\npod web:\n  spec:\n    containers:\n      - name: app\n        image: busybox\n        ports: [{ containerPort: 3000000000 }]\n`
})

/** @category pod */
export const podSchemaViolation = (file: SourceFile, span: Span, path: string, reason: string): D =>
  build(PodSchemaViolation, file, [Diagnostic.primary(span, reason)], { path, reason })

/** @category pod */
export const AmbiguousManifestPod = define({
  code: "PS2120",
  slug: "ambiguous-manifest-pod",
  severity: "error",
  template: "`{name}` fits {count} objects in this manifest: {list}",
  help: 'choose one by kind and name: `pod NAME from "FILE" KIND/NAME`',
  example: 'scenario "x"\npod web from "all.yaml"   # all.yaml holds a Deployment and a StatefulSet named web\n'
})

/** `objects`: each fitting object's span and `KIND/NAME (line N)`, in file order. @category pod */
export const ambiguousManifestPod = (
  file: SourceFile,
  name: string,
  objects: ReadonlyArray<{ readonly span: Span; readonly label: string }>
): D =>
  build(
    AmbiguousManifestPod,
    file,
    objects.map((o, i) => (i === 0 ? Diagnostic.primary(o.span, o.label) : Diagnostic.secondary(o.span, o.label))),
    { name, count: objects.length, list: objects.map((o) => o.label).join(", ") }
  )

/** @category pod */
export const ManifestObjectNotFound = define({
  code: "PS2121",
  slug: "manifest-object-not-found",
  severity: "error",
  template: "no `{kind}/{name}` in this manifest",
  help: "`KIND/NAME` names an object by its `kind` and `metadata.name`, as `kubectl` does",
  example: 'scenario "x"\npod web from "all.yaml" Deployment/api   # all.yaml has no Deployment named api\n'
})

/** `found` lists the file's objects as `KIND/NAME`. @category pod */
export const manifestObjectNotFound = (
  file: SourceFile,
  span: Span,
  kind: string,
  name: string,
  found: ReadonlyArray<string>
): D =>
  build(
    ManifestObjectNotFound,
    file,
    [Diagnostic.primary(span, found.length > 0 ? `this file has ${listOf(found, "and")}` : "this file has no objects")],
    { kind, name },
    { help: Suggest.didYouMean(`${kind}/${name}`, found) }
  )

/** @category pod */
export const NoPodTemplate = define({
  code: "PS2122",
  slug: "no-pod-template",
  severity: "error",
  template: "`{kind}/{name}` has no pod template",
  help: "a pod is read from a Pod, or from the pod template of a {kinds}",
  example: 'scenario "x"\npod web from "all.yaml" Service/web   # a Service holds no pod\n'
})

/** `where` says where the template was looked for (`spec.template`), or that the kind has none. @category pod */
export const noPodTemplate = (
  file: SourceFile,
  span: Span,
  kind: string,
  name: string,
  where: string,
  kinds: ReadonlyArray<string>
): D =>
  build(
    NoPodTemplate,
    file,
    [Diagnostic.primary(span, where)],
    { kind, name },
    {
      help: fill(NoPodTemplate.help, { kinds: listOf(kinds) })
    }
  )
