/**
 * The human words of the Markdown, SVG, Explain and pretty outputs in English, Spanish, French and Ukrainian, in
 * the vocabulary of the Kubernetes documentation's own "Pod Lifecycle" page in each language (fr "conteneur",
 * "phase", "sonde"; es "contenedor", "fase", "sondeo"; uk "контейнер", "фаза", "проба"). API values (`Running`,
 * `CrashLoopBackOff`, `SIGTERM`, condition types, Event reasons) are never translated.
 */

import { known, translate } from "./internal/causes.ts"

/**
 * A language of the outputs (`--lang`).
 *
 * @category models
 */
export type Lang = "en" | "es" | "fr" | "uk"

/** Every language, in the order docs list them. @category constants */
export const langs: ReadonlyArray<Lang> = ["en", "es", "fr", "uk"]

/** Whether a string names a supported language. @category predicates */
export const isLang = (value: string): value is Lang => (langs as ReadonlyArray<string>).includes(value)

/** @category models */
export interface Words {
  // --- nouns (column headers, legends)
  readonly time: string
  readonly pod: string
  readonly phase: string
  readonly container: string
  readonly conditions: string
  readonly signals: string
  readonly events: string
  readonly changes: string
  readonly probes: string
  readonly hooks: string
  readonly node: string
  readonly end: string
  /** The scenario's own `at T …` events: the SVG row and legend entry, the Mermaid section. */
  readonly scenarioEvents: string
  // --- container states
  readonly waiting: string
  readonly running: string
  readonly terminated: string
  readonly ready: string
  readonly notReady: string
  readonly restarts: (n: number) => string
  readonly exit: (code: number) => string
  readonly removedState: string
  /** The SVG legend's entry for the deletion and removal lines. */
  readonly deletion: string
  // --- records
  readonly podCreated: (pod: string) => string
  readonly scheduled: (node: string) => string
  readonly deletionRequested: (grace: string) => string
  readonly podRemoved: string
  readonly conditionRemoved: (type: string) => string
  readonly nodeReady: (node: string, status: string) => string
  readonly started: (container: string, run: number) => string
  readonly exited: (container: string, code: number, reason: string) => string
  readonly signalSent: (signal: string, container: string) => string
  readonly hookStarted: (hook: string, container: string) => string
  readonly hookFinished: (hook: string, container: string, outcome: "completed" | "failed" | "interrupted") => string
  readonly probe: (probe: string, container: string, result: "success" | "failure" | "error") => string
  readonly worldEvent: (index: number) => string
  // --- explain
  readonly at: string
  readonly because: string
  readonly since: (time: string) => string
  readonly stateAt: (time: string) => string
  readonly next: string
  // --- test-runner output
  /** Counted words: `[one, many]`, picked by `count`. */
  readonly passed: Forms
  readonly failed: Forms
  readonly errored: Forms
  readonly skipped: Forms
  /** An expectation of a scenario with an error: never checked (language.md §11.6). */
  readonly unchecked: Forms
  readonly scenarios: string
  readonly expectations: string
  readonly goldens: string
  readonly duration: string
  readonly expected: string
  readonly actual: string
  readonly heldAt: (time: string) => string
  readonly around: (time: string) => string
  /** A golden mismatch's timeline diff: its heading, and what a cut list or file diff says it left out. */
  readonly diff: {
    readonly timeline: string
    readonly more: (n: number) => string
    readonly moreLines: (n: number) => string
  }
  readonly failures: string
  readonly golden: Readonly<Record<"matched" | "written" | "updated" | "missing" | "mismatch" | "stale", Forms>>
  readonly diagnostics: string
  // --- the HTML report
  readonly report: ReportWords
}

/** The HTML report's own words (`Html.ts`). @category models */
export interface ReportWords {
  readonly title: string
  readonly status: string
  readonly tag: string
  readonly file: string
  readonly search: string
  readonly all: string
  readonly timeline: string
  readonly showAt: (time: string) => string
  readonly fileErrors: string
  readonly keys: string
  readonly ranAt: (date: string) => string
}

/** A counted word: its form for one and for several. @category models */
export type Forms = readonly [one: string, many: string]

/**
 * `3 passed`, `1 réussi`, `2 réussis`.
 *
 * @category formatting
 */
export const count = (n: number, forms: Forms): string => `${n} ${n === 1 ? forms[0] : forms[1]}`

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/** Ukrainian plural forms: 1 перезапуск, 2–4 перезапуски, 5+ перезапусків (11–14 too). */
const ukPlural = (n: number, one: string, few: string, many: string): string => {
  const mod10 = n % 10
  const mod100 = n % 100
  const word =
    mod10 === 1 && mod100 !== 11 ? one : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? few : many
  return `${n} ${word}`
}

const en: Words = {
  time: "time",
  pod: "pod",
  phase: "phase",
  container: "container",
  conditions: "conditions",
  signals: "signals",
  events: "events",
  changes: "changes",
  probes: "probes",
  hooks: "hooks",
  node: "node",
  end: "end",
  scenarioEvents: "scenario events",
  waiting: "waiting",
  running: "running",
  terminated: "terminated",
  ready: "ready",
  notReady: "not ready",
  restarts: (n) => plural(n, "restart", "restarts"),
  exit: (code) => `exit ${code}`,
  removedState: "removed",
  deletion: "deletion, removal",
  podCreated: (pod) => `pod ${pod} created`,
  scheduled: (node) => `scheduled to ${node}`,
  deletionRequested: (grace) => `deletion requested (grace ${grace})`,
  podRemoved: "pod removed from the API",
  conditionRemoved: (type) => `condition ${type} removed`,
  nodeReady: (node, status) => `node ${node} Ready ${status}`,
  started: (c, run) => `container ${c} started (run ${run})`,
  exited: (c, code, reason) => `container ${c} exited ${code} (${reason})`,
  signalSent: (signal, c) => `${signal} sent to ${c}`,
  hookStarted: (hook, c) => `${hook} hook of ${c} started`,
  hookFinished: (hook, c, outcome) => `${hook} hook of ${c} ${outcome}`,
  probe: (probe, c, result) => `${probe} probe of ${c}: ${result}`,
  worldEvent: (index) => `scenario event #${index + 1} applied`,
  at: "at",
  because: "because",
  since: (t) => `since ${t}`,
  stateAt: (t) => `state at ${t}`,
  next: "next",
  passed: ["passed", "passed"],
  failed: ["failed", "failed"],
  errored: ["errored", "errored"],
  skipped: ["skipped", "skipped"],
  unchecked: ["not checked", "not checked"],
  scenarios: "Scenarios",
  expectations: "Expectations",
  goldens: "Goldens",
  duration: "Duration",
  expected: "expected",
  actual: "actual",
  heldAt: (t) => `at ${t}`,
  around: (t) => `timeline around ${t}`,
  diff: { timeline: "timeline", more: (n) => `${n} more`, moreLines: (n) => plural(n, "more line", "more lines") },
  failures: "Failures",
  golden: {
    matched: ["matched", "matched"],
    written: ["written", "written"],
    updated: ["updated", "updated"],
    missing: ["missing", "missing"],
    mismatch: ["mismatch", "mismatches"],
    stale: ["stale", "stale"]
  },
  diagnostics: "Diagnostics",
  report: {
    title: "podscenario report",
    status: "Status",
    tag: "Tag",
    file: "File",
    search: "Search scenarios",
    all: "all",
    timeline: "Timeline",
    showAt: (t) => `show ${t} on the timeline`,
    fileErrors: "Files that did not run",
    keys: "Keys: j / k next and previous scenario, ← / → marks of a focused timeline, / search",
    ranAt: (d) => `run of ${d}`
  }
}

const es: Words = {
  time: "tiempo",
  pod: "Pod",
  phase: "fase",
  container: "contenedor",
  conditions: "condiciones",
  signals: "señales",
  events: "eventos",
  changes: "cambios",
  probes: "sondeos",
  hooks: "hooks",
  node: "nodo",
  end: "fin",
  scenarioEvents: "eventos del escenario",
  waiting: "esperando",
  running: "en ejecución",
  terminated: "terminado",
  ready: "listo",
  notReady: "no listo",
  restarts: (n) => plural(n, "reinicio", "reinicios"),
  exit: (code) => `código de salida ${code}`,
  removedState: "eliminado",
  deletion: "eliminación, retirada",
  podCreated: (pod) => `Pod ${pod} creado`,
  scheduled: (node) => `asignado al nodo ${node}`,
  deletionRequested: (grace) => `eliminación solicitada (gracia ${grace})`,
  podRemoved: "Pod eliminado de la API",
  conditionRemoved: (type) => `condición ${type} eliminada`,
  nodeReady: (node, status) => `nodo ${node} Ready ${status}`,
  started: (c, run) => `contenedor ${c} iniciado (ejecución ${run})`,
  exited: (c, code, reason) => `contenedor ${c} terminó con ${code} (${reason})`,
  signalSent: (signal, c) => `${signal} enviada a ${c}`,
  hookStarted: (hook, c) => `hook ${hook} de ${c} iniciado`,
  hookFinished: (hook, c, outcome) =>
    `hook ${hook} de ${c} ${outcome === "completed" ? "finalizado" : outcome === "failed" ? "fallido" : "interrumpido"}`,
  probe: (probe, c, result) =>
    `sondeo ${probe} de ${c}: ${result === "success" ? "Success" : result === "failure" ? "Failure" : "Unknown"}`,
  worldEvent: (index) => `evento #${index + 1} del escenario aplicado`,
  at: "a los",
  because: "porque",
  since: (t) => `desde ${t}`,
  stateAt: (t) => `estado a los ${t}`,
  next: "después",
  passed: ["correcto", "correctos"],
  failed: ["fallido", "fallidos"],
  errored: ["con error", "con error"],
  skipped: ["omitido", "omitidos"],
  unchecked: ["sin comprobar", "sin comprobar"],
  scenarios: "Escenarios",
  expectations: "Expectativas",
  goldens: "Referencias",
  duration: "Duración",
  expected: "esperado",
  actual: "obtenido",
  heldAt: (t) => `a los ${t}`,
  around: (t) => `línea de tiempo alrededor de ${t}`,
  diff: {
    timeline: "línea de tiempo",
    more: (n) => `${n} más`,
    moreLines: (n) => plural(n, "línea más", "líneas más")
  },
  failures: "Fallos",
  golden: {
    matched: ["coincide", "coinciden"],
    written: ["escrito", "escritos"],
    updated: ["actualizado", "actualizados"],
    missing: ["ausente", "ausentes"],
    mismatch: ["difiere", "difieren"],
    stale: ["obsoleto", "obsoletos"]
  },
  diagnostics: "Diagnósticos",
  report: {
    title: "informe de podscenario",
    status: "Estado",
    tag: "Etiqueta",
    file: "Archivo",
    search: "Buscar escenarios",
    all: "todos",
    timeline: "Cronología",
    showAt: (t) => `mostrar ${t} en la cronología`,
    fileErrors: "Archivos que no se ejecutaron",
    keys: "Teclas: j / k escenario siguiente y anterior, ← / → marcas de la cronología enfocada, / buscar",
    ranAt: (d) => `ejecución del ${d}`
  }
}

const fr: Words = {
  time: "temps",
  pod: "Pod",
  phase: "phase",
  container: "conteneur",
  conditions: "conditions",
  signals: "signaux",
  events: "événements",
  changes: "changements",
  probes: "sondes",
  hooks: "hooks",
  node: "nœud",
  end: "fin",
  scenarioEvents: "événements du scénario",
  waiting: "en attente",
  running: "en cours d'exécution",
  terminated: "terminé",
  ready: "prêt",
  notReady: "non prêt",
  restarts: (n) => plural(n, "redémarrage", "redémarrages"),
  exit: (code) => `code de retour ${code}`,
  removedState: "supprimé",
  deletion: "suppression, retrait",
  podCreated: (pod) => `Pod ${pod} créé`,
  scheduled: (node) => `affecté au nœud ${node}`,
  deletionRequested: (grace) => `suppression demandée (délai de grâce ${grace})`,
  podRemoved: "Pod supprimé de l'API",
  conditionRemoved: (type) => `condition ${type} supprimée`,
  nodeReady: (node, status) => `nœud ${node} Ready ${status}`,
  started: (c, run) => `conteneur ${c} démarré (exécution ${run})`,
  exited: (c, code, reason) => `conteneur ${c} terminé avec le code ${code} (${reason})`,
  signalSent: (signal, c) => `${signal} envoyé à ${c}`,
  hookStarted: (hook, c) => `hook ${hook} de ${c} démarré`,
  hookFinished: (hook, c, outcome) =>
    `hook ${hook} de ${c} ${outcome === "completed" ? "terminé" : outcome === "failed" ? "en échec" : "interrompu"}`,
  probe: (probe, c, result) =>
    `sonde ${probe} de ${c} : ${result === "success" ? "Success" : result === "failure" ? "Failure" : "Unknown"}`,
  worldEvent: (index) => `événement n° ${index + 1} du scénario appliqué`,
  at: "à",
  because: "parce que",
  since: (t) => `depuis ${t}`,
  stateAt: (t) => `état à ${t}`,
  next: "ensuite",
  passed: ["réussi", "réussis"],
  failed: ["en échec", "en échec"],
  errored: ["en erreur", "en erreur"],
  skipped: ["ignoré", "ignorés"],
  unchecked: ["non vérifiée", "non vérifiées"],
  scenarios: "Scénarios",
  expectations: "Attentes",
  goldens: "Références",
  duration: "Durée",
  expected: "attendu",
  actual: "obtenu",
  heldAt: (t) => `à ${t}`,
  around: (t) => `chronologie autour de ${t}`,
  diff: {
    timeline: "chronologie",
    more: (n) => `${n} de plus`,
    moreLines: (n) => plural(n, "ligne de plus", "lignes de plus")
  },
  failures: "Échecs",
  golden: {
    matched: ["identique", "identiques"],
    written: ["écrit", "écrits"],
    updated: ["mis à jour", "mis à jour"],
    missing: ["absent", "absents"],
    mismatch: ["différent", "différents"],
    stale: ["obsolète", "obsolètes"]
  },
  diagnostics: "Diagnostics",
  report: {
    title: "rapport podscenario",
    status: "Statut",
    tag: "Étiquette",
    file: "Fichier",
    search: "Chercher des scénarios",
    all: "tous",
    timeline: "Chronologie",
    showAt: (t) => `montrer ${t} sur la chronologie`,
    fileErrors: "Fichiers non exécutés",
    keys: "Touches : j / k scénario suivant et précédent, ← / → repères de la chronologie active, / chercher",
    ranAt: (d) => `exécution du ${d}`
  }
}

const uk: Words = {
  time: "час",
  pod: "Pod",
  phase: "фаза",
  container: "контейнер",
  conditions: "стани Podʼа",
  signals: "сигнали",
  events: "події",
  changes: "зміни",
  probes: "проби",
  hooks: "хуки",
  node: "вузол",
  end: "кінець",
  scenarioEvents: "події сценарію",
  waiting: "очікування",
  running: "виконання",
  terminated: "завершено",
  ready: "готовий",
  notReady: "не готовий",
  restarts: (n) => ukPlural(n, "перезапуск", "перезапуски", "перезапусків"),
  exit: (code) => `код виходу ${code}`,
  removedState: "видалено",
  deletion: "видалення, вилучення",
  podCreated: (pod) => `Pod ${pod} створено`,
  scheduled: (node) => `призначено вузлу ${node}`,
  deletionRequested: (grace) => `запит на видалення (період очікування ${grace})`,
  podRemoved: "Pod видалено з API",
  conditionRemoved: (type) => `умову ${type} видалено`,
  nodeReady: (node, status) => `вузол ${node} Ready ${status}`,
  started: (c, run) => `контейнер ${c} запущено (запуск ${run})`,
  exited: (c, code, reason) => `контейнер ${c} завершився з кодом ${code} (${reason})`,
  signalSent: (signal, c) => `${signal} надіслано ${c}`,
  hookStarted: (hook, c) => `хук ${hook} контейнера ${c} запущено`,
  hookFinished: (hook, c, outcome) =>
    `хук ${hook} контейнера ${c} ${outcome === "completed" ? "завершено" : outcome === "failed" ? "зазнав невдачі" : "перервано"}`,
  probe: (probe, c, result) =>
    `проба ${probe} контейнера ${c}: ${result === "success" ? "Success" : result === "failure" ? "Failure" : "Unknown"}`,
  worldEvent: (index) => `подію сценарію №${index + 1} застосовано`,
  at: "о",
  because: "тому що",
  since: (t) => `з ${t}`,
  stateAt: (t) => `стан о ${t}`,
  next: "далі",
  passed: ["успішно", "успішно"],
  failed: ["невдало", "невдало"],
  errored: ["з помилкою", "з помилкою"],
  skipped: ["пропущено", "пропущено"],
  unchecked: ["не перевірено", "не перевірено"],
  scenarios: "Сценарії",
  expectations: "Очікування",
  goldens: "Еталони",
  duration: "Тривалість",
  expected: "очікувано",
  actual: "фактично",
  heldAt: (t) => `о ${t}`,
  around: (t) => `хронологія навколо ${t}`,
  diff: {
    timeline: "хронологія",
    more: (n) => `ще ${n}`,
    moreLines: (n) => `ще ${ukPlural(n, "рядок", "рядки", "рядків")}`
  },
  failures: "Невдачі",
  golden: {
    matched: ["збігається", "збігаються"],
    written: ["записано", "записано"],
    updated: ["оновлено", "оновлено"],
    missing: ["відсутній", "відсутні"],
    mismatch: ["відрізняється", "відрізняються"],
    stale: ["застарілий", "застарілі"]
  },
  diagnostics: "Діагностика",
  report: {
    title: "звіт podscenario",
    status: "Стан",
    tag: "Мітка",
    file: "Файл",
    search: "Пошук сценаріїв",
    all: "усі",
    timeline: "Хронологія",
    showAt: (t) => `показати ${t} на хронології`,
    fileErrors: "Файли, що не виконалися",
    keys: "Клавіші: j / k наступний і попередній сценарій, ← / → позначки вибраної хронології, / пошук",
    ranAt: (d) => `запуск ${d}`
  }
}

const table: Readonly<Record<Lang, Words>> = { en, es, fr, uk }

/**
 * The words of a language (English for anything else).
 *
 * @example
 * words("fr").container // "conteneur"
 *
 * @category accessors
 */
export const words = (lang: Lang | undefined): Words => table[lang ?? "en"] ?? en

/**
 * A cause's sentence (`Timeline.Cause.text`, English from core) in a language: `CrashLoopBackOff delay 10s after
 * the exit at 2s` → `délai de CrashLoopBackOff 10s après la sortie à 2s`.
 *
 * @category formatting
 */
export const cause = (text: string, lang: Lang | undefined): string =>
  lang === "es" ? translate(text, 1) : lang === "fr" ? translate(text, 2) : lang === "uk" ? translate(text, 3) : text

/** Whether a cause's sentence has its translations (a test runs every scenario through this). @category predicates */
export const causeTranslated: (text: string) => boolean = known
