/**
 * The bench's scenarios written as Gherkin, for the peers podscenario is measured against (bench/peers.ts): the same
 * statements, word for word, as steps (`expect …` a `Then`, the other statements a `When`, a pod's YAML a doc
 * string under `Given pod web:`), and step definitions that match them and do nothing.
 */

/** One `.podscenario` file of `Generate.suite` as a Gherkin feature named `name`. */
export const feature = (name: string, podscenario: string): string => {
  const out = [`Feature: ${name}`]
  let previous: "Given" | "When" | "Then" | undefined
  const step = (keyword: "Given" | "When" | "Then", text: string): void => {
    out.push(`    ${keyword === previous ? "And" : keyword} ${text}`)
    previous = keyword
  }
  const lines = podscenario.split("\n")
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const scenario = /^scenario "(.*)"$/.exec(line)
    if (scenario !== null) {
      out.push("", `  Scenario: ${scenario[1]}`)
      previous = undefined
    } else if (/^pod \S+:$/.test(line)) {
      step("Given", line)
      out.push('      """')
      while (lines[i + 1]?.startsWith("  ")) out.push(`    ${lines[++i]}`)
      out.push('      """')
    } else if (line.startsWith("expect ")) {
      step("Then", line.slice("expect ".length))
    } else if (line.trim() !== "") {
      step("When", line)
    }
  }
  return `${out.join("\n")}\n`
}

/**
 * Step definitions for every statement `Generate.varied` writes, as a CommonJS file that loads cucumber-js from
 * `cucumberPath` (so that it runs from any folder). Each function takes as many parameters as its expression has
 * (cucumber-js checks the arity) and does nothing.
 */
export const stepDefinitions = (
  cucumberPath: string
): string => `const { Given, When, Then } = require(${JSON.stringify(cucumberPath)})

Given("pod {word}:", function (pod, spec) {})

When("container {word} exits {int} after {word}", function (container, code, after) {})
When("at {word} container {word} exits {int}", function (at, container, code) {})
When("container {word} ignores {word}", function (container, signal) {})
When("at {word} pod is deleted", function (at) {})
When("end at {word}", function (at) {})

Then(/^at (\\S+) container (\\S+) (running|waiting|terminated)(?: reason (\\S+))?(?: restarts (\\d+))?$/, function (at, container, state, reason, restarts) {})
Then("from {word} until {word} status {word}", function (from, until, status) {})
Then("at {word} event {word}", function (at, reason) {})
Then("at {word} phase {word}", function (at, phase) {})
Then("phase {word}", function (phase) {})
Then(/^ready (\\d+)\\/(\\d+)$/, function (ready, total) {})
Then("signal {word} to {word}", function (signal, container) {})
Then("pod removed", function () {})
`
