/** The outputs' words in Ukrainian ("контейнер", "фаза", "проба", as the Kubernetes documentation in Ukrainian). */

import { grouped, type Words } from "./words.ts"

/** Ukrainian plural forms: 1 перезапуск, 2–4 перезапуски, 5+ перезапусків (11–14 too). */
const ukPlural = (n: number, one: string, few: string, many: string): string => {
  const mod10 = n % 10
  const mod100 = n % 100
  const word =
    mod10 === 1 && mod100 !== 11 ? one : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? few : many
  return `${n} ${word}`
}

export const ukrainian: Words = {
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
  runs: (n, every) =>
    `× ${ukPlural(n, "запуск", "запуски", "запусків").replace(/^\d+/, grouped(n, " "))}, кожні ${every}`,
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
  sweep: {
    heading: "Перебори",
    verbs: { passed: "справджується", failed: "не справджується", unchecked: "не перевіряється" },
    forEvery: (name, range) => `для кожного ${name}, ${range}`,
    forValues: (name, range) => (name === undefined ? `для ${range}` : `для ${name} ${range}`),
    from: (value) => `від ${value}`,
    didNotRun: "не запускалося",
    over: (name, extent) => `${name}: ${extent}`,
    values: (n) => ukPlural(n, "значення", "значення", "значень"),
    ran: (n) => `запущено ${n} (бісекція)`
  },
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
