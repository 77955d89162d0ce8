import { describe, expect, it } from "vitest"
import { read, describe as say } from "../src/internal/commandReader.ts"

type Span = { from: number; to: number | undefined }
const trap = (exitCode: number, foreground: ReadonlyArray<Span>, waits = false) => ({ exitCode, foreground, waits })
const exits = (after: number, exitCode: number, onTerm?: ReturnType<typeof trap>) => ({
  _tag: "Exits",
  after,
  exitCode,
  trap: onTerm
})

describe("the command reader", () => {
  it.each([
    [["sleep", "10"], [], exits(10_000, 0)],
    [["sh", "-c", "exit 3"], [], exits(0, 3)],
    [["true"], [], exits(0, 0)],
    [["false"], [], exits(0, 1)],
    [["/bin/sh", "-c", "sleep 10 && exit 1"], [], exits(10_000, 1)],
    [["sh"], ["-c", "sleep 5; exit 2"], exits(5_000, 2)],
    [["sh", "-c", 'echo "The app is running!" && sleep 10 && exit 1'], [], exits(10_000, 1)],
    [["sh", "-c", "echo Hello, Kubernetes! && sleep 3.5"], [], exits(3_500, 0)],
    [["sh", "-c", "false && sleep 10"], [], exits(0, 1)],
    [["sh", "-c", "false && sleep 10; exit 4"], [], exits(0, 4)],
    [["sh", "-c", "sleep 1m; false"], [], exits(60_000, 1)],
    [
      ["sh", "-c", "trap 'exit 143' TERM; sleep 20; exit 0"],
      [],
      exits(20_000, 0, trap(143, [{ from: 0, to: 20_000 }]))
    ],
    [
      ["sh", "-c", "trap 'exit 143' TERM; sleep 5; sleep 5"],
      [],
      exits(
        10_000,
        0,
        trap(143, [
          { from: 0, to: 5_000 },
          { from: 5_000, to: 10_000 }
        ])
      )
    ],
    [["sh", "-c", "trap 'exit 143' TERM; sleep 3600 & wait"], [], exits(3_600_000, 0, trap(143, [], true))],
    [["sh", "-c", "sleep 30 & sleep 10 & wait; exit 2"], [], exits(30_000, 2)],
    [["sh", "-c", "sleep 30 & exit 2"], [], exits(0, 2)],
    [["sh", "-c", "trap 'exit 1' TERM; exit 3"], [], exits(0, 3, trap(1, []))]
  ])("reads %j %j", (command, args, reading) => {
    expect(read(command, args)).toEqual(reading)
  })

  it.each([
    [["sleep", "infinity"], undefined],
    [["tail", "-f", "/dev/null"], undefined],
    [["sh", "-c", "trap 'exit 0' SIGTERM; sleep infinity"], trap(0, [{ from: 0, to: undefined }])],
    [
      ["sh", "-c", "trap 'exit 143' TERM; sleep 5; tail -f /dev/null"],
      trap(143, [
        { from: 0, to: 5_000 },
        { from: 5_000, to: undefined }
      ])
    ],
    [["sh", "-c", "trap 'exit 143' TERM; tail -f /dev/null & wait"], trap(143, [], true)]
  ])("reads %j as running until stopped", (command, onTerm) => {
    expect(read(command, [])).toEqual({ _tag: "Forever", trap: onTerm })
  })

  it.each([
    [[], "no command (the image's entrypoint is not known)"],
    [["nginx", "-g", "daemon off;"], "`nginx`"],
    [["sh", "-c", "sleep $DELAY"], "`$DELAY`"],
    [["sh", "-c", "echo hi | tee /tmp/x"], "`|`"],
    [["sh", "-c", 'echo "$HOME"'], 'an expansion in "$HOME"'],
    [["sh", "-c", "./server --port 8080"], "`./server`"],
    [["sh", "-c", "exit 300"], "`exit 300`"],
    [["sh", "-c", "sleep 5 && sleep 5 &"], "`sleep 5 &`"],
    [["sh", "-c", "echo hi &"], "`echo hi &`"],
    [["sh", "-c", "sleep 5; trap 'exit 143' TERM; sleep 5"], "a `trap` set after the script has slept"]
  ])("reads nothing from %j", (command, why) => {
    expect(read(command, [])).toEqual({ _tag: "Unread", why })
  })

  it("says what it read", () => {
    expect(say(read(["sh", "-c", "trap 'exit 143' TERM; sleep 10 && exit 1"], []))).toBe(
      "exits 1 10s after each start; exits 143 on SIGTERM once the foreground command ends (0s–10s)"
    )
    expect(say(read(["sh", "-c", "trap 'exit 143' TERM; sleep 5; sleep 3600 & wait"], []))).toBe(
      "exits 0 3605s after each start; exits 143 on SIGTERM once the foreground command ends (0s–5s, at once in `wait`)"
    )
    expect(say(read(["sh", "-c", "trap 'exit 143' TERM; sleep infinity"], []))).toBe(
      "runs until stopped; exits 143 on SIGTERM once the foreground command ends (never from 0s)"
    )
    expect(say(read(["sh", "-c", "trap 'exit 143' TERM; sleep 3600 & wait"], []))).toBe(
      "exits 0 3600s after each start; exits 143 on SIGTERM at once"
    )
    expect(say(read(["perl", "-e", "print 1"], []))).toBe("nothing read (`perl`): the default behaviour")
  })
})
