#!/usr/bin/env python3
"""Kinetype side by side with TerminalTextEffects 0.15.0: CPU, bytes and peak RSS per effect.

`make compare` runs this after a release build. It installs terminaltexteffects 0.15.0 into
.venv-tte (only when missing), writes three inputs made from a fixed word list and seed, renders
every frame of each effect with both programs into files, and prints one Markdown table (also
written to out/compare.md). Raw outputs stay in out/compare/.

How each figure is taken, the same way for both programs:
- CPU is user + system seconds of the child process from os.wait4 (not wall time), so start-up
  (Python's imports, the Swift runtime) is included; CPU per frame = CPU seconds / frames.
- Peak RSS is ru_maxrss of the same wait4 (kilobytes on Linux), the child forked from a small
  helper process (see HELPER).
- Before each run, the files it writes are removed and the page cache's pending writes are
  flushed (`os.sync`), so that no run is charged for another's writes: overwriting the last
  run's 22 MB matrix cast, ours spent 2.4 ms truncating it in `open` and 2.3 ms in `close`,
  where ext4 starts writing back a file that replaced another (strace -T; 0.2 and 0.07 ms for
  a new file), and TTE leaves hundreds of MB in the page cache to write back as ours starts.
- TTE runs with `--frame-rate 0` (no sleeping) and `--ignore-terminal-dimensions`, writing to a
  file: it needs no terminal then. Before every frame it writes DECRC, DECSC, CUU(rows)
  (ESC 8, ESC 7, ESC [ rows A; engine/terminal.py `move_cursor_to_top`), and nothing else in
  its output holds ESC 8, so frames = occurrences of that marker. The count is checked (every
  ESC 8 is part of a marker, and the newlines add up; see count_tte) and agrees with iterating
  the effect through TTE's library. Bytes for the whole effect = the size of all it wrote.
  TTE takes no seed for its effects, so random ones (decrypt) vary a little between runs.
- Kinetype runs `render --cast` at --fps 60, TTE's default frame rate, so both play the effect
  at the pace it was designed for (frame counts differ where the effects last differently).
  Frames = "o" events after the header line; bytes = UTF-8 bytes of their payloads (the .cast
  file's size, JSON-escaped, is reported too).
- With `--runs N` (`make compare RUNS=N`) each program renders each effect N times, TTE's and
  ours in turn, and each figure is that of the run with the median CPU per frame; the spread of
  CPU per frame over the runs is printed under the table. One run of TTE can take three times
  as long as another an hour later on this kind of machine, while ours stay within a sixth:
  taking both programs' medians, their runs interleaved, keeps one slow or fast run of either
  from deciding a verdict.
- Where TTE's effect lasts more frames than ours, ours is recorded a second time sampled as often
  as TTE samples its own (`--fps` = 60 x TTE's frames / ours, so about TTE's frame count over
  our effect's length). That second table is for reading the first: per frame, a frame of ours
  at 60 fps covers that many times more of its effect than one of TTE's. The target is judged
  on the first table.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TTE_VERSION = "0.15.0"
VENV = ROOT / ".venv-tte"
EFFECTS = ["decrypt", "print", "rain", "slide", "wipe", "beams", "matrix", "rings"]
QUICK_EFFECTS = ["decrypt", "wipe"]
FPS = 60
PACED_MAX_FPS = 10_000  # `render --fps`'s upper bound
# Targets, as ours / TTE's: CPU per frame (issue 15: a sixtieth), bytes for the whole effect,
# peak RSS.
TARGETS = {"cpu": 1 / 60, "bytes": 1 / 10, "rss": 1 / 10}
SEED = 20240601
WORDS = (
  "kinetic type glyph frame terminal cursor motion colour text letter word line column row "
  "canvas effect scramble settle decrypt rain slide wipe matrix beam light shadow signal noise "
  "quiet bright dark swift python render record cast play pause seek reverse speed timing ease "
  "spring bounce fade sweep print head paper ink pixel cell width height anchor centre wave"
).split()


@dataclass
class Size:
  name: str
  cols: int
  rows: int
  text: str = ""


@dataclass
class Run:
  """One program's run of one effect: what it cost and what it wrote."""

  status: str = "ok"  # ok, timeout, failed (with a note), missing
  note: str = ""
  cpu: float = 0.0
  rss_kb: int = 0
  frames: int = 0
  bytes: int = 0
  file_bytes: int = 0
  # CPU per frame of every run taken, when there were several (`--runs`).
  spread: list[float] = field(default_factory=list)

  @property
  def per_frame(self) -> float:
    return self.cpu / max(self.frames, 1)


@dataclass
class Row:
  effect: str
  size: str
  tte: Run = field(default_factory=Run)
  ours: Run = field(default_factory=Run)
  paced: Run = field(default_factory=Run)  # ours at about TTE's frame count
  paced_fps: int = 0


def make_sizes(quick: bool) -> list[Size]:
  """The inputs: the same words from the same seed every run, lines filled to the width."""
  rng = random.Random(SEED)

  def block(cols: int, rows: int) -> str:
    lines = []
    for _ in range(rows):
      line = rng.choice(WORDS)
      while True:
        word = rng.choice(WORDS)
        if len(line) + 1 + len(word) > cols:
          fitting = [w for w in WORDS if len(line) + 1 + len(w) <= cols]
          if fitting and cols - len(line) > 3:
            line += " " + rng.choice(fitting)
          break
        line += " " + word
      lines.append(line)
    return "\n".join(lines) + "\n"

  one = block(40, 1)
  sizes = [
    Size("one line", len(one) - 1, 1, one),
    Size("80x24", 80, 24, block(80, 24)),
    Size("200x50", 200, 50, block(200, 50)),
  ]
  return [sizes[1]] if quick else sizes


def ensure_tte() -> Path:
  """Returns the tte executable in .venv-tte, creating the venv with pip when it is missing."""
  tte = VENV / "bin" / "tte"
  try:
    out = subprocess.run([str(tte), "--version"], capture_output=True, text=True).stdout
    if out.strip().endswith(TTE_VERSION):
      return tte
  except OSError:
    pass
  print(f"compare: installing terminaltexteffects {TTE_VERSION} into {VENV.name}", file=sys.stderr)
  if subprocess.run([sys.executable, "-m", "venv", str(VENV)]).returncode != 0:
    sys.exit("compare: python3 cannot make a venv: apt-get install python3-venv")
  pip = [str(VENV / "bin" / "python3"), "-m", "pip", "install", "--quiet",
         "--disable-pip-version-check"]
  if subprocess.run(pip + [f"terminaltexteffects=={TTE_VERSION}"]).returncode != 0:
    sys.exit(f"compare: pip could not install terminaltexteffects=={TTE_VERSION}")
  return tte


# Runs in a fresh `python3 -I -S` so the child is forked from a small process: Linux carries the
# forking process's resident set into the child's ru_maxrss (fork copies it, exec keeps the
# high-water mark), so forking from this script, which has held a whole TTE output, would add
# its size. The floor this leaves (about 5 MB) is measured with /bin/true and printed.
HELPER = """
import json, os, signal, sys, time
timeout, (fin, fout, ferr), argv = float(sys.argv[1]), sys.argv[2:5], sys.argv[5:]
pid = os.fork()
if pid == 0:
  for fd, path, flags in ((0, fin, os.O_RDONLY), (1, fout, os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
                          (2, ferr, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)):
    os.dup2(os.open(path, flags, 0o644), fd)
  try:
    os.execv(argv[0], argv)
  finally:
    os._exit(127)
deadline, timed_out = time.monotonic() + timeout, False
while True:
  done, status, usage = os.wait4(pid, os.WNOHANG)
  if done:
    break
  if time.monotonic() > deadline:
    os.kill(pid, signal.SIGKILL)
    done, status, usage = os.wait4(pid, 0)
    timed_out = True
    break
  time.sleep(0.01)
print(json.dumps({"exit": os.waitstatus_to_exitcode(status), "timeout": timed_out,
                  "cpu": usage.ru_utime + usage.ru_stime, "rss_kb": usage.ru_maxrss}))
"""


def measure(
  argv: list[str], stdin: Path, stdout: Path, timeout: float, writes: tuple[Path, ...] = ()
) -> Run:
  """Runs argv with files for stdin and stdout; CPU and peak RSS come from wait4 on the child.

  `writes`: other files the program writes (our cast), removed before it runs as stdout is.
  """
  run = Run()
  err = stdout.with_suffix(stdout.suffix + ".err")
  files = [str(stdin), str(stdout), str(err)]
  # Nothing of an earlier run is charged to this one (see the module's notes): the files it
  # writes are removed here, not truncated by it, and pending writes go to disk first.
  for path in (stdout, err, *writes):
    path.unlink(missing_ok=True)
  os.sync()
  helper = [sys.executable, "-I", "-S", "-c", HELPER, str(timeout), *files]
  report = subprocess.run(helper + argv, capture_output=True, text=True, cwd=ROOT)
  if report.returncode != 0:
    return Run(status="failed", note=f"measuring failed: {report.stderr.strip()[-200:]}")
  result = json.loads(report.stdout)
  run.cpu, run.rss_kb = result["cpu"], result["rss_kb"]
  if result["timeout"]:
    run.status, run.note = "timeout", f"killed after {timeout:.0f} s"
  elif result["exit"] != 0:
    tail = err.read_text(errors="replace").strip().splitlines()[-1:] or [""]
    run.status, run.note = "failed", f"exit {result['exit']}: {tail[0][:120]}"
  for path in (stdout, err):  # empty ones only clutter the folder
    if path.suffix in (".stdout", ".err") and path.exists() and path.stat().st_size == 0:
      path.unlink()
  return run


def count_tte(path: Path, rows: int, run: Run) -> None:
  """Frames in TTE's output: one DECRC DECSC CUU(rows) before each frame, checked.

  The check: every ESC 8 is part of a marker, and the newlines add up: `rows` from preparing
  the canvas, rows - 1 in each frame (its rows joined by LF) and the closing one. Read in
  chunks, since the output of a large canvas runs to gigabytes.
  """
  marker = b"\x1b8\x1b7\x1b[%dA" % rows
  markers = restores = newlines = 0
  tail = b""
  with open(path, "rb") as f:
    while chunk := f.read(1 << 24):
      buf = tail + chunk
      # A tail shorter than the marker cannot hold a whole one, so none is counted twice.
      markers += buf.count(marker)
      restores += (buf[-len(chunk) - 1:] if tail else buf).count(b"\x1b8")
      newlines += chunk.count(b"\n")
      tail = buf[-(len(marker) - 1):]
  run.frames = markers
  run.bytes = run.file_bytes = path.stat().st_size
  if restores != markers or newlines != rows + markers * (rows - 1) + 1:
    run.status = "failed"
    run.note = f"frame count check failed: {markers} markers, {restores} ESC 8, {newlines} LF"


def count_cast(path: Path, run: Run) -> None:
  """Frames and payload bytes of an asciicast v2 file: one "o" event per frame."""
  with open(path, encoding="utf-8") as f:
    next(f)  # the header
    for line in f:
      if line.strip() and (event := json.loads(line))[1] == "o":
        run.frames += 1
        run.bytes += len(event[2].encode("utf-8"))
  run.file_bytes = path.stat().st_size


def effect_file(name: str) -> Path | None:
  for ext in ("yaml", "yml", "json"):
    if (candidate := ROOT / "effects" / f"{name}.{ext}").exists():
      return candidate
  return None


def median_run(runs: list[Run]) -> Run:
  """The run with the median CPU per frame (the lower middle of an even count), with every
  run's CPU per frame in its `spread`; a failed run, if any, stands for all."""
  failed = [r for r in runs if r.status != "ok"]
  if failed:
    return failed[0]
  ordered = sorted(runs, key=lambda r: r.per_frame)
  middle = ordered[(len(ordered) - 1) // 2]
  if len(runs) > 1:
    middle.spread = [r.per_frame for r in ordered]
  return middle


def run_pair(
  effect: str, size: Size, tte: Path, kinetype: Path, raw: Path, timeout: float, runs: int = 1
) -> Row:
  """Both programs on one effect, `runs` times each in turn: the median run of each."""
  takes = [run_pair_once(effect, size, tte, kinetype, raw, timeout, None)]
  for _ in range(runs - 1):
    takes.append(run_pair_once(effect, size, tte, kinetype, raw, timeout, takes[0].paced_fps))
  row = takes[0]
  row.tte = median_run([t.tte for t in takes])
  row.ours = median_run([t.ours for t in takes])
  if row.paced.status != "missing":
    row.paced = median_run([t.paced for t in takes])
  return row


def run_pair_once(
  effect: str, size: Size, tte: Path, kinetype: Path, raw: Path, timeout: float,
  paced_fps: int | None,
) -> Row:
  """Both programs on one effect, once; ours again paced to TTE's frame count where that is
  more (at `paced_fps` when given, so every run of one pair is paced alike)."""
  row = Row(effect, size.name)
  slug = f"{size.name.replace(' ', '-')}-{effect}"
  text = raw / f"input-{size.name.replace(' ', '-')}.txt"
  tte_out = raw / f"{slug}.tte.out"
  canvas = ["--canvas-width", str(size.cols), "--canvas-height", str(size.rows)]
  args = ["--frame-rate", "0", "--ignore-terminal-dimensions", "--anchor-text", "c", *canvas]
  row.tte = measure([str(tte), *args, effect], text, tte_out, timeout)
  if row.tte.status == "ok":
    count_tte(tte_out, size.rows, row.tte)

  file = effect_file(effect)
  if file is None:
    row.ours = Run(status="missing", note=f"no effects/{effect}.yaml yet")
    return row
  cast = raw / f"{slug}.cast"
  argv = [str(kinetype), "render", str(file), "--canvas", f"{size.cols}x{size.rows}",
          "--seed", "1", "--fps", str(FPS), "--color", "truecolor", "--cast", str(cast)]
  row.ours = measure(argv, text, raw / f"{slug}.stdout", timeout, writes=(cast,))
  if row.ours.status == "ok":
    count_cast(cast, row.ours)
  both = row.tte.status == row.ours.status == "ok"
  if both and (paced_fps or row.tte.frames > row.ours.frames):
    row.paced_fps = paced_fps or min(
      PACED_MAX_FPS, round(FPS * row.tte.frames / max(row.ours.frames, 1)))
    paced_cast = raw / f"{slug}.paced.cast"
    argv[argv.index("--fps") + 1], argv[-1] = str(row.paced_fps), str(paced_cast)
    row.paced = measure(argv, text, raw / f"{slug}.paced.stdout", timeout, writes=(paced_cast,))
    if row.paced.status == "ok":
      count_cast(paced_cast, row.paced)
  else:
    row.paced.status = "missing"
  return row


def ratio(ours: float, theirs: float, target: float | None) -> str:
  """ours / theirs as "1/N" (or "N×" when ours is larger), with ✓/✗ against the target."""
  if ours <= 0 or theirs <= 0:
    return "—"
  text = f"1/{theirs / ours:.0f}" if theirs >= ours * 1.5 else f"{ours / theirs:.2g}×"
  if target is None:
    return text
  return f"{text} {'✓' if ours <= theirs * target else '✗'}"


def human(n: float) -> str:
  for unit, scale in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
    if n >= scale:
      return f"{n / scale:.3g} {unit}"
  return f"{n:.0f} B"


def micros(seconds: float) -> str:
  return f"{seconds * 1e6:.0f} µs" if seconds >= 1e-4 else f"{seconds * 1e6:.1f} µs"


def table(rows: list[Row]) -> str:
  out = [
    "| effect | size | frames TTE / ours | CPU/frame TTE | ours | ratio | bytes TTE | ours | ratio "
    "| bytes/frame TTE / ours | our .cast file | peak RSS TTE | ours | ratio |",
    "|" + "---|" * 14,
  ]
  notes = []
  for r in rows:
    t, o = r.tte, r.ours

    def cell(run: Run, text: str) -> str:
      return text if run.status == "ok" else ("timeout" if run.status == "timeout" else "—")

    def ratio_cell(ours: float, theirs: float, target: str) -> str:
      return ratio(ours, theirs, TARGETS[target]) if t.status == o.status == "ok" else "—"

    per_t, per_o = t.per_frame, o.per_frame
    cells = [
      r.effect, r.size, f"{cell(t, str(t.frames))} / {cell(o, str(o.frames))}",
      cell(t, micros(per_t)), cell(o, micros(per_o)), ratio_cell(per_o, per_t, "cpu"),
      cell(t, human(t.bytes)), cell(o, human(o.bytes)), ratio_cell(o.bytes, t.bytes, "bytes"),
      f"{cell(t, human(t.bytes / max(t.frames, 1)))} / "
      f"{cell(o, human(o.bytes / max(o.frames, 1)))}",
      cell(o, human(o.file_bytes)),
      cell(t, human(t.rss_kb * 1024)), cell(o, human(o.rss_kb * 1024)),
      ratio_cell(o.rss_kb, t.rss_kb, "rss"),
    ]
    out.append("| " + " | ".join(cells) + " |")
    for who, run in (("TTE", t), ("ours", o)):
      if run.status != "ok":
        notes.append(f"- {r.effect}, {r.size}, {who}: {run.status}: {run.note}")
  return "\n".join(out + ([""] + notes if notes else []))


def spread_lines(rows: list[Row], runs: int) -> str:
  """CPU per frame over the `runs` runs of each program, where there were several."""
  lines = []
  for r in rows:
    for who, run in (("TTE", r.tte), ("ours", r.ours), ("ours paced", r.paced)):
      if len(run.spread) > 1:
        lines.append(f"{r.effect} {r.size} {who}: " + ", ".join(micros(x) for x in run.spread))
  if not lines:
    return ""
  return "\n".join(
    [f"CPU per frame in each of {runs} runs, fastest first (the table shows the median):", ""]
    + [f"- {line}" for line in lines])


def paced_table(rows: list[Row]) -> str:
  """Ours sampled at about TTE's frame count, beside TTE's CPU per frame."""
  out = ["| effect | size | frames TTE / ours (at --fps) | CPU/frame TTE | ours | ratio |",
         "|" + "---|" * 6]
  for r in rows:
    t, p = r.tte, r.paced
    if p.status != "ok":
      continue
    per_t, per_p = t.per_frame, p.per_frame
    out.append(f"| {r.effect} | {r.size} | {t.frames} / {p.frames} ({r.paced_fps}) | "
               f"{micros(per_t)} | {micros(per_p)} | {ratio(per_p, per_t, TARGETS['cpu'])} |")
  return "\n".join(out) if len(out) > 2 else ""


def main() -> None:
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--quick", action="store_true", help="80x24 only, decrypt and wipe")
  parser.add_argument("--kinetype", type=Path, default=ROOT / ".build/release/kinetype")
  parser.add_argument("--timeout", type=float, default=600, help="seconds per run (default 600)")
  parser.add_argument("--runs", type=int, default=1,
                      help="runs of each program per effect, in turn; the median is shown")
  parser.add_argument("--effects", nargs="+", help="effects to compare (default: all eight)")
  parser.add_argument("--sizes", nargs="+", choices=["one line", "80x24", "200x50"],
                      help="sizes to compare (default: all three; 80x24 with --quick)")
  args = parser.parse_args()
  if args.runs < 1:
    sys.exit("compare: --runs takes 1 or more")
  if not args.kinetype.exists():
    sys.exit(f"compare: {args.kinetype} is missing: run `make release` first")
  tte = ensure_tte()
  raw = ROOT / "out" / "compare"
  raw.mkdir(parents=True, exist_ok=True)
  sizes = make_sizes(args.quick)
  if args.sizes:
    sizes = [s for s in make_sizes(False) if s.name in args.sizes]
  effects = args.effects or (QUICK_EFFECTS if args.quick else EFFECTS)
  for size in sizes:
    (raw / f"input-{size.name.replace(' ', '-')}.txt").write_text(size.text, encoding="utf-8")

  rows = []
  for size in sizes:
    for effect in effects:
      print(f"compare: {effect} at {size.name} ({len(size.text) - size.text.count(chr(10))} "
            f"characters, canvas {size.cols}x{size.rows})", file=sys.stderr, flush=True)
      rows.append(run_pair(effect, size, tte, args.kinetype, raw, args.timeout, args.runs))

  empty = raw / "empty.txt"
  empty.write_text("")
  start_t = measure([str(tte), "--version"], empty, raw / "tte-version.out", 60)
  start_o = measure([str(args.kinetype), "--version"], empty, raw / "kinetype-version.out", 60)
  floor = measure(["/bin/true"], empty, raw / "true.out", 60)
  inputs = ", ".join(f"{s.name} {len(s.text) - s.text.count(chr(10))} characters on a "
                     f"{s.cols}x{s.rows} canvas" for s in sizes)
  report = "\n".join([
    f"# Kinetype vs TerminalTextEffects {TTE_VERSION}",
    "",
    f"Every frame, uncapped, into a file: TTE `--frame-rate 0`, ours `render --cast --fps {FPS}`. "
    f"Inputs: {inputs}. Ratio = ours / TTE's (✓ or ✗ against the target); targets: CPU per frame ≤ 1/60, "
    "bytes for the whole effect ≤ 1/10, peak RSS ≤ 1/10. CPU is user + system of the whole process (start-up "
    "included); our bytes are the events' payloads, the .cast file adds JSON escaping.",
    "",
    table(rows),
    "",
    *([spread, ""] if (spread := spread_lines(rows, args.runs)) else []),
    *(["Ours again, sampled as often as TTE samples its own effect (for reading the table "
       "above, not the target):", "", paced, ""] if (paced := paced_table(rows)) else []),
    f"Start-up alone (`--version`): TTE {start_t.cpu * 1e3:.0f} ms CPU, "
    f"{human(start_t.rss_kb * 1024)} RSS; ours {start_o.cpu * 1e3:.0f} ms CPU, "
    f"{human(start_o.rss_kb * 1024)} RSS. "
    f"Measurement floor (`/bin/true`): {human(floor.rss_kb * 1024)} RSS.",
    "",
  ])
  print(report)
  (ROOT / "out" / "compare.md").write_text(report, encoding="utf-8")
  startup = {"tte": asdict(start_t), "ours": asdict(start_o), "floor": asdict(floor)}
  results = {"rows": [asdict(r) for r in rows], "startup": startup}
  (raw / "results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
  main()
