#!/usr/bin/env python3
"""Kinetype's footprint against issue 15's budgets: binary size, start-up, memory.

`make footprint` runs this after a release build and prints one table of figures (not a
pass/fail test: the machine's load moves the timings, so the load average is printed with them).

How each figure is taken:
- Size: the release binary stripped (`strip -o` into a scratch file), as `make install` installs
  it.
- `--version` wall time: the binary spawned N times (posix_spawn, output to /dev/null), timed from
  the spawn to the reaped exit; best and median. `/bin/true` spawned the same way is printed
  beside it: the launcher's own share of each figure.
- Peak RSS: ru_maxrss of the measured process as GNU time (`/usr/bin/time -f %M`) reports it.
  Linux carries a parent's peak RSS into a child it forks or spawns (exec records the old
  address space's peak), so the child must come from a small process: GNU time is one (about
  1 MB); Python is not (8 MB and more, above the budget being measured).
- `play` peak RSS: `kinetype play fade` (the sample text) in an 80x24 tmux pane of its own server,
  played to its end; largest of the runs.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GNU_TIME = "/usr/bin/time"
# Issue 15's budgets.
BUDGET_SIZE_MB = 20
BUDGET_VERSION_MS = 3
BUDGET_VERSION_MB = 8
BUDGET_PLAY_MB = 15


def spawn_wall(argv: list[str], runs: int) -> list[float]:
  """Wall milliseconds of `runs` spawns of argv, each from spawn to reaped exit."""
  actions = [(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
             (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)]
  times = []
  for _ in range(runs):
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    times.append((time.perf_counter() - start) * 1000)
    if os.waitstatus_to_exitcode(status) != 0:
      sys.exit(f"footprint: {' '.join(argv)} failed")
  return times


def peak_rss_kb(argv: list[str]) -> int:
  """ru_maxrss of argv run under GNU time, output discarded."""
  with tempfile.NamedTemporaryFile("r") as report:
    subprocess.run([GNU_TIME, "-f", "%M", "-o", report.name, *argv],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return int(report.read().split()[-1])


def play_rss_kb(binary: Path, runs: int) -> list[int]:
  """Peak RSS of `play fade` in an 80x24 tmux pane, one figure a run."""
  figures = []
  socket = f"kinetype-footprint-{os.getpid()}"
  for _ in range(runs):
    with tempfile.TemporaryDirectory() as scratch:
      report = Path(scratch) / "rss"
      command = f"{GNU_TIME} -f %M -o {report} {binary} play fade"
      subprocess.run(["tmux", "-L", socket, "new-session", "-d", "-x", "80", "-y", "24", command],
                     check=True)
      try:
        deadline = time.monotonic() + 30
        while not (report.exists() and report.read_text().strip()):
          if time.monotonic() > deadline:
            sys.exit("footprint: play fade did not end within 30 s")
          time.sleep(0.1)
      finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], stderr=subprocess.DEVNULL)
      figures.append(int(report.read_text().split()[-1]))
  return figures


def row(name: str, figure: str, budget: str, within: bool) -> str:
  return f"| {name} | {figure} | {budget} | {'ok' if within else 'OVER'} |"


def main() -> None:
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--binary", type=Path, default=ROOT / ".build/release/kinetype")
  parser.add_argument("--runs", type=int, default=100, help="spawns of --version (default 100)")
  parser.add_argument("--play-runs", type=int, default=3, help="plays of fade (default 3)")
  args = parser.parse_args()
  for tool in (GNU_TIME, shutil.which("tmux"), shutil.which("strip")):
    if not tool or not os.path.exists(tool):
      sys.exit("footprint: needs GNU time, tmux and strip (sudo apt-get install time tmux binutils)")
  if not args.binary.exists():
    sys.exit(f"footprint: no {args.binary}; run `make release` first")

  with tempfile.TemporaryDirectory() as scratch:
    stripped = Path(scratch) / "kinetype"
    subprocess.run(["strip", "-o", str(stripped), str(args.binary)], check=True)
    size_mb = stripped.stat().st_size / 1e6
    spawn_wall([str(stripped), "--version"], 5)  # page cache and branch predictors warm
    wall = spawn_wall([str(stripped), "--version"], args.runs)
    launcher = spawn_wall(["/bin/true"], args.runs)
    version_rss = [peak_rss_kb([str(stripped), "--version"]) for _ in range(5)]
    play_rss = play_rss_kb(stripped, args.play_runs)

  load = os.getloadavg()
  print(f"kinetype footprint: {args.binary} (stripped copy), load average "
        f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, {os.cpu_count()} cores\n")
  print("| figure | measured | budget | |\n|---|---|---|---|")
  print(row("release binary, stripped", f"{size_mb:.1f} MB", f"{BUDGET_SIZE_MB} MB",
            size_mb <= BUDGET_SIZE_MB))
  print(row(f"`--version` wall, best of {args.runs}",
            f"{min(wall):.2f} ms (median {statistics.median(wall):.2f}; "
            f"/bin/true {min(launcher):.2f}, median {statistics.median(launcher):.2f})",
            f"{BUDGET_VERSION_MS} ms", min(wall) <= BUDGET_VERSION_MS))
  print(row("`--version` peak RSS, largest of 5", f"{max(version_rss) / 1024:.1f} MB",
            f"{BUDGET_VERSION_MB} MB", max(version_rss) / 1024 <= BUDGET_VERSION_MB))
  print(row(f"`play fade` at 80x24 peak RSS, largest of {args.play_runs}",
            f"{max(play_rss) / 1024:.1f} MB", f"{BUDGET_PLAY_MB} MB",
            max(play_rss) / 1024 <= BUDGET_PLAY_MB))


if __name__ == "__main__":
  main()
