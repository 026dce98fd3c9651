# Kinetype: two commands on a fresh machine.
#   make run    installs what is missing, builds (release), plays the default demo
#   make test   installs what is missing, builds, runs every test
SHELL := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift
PREFIX ?= /usr/local
RELEASE := .build/release/kinetype

.PHONY: run test examples build release install uninstall format lint bench footprint link-order compare gallery previews effects-readme unicode-tables deps test-deps clean fuzz fuzz-build

# The interactive demo (`kinetype demo`): five scenes, mouse and keyboard; ? lists the keys.
run: deps release
	$(RELEASE) demo

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) examples

# The programs in Examples/ (a package of their own that uses the library by path), built and
# run: the headless one writes its recording and SVG to a scratch folder, the inline one runs
# without a terminal (it prints its banner at rest).
examples:
	$(SWIFT) build --package-path Examples
	@scratch=$$(mktemp -d) && trap 'rm -rf "$$scratch"' EXIT && \
	  Examples/.build/debug/render-frames "$$scratch" && \
	  test -s "$$scratch/kinetype-example.cast" && test -s "$$scratch/kinetype-example.svg" && \
	  Examples/.build/debug/inline-banner < /dev/null | cat

deps:
	@scripts/ensure-deps.sh build

test-deps:
	@scripts/ensure-deps.sh test

build: deps
	$(SWIFT) build

# Release builds are one static executable: the Swift runtime, libc, libstdc++, ncursesw and
# libyaml linked in (libtinfo named, as Debian's libncursesw.a leaves it out), so an installed
# copy needs no toolchain and no shared library; only terminfo entries and locales are read at
# run time. It is not relocated at start and maps no libraries. Each function in a section of
# its own lets --gc-sections drop those never called and lets lld (quieter than gold about
# glibc's NSS in static programs) put the ones start-up and play run first, sharing pages
# (scripts/link-order.txt, `make link-order`). The shipped targets import FoundationEssentials,
# never Foundation, so ICU's tables stay out. ARCHITECTURE.md ("Footprint") has the figures;
# `make footprint` measures them.
# `make release STATIC=` builds against the toolchain's shared libraries instead.
STATIC ?= -Xswiftc -static-executable -Xlinker -ltinfo
LINK := -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/link-order.txt -Xlinker --no-warn-symbol-ordering
release: deps
	$(SWIFT) build -c release --product kinetype $(STATIC) $(LINK)

# Speed budgets, measured in a release build (figures, not a pass/fail test). The benchmarks
# are a program of their own (`kinetype-bench`), not part of the shipped binary.
bench: deps
	$(SWIFT) build -c release --product kinetype-bench $(STATIC) $(LINK)
	.build/release/kinetype-bench

# Rewrites scripts/link-order.txt from callgrind runs of the release binary (`--version`, `play
# fade`), then links again with it; run after large changes (scripts/link-order.py says why).
link-order: release
	python3 scripts/link-order.py
	rm -f $(RELEASE)
	$(MAKE) release

# Footprint against issue 15's budgets, in the release build (figures, not a pass/fail test):
# the stripped size, `--version`'s wall time and peak RSS, `play fade`'s peak RSS in an 80x24
# tmux pane, with the load average. Needs GNU time and tmux (scripts/footprint.py says why).
footprint: release
	python3 scripts/footprint.py

# Side by side with TerminalTextEffects 0.15.0 (installed into .venv-tte with pip when missing):
# CPU per frame, bytes and peak RSS for eight effects at three sizes, as a table in out/compare.md.
# `make compare QUICK=1` runs one size and two effects; `SIZES=200x50` one size, every effect;
# `RUNS=3` each program three times per effect, in turn, and shows the median run.
compare: release
	python3 scripts/compare.py $(if $(QUICK),--quick) $(if $(SIZES),--sizes $(SIZES)) \
	  $(if $(RUNS),--runs $(RUNS))

# The binary carries effects/ (compiled in by the EmbedEffects plugin), so it is all there is.
# A share/kinetype/effects an older install left would be read before the built-in copy and
# hide newer effects, so it goes.
# With the binary: the man page (made from the command definitions by scripts/man-page.py) and
# the shell completions (effect names, scenes, scripts and files complete).
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -s -m 755 $(RELEASE) $(DESTDIR)$(PREFIX)/bin/kinetype
	python3 scripts/man-page.py $(RELEASE) > $(DESTDIR)$(PREFIX)/share/man/man1/kinetype.1
	$(RELEASE) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/kinetype
	$(RELEASE) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_kinetype
	$(RELEASE) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/kinetype.fish
	rm -rf $(DESTDIR)$(PREFIX)/share/kinetype

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/kinetype $(DESTDIR)$(PREFIX)/share/man/man1/kinetype.1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/kinetype \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_kinetype \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/kinetype.fish
	rm -rf $(DESTDIR)$(PREFIX)/share/kinetype

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Plugins Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Plugins Sources Tests

# An asciicast recording of every effect in effects/, in out/gallery/ (play one with
# `asciinema play out/gallery/NAME.cast`). Same bytes every run: fixed text, canvas and seed.
GALLERY_TEXT := Kinetype — kinetic typography\n漢字 👍 → every glyph alive\n$$(printf '\033[38;5;208m')ANSI colours kept$$(printf '\033[0m')
gallery: release
	@mkdir -p out/gallery
	@# The effects in effects/ as the binary lists them (data files beside them are not effects).
	@for name in $$(KINETYPE_EFFECTS=$$PWD/effects XDG_CONFIG_HOME=/nonexistent HOME=/nonexistent \
	    $(RELEASE) list | awk '{ print $$1 }'); do \
	  printf "$(GALLERY_TEXT)\n" | $(RELEASE) render "$$name" --canvas 48x9 --seed 7 --fps 30 \
	    --cast "out/gallery/$$name.cast" || exit 1; \
	  echo "out/gallery/$$name.cast"; \
	done

# Every example preview script in examples/ rendered headless into out/previews/: an asciicast
# (NAME.cast) and a contact sheet of its snapshots (NAME.txt). Same bytes every run: scripts
# run on their own clock with their own seeds (see docs/previews.md).
previews: release
	@mkdir -p out/previews
	@for script in examples/*.preview.yaml; do \
	  name=$$(basename "$$script" .preview.yaml); \
	  $(RELEASE) preview "$$script" --cast "out/previews/$$name.cast" \
	    --svg "out/previews/$$name.svg" --sheet > "out/previews/$$name.txt" || exit 1; \
	  echo "out/previews/$$name.cast out/previews/$$name.svg out/previews/$$name.txt"; \
	done

# Rewrites the generated part of effects/README.md (a section and parameter table per effect)
# from the effect files; run it after adding or changing an effect (a test checks it is fresh).
effects-readme: deps
	$(SWIFT) build --product kinetype
	scripts/effects-readme.sh .build/debug/kinetype

# libFuzzer over every parser of outside data (Fuzz/README.md): each target runs FUZZ_SECONDS
# (default 60) from its seed corpus in Fuzz/Corpus/NAME plus what earlier runs found
# (.build-fuzz/corpus/NAME); a crash or a broken invariant fails the run and leaves the input in
# .build-fuzz/artifacts/. `make fuzz FUZZ_TARGETS=MarkupReader FUZZ_SECONDS=600` runs one longer.
# Built in its own scratch path: -sanitize=fuzzer instruments every module, so nothing is shared
# with .build. The toolchain carries libFuzzer (lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= PlainReader ANSIReader MarkupReader EffectReader PreviewReader InputDecoder FontReader
FUZZ_BUILD := $(SWIFT) build -c debug --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer -Xswiftc -DKINETYPE_FUZZING
fuzz-build: deps
	@scripts/ensure-fuzzer.sh
	@# The EmbedEffects plugin's tool is built with the same flags while SwiftPM plans, and its
	@# link fails (libFuzzer's main wants LLVMFuzzerTestOneInput); the fuzz products need none of
	@# it, so that message is filtered out; swift build's own status decides.
	@for target in $(FUZZ_TARGETS); do \
	  $(FUZZ_BUILD) --product Fuzz$$target 2>&1 | grep -v -e LLVMFuzzerTestOneInput \
	    -e 'link command failed' -e 'linker command failed' -e FuzzerMain -e dwarf_reader; \
	  test $${PIPESTATUS[0]} -eq 0 || exit 1; \
	done

fuzz: fuzz-build
	@mkdir -p .build-fuzz/artifacts
	@failed=""; for target in $(FUZZ_TARGETS); do \
	  corpus=$$target; \
	  mkdir -p .build-fuzz/corpus/$$corpus; \
	  echo "fuzz $$target: $(FUZZ_SECONDS) s from Fuzz/Corpus/$$corpus"; \
	  SWIFT_BACKTRACE=enable=no .build-fuzz/debug/Fuzz$$target -max_total_time=$(FUZZ_SECONDS) \
	    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
	    -artifact_prefix=.build-fuzz/artifacts/$$corpus- \
	    $$(test -e Fuzz/Dictionaries/$$target.dict && echo -dict=Fuzz/Dictionaries/$$target.dict) \
	    .build-fuzz/corpus/$$corpus Fuzz/Corpus/$$corpus 2>.build-fuzz/$$corpus.log; \
	  status=$$?; grep -E '^stat::number_of_executed_units|^stat::peak_rss|^INFO: Done|invariant broken|^  - |ERROR' \
	    .build-fuzz/$$corpus.log | head -20; \
	  if [ $$status -ne 0 ]; then failed="$$failed $$target"; fi; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzz failed:$$failed (inputs in .build-fuzz/artifacts/)"; exit 1; fi

# Regenerates the cell-width tables from Unicode data (not part of the build).
unicode-tables:
	scripts/unicode-tables.sh

clean:
	rm -rf .build
