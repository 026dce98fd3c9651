#!/usr/bin/env bash
# Checks for what building and testing Kinetype need, and installs what is missing.
#
#   scripts/ensure-deps.sh build   ncursesw headers and library, ncurses-term's terminfo entries,
#                                  libyaml's headers and library
#   scripts/ensure-deps.sh test    the same, plus tmux, figlet (its fonts and output are what the
#                                  display-type tests compare with), a Python venv (.venv) with
#                                  wcwidth 0.7.0, and Chromium (headless, for the SVG recording's browser test)
#
# Debian packages are installed with apt-get when running as root; otherwise the exact command
# is printed and the script stops. Nothing is installed that is already there. Chromium alone
# does not stop the script when it cannot be installed: the tests that need it then fail, saying
# so, and the rest still run.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-build}

say() { printf 'kinetype setup: %s\n' "$*" >&2; }

missing=()
pkg-config --exists ncursesw 2>/dev/null || missing+=(libncursesw5-dev pkg-config)
# libyaml: the C parser KinetypeYAML composes effect files and data files from.
[ -e /usr/include/yaml.h ] || missing+=(libyaml-dev)
# ncurses-term carries the *-direct entries (xterm-direct, tmux-direct) used for truecolour.
infocmp xterm-direct >/dev/null 2>&1 || [ -e /usr/share/terminfo/x/xterm-direct ] || missing+=(ncurses-term)
if [ "$what" = test ]; then
  command -v tmux >/dev/null 2>&1 || missing+=(tmux)
  command -v figlet >/dev/null 2>&1 || missing+=(figlet)
  command -v python3 >/dev/null 2>&1 || missing+=(python3 python3-venv)
fi

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    say "missing Debian packages: ${missing[*]}"
    say "install them with:  sudo apt-get install ${missing[*]}"
    exit 1
  fi
fi

if ! command -v swift >/dev/null 2>&1; then
  say "the Swift toolchain is not on PATH (expected at /opt/swift/usr/bin)"
  say "install Swift 6.1 or later from swift.org and add its usr/bin to PATH"
  exit 1
fi

if [ "$what" = test ]; then
  # The width-agreement test compares our widths with Python's wcwidth 0.7.
  if ! .venv/bin/python3 -c 'import wcwidth, sys; sys.exit(0 if wcwidth.__version__.startswith("0.7") else 1)' 2>/dev/null; then
    say "creating .venv with wcwidth 0.7.0"
    if ! python3 -m venv .venv 2>/dev/null; then
      if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
        python3 -m venv .venv
      else
        say "python3 cannot make a venv: install it with  sudo apt-get install python3-venv"
        exit 1
      fi
    fi
    .venv/bin/python3 -m pip install --quiet --disable-pip-version-check 'wcwidth==0.7.0'
  fi
fi

if [ "$what" = test ]; then
  # Debian's chromium, run headless by the SVG recording's test (no display needed, --no-sandbox
  # as root). fonts-dejavu-core gives it the monospace font the SVG names first.
  browser=()
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || browser+=(chromium)
  fc-list 2>/dev/null | grep -q 'DejaVu Sans Mono' || browser+=(fonts-dejavu-core)
  if [ ${#browser[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      say "installing ${browser[*]} (for the SVG recording's browser test)"
      if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
          --no-install-recommends "${browser[@]}" >/dev/null; }; then
        say "could not install ${browser[*]} with apt-get: the SVG Chromium tests will fail"
      fi
    else
      say "missing ${browser[*]}: the SVG Chromium tests will fail until it is installed"
      say "install it with:  sudo apt-get install ${browser[*]}"
    fi
  fi
fi
