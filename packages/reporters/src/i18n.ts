/**
 * The human words of the Markdown, SVG, Explain and pretty outputs in English, Spanish, French and Ukrainian, in
 * the vocabulary of the Kubernetes documentation's own "Pod Lifecycle" page in each language (fr "conteneur",
 * "phase", "sonde"; es "contenedor", "fase", "sondeo"; uk "контейнер", "фаза", "проба"). API values (`Running`,
 * `CrashLoopBackOff`, `SIGTERM`, condition types, Event reasons) are never translated.
 */

import { known, translate } from "./internal/causes.ts"
import { english } from "./internal/english.ts"
import { french } from "./internal/french.ts"
import { spanish } from "./internal/spanish.ts"
import { ukrainian } from "./internal/ukrainian.ts"
import type { Forms, Words } from "./internal/words.ts"

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

export type { Forms, ReportWords, Words } from "./internal/words.ts"

/**
 * `3 passed`, `1 réussi`, `2 réussis`.
 *
 * @category formatting
 */
export const count = (n: number, forms: Forms): string => `${n} ${n === 1 ? forms[0] : forms[1]}`

const table: Readonly<Record<Lang, Words>> = { en: english, es: spanish, fr: french, uk: ukrainian }

/**
 * The words of a language (English for anything else).
 *
 * @example
 * words("fr").container // "conteneur"
 *
 * @category accessors
 */
export const words = (lang: Lang | undefined): Words => table[lang ?? "en"] ?? english

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
