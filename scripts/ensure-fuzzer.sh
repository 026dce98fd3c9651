#!/usr/bin/env bash
# Checks that the Swift toolchain on PATH can build libFuzzer targets (`make fuzz`).
#
# swiftc -sanitize=fuzzer links the libFuzzer runtime from the toolchain's own clang resource
# folder (usr/lib/clang/VERSION/lib/linux/libclang_rt.fuzzer-ARCH.a, or usr/lib/swift/clang/…),
# never a system package's: swift.org's Linux toolchains ship it, so there is nothing to
# install, only a toolchain to replace when it is missing (some distribution builds strip it).
set -euo pipefail
swift=$(command -v swift || true)
if [ -z "$swift" ]; then
  echo "kinetype fuzz: the Swift toolchain is not on PATH (expected at /opt/swift/usr/bin)" >&2
  exit 1
fi
root=$(dirname "$(readlink -f "$swift")")/..
arch=$(uname -m)
for runtime in "$root"/lib/clang/*/lib/linux/libclang_rt.fuzzer-"$arch".a \
  "$root"/lib/swift/clang/lib/linux/libclang_rt.fuzzer-"$arch".a; do
  [ -e "$runtime" ] && exit 0
done
echo "kinetype fuzz: this Swift toolchain has no libFuzzer runtime (libclang_rt.fuzzer-$arch.a)" >&2
echo "kinetype fuzz: install a swift.org toolchain for Linux, which ships it" >&2
exit 1
