import { describe, expect, it } from "vitest"
import { read, describe as say } from "../src/internal/commandReader.ts"

const exits = (after: number, exitCode: number, onTerm?: number) => ({ _tag: "Exits", after, exitCode, onTerm })

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
    [["sh", "-c", "trap 'exit 143' TERM; sleep 20; exit 0"], [], exits(20_000, 0, 143)]
  ])("reads %j %j", (command, args, reading) => {
    expect(read(command, args)).toEqual(reading)
  })

  it.each([
    [["sleep", "infinity"], undefined],
    [["tail", "-f", "/dev/null"], undefined],
    [["sh", "-c", "trap 'exit 0' SIGTERM; sleep infinity"], 0]
  ])("reads %j as running until stopped", (command, onTerm) => {
    expect(read(command, [])).toEqual({ _tag: "Forever", onTerm })
  })

  it.each([
    [[], "no command (the image's entrypoint is not known)"],
    [["nginx", "-g", "daemon off;"], "`nginx`"],
    [["sh", "-c", "sleep $DELAY"], "`$DELAY`"],
    [["sh", "-c", "echo hi | tee /tmp/x"], "`|`"],
    [["sh", "-c", 'echo "$HOME"'], 'an expansion in "$HOME"'],
    [["sh", "-c", "./server --port 8080"], "`./server`"],
    [["sh", "-c", "exit 300"], "`exit 300`"]
  ])("reads nothing from %j", (command, why) => {
    expect(read(command, [])).toEqual({ _tag: "Unread", why })
  })

  it("says what it read", () => {
    expect(say(read(["sh", "-c", "trap 'exit 143' TERM; sleep 10 && exit 1"], []))).toBe(
      "exits 1 10s after each start; exits 143 on SIGTERM"
    )
    expect(say(read(["perl", "-e", "print 1"], []))).toBe("nothing read (`perl`): the default behaviour")
  })
})
