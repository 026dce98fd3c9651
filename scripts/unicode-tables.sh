#!/usr/bin/env bash
# Regenerates Sources/KinetypeLayout/Width/CellWidth+Tables.swift; `make unicode-tables` runs it.
#
# Idempotent: creates .venv (git-ignored) only when missing, installs the pinned packages only
# when another version is there, and the generator writes the same bytes for the same versions.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
python="${PYTHON:-python3}"
# Pinned: the generated header names these versions, and the generator refuses others.
requirements=(unicodedata2==18.0.0 regex==2026.5.9)

if [[ ! -x "$venv/bin/python3" ]]; then
  "$python" -m venv "$venv"
fi
for requirement in "${requirements[@]}"; do
  name="${requirement%%==*}"
  wanted="${requirement##*==}"
  installed="$("$venv/bin/python3" -c \
    "import importlib.metadata as m; print(m.version('$name'))" 2>/dev/null || true)"
  if [[ "$installed" != "$wanted" ]]; then
    "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check "$requirement"
  fi
done

"$venv/bin/python3" "$root/scripts/generate-unicode-tables.py" \
  "$root/Sources/KinetypeLayout/Width/CellWidth+Tables.swift"
