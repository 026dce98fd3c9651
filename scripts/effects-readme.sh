#!/usr/bin/env bash
# Rewrites the generated part of effects/README.md (between <!-- effects:begin … --> and
# <!-- effects:end -->): a section per effect in effects/ with a table of its parameters, as
# `kinetype describe --markdown` writes it. Run by `make effects-readme`; a test in
# KinetypeCLITests fails when the README is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/kinetype}
readme=effects/README.md
grep -q '^<!-- effects:begin' "$readme" && grep -q '^<!-- effects:end -->' "$readme" || {
  echo "error: $readme has no <!-- effects:begin --> … <!-- effects:end --> markers" >&2
  exit 1
}
generated=$(mktemp)
trap 'rm -f "$generated" "$readme.new"' EXIT
# Only the effects in effects/: the built-in ones, read from this folder.
KINETYPE_EFFECTS="$PWD/effects" "$binary" describe --markdown > "$generated"
awk -v generated="$generated" '
  /^<!-- effects:begin/ {
    print; print ""
    while ((getline line < generated) > 0) print line
    print ""; skipping = 1; next
  }
  /^<!-- effects:end -->/ { skipping = 0 }
  !skipping { print }
' "$readme" > "$readme.new"
mv "$readme.new" "$readme"
echo "updated $readme"
