#!/usr/bin/env bash
# Proves PlaceNamesCore stands alone: builds and tests this package (which depends on the root package by path
# and names only the PlaceNamesCore product; its tests are the README's Core example and, linked, every test of
# Tests/PlaceNamesCoreTests) with pkg-config pointed at an empty folder, so no system ICU can be found, then
# checks that
#   - no compiled Core source read an ICU header (the compiler's dependency files list every header it read);
#   - the test binary links no system ICU library (ldd) and calls no ICU function (nm: system ICU's functions
#     carry its version, `ucol_open_72`).
# Foundation on Linux carries its own private ICU (lib_FoundationICU.so); that is not system ICU and is allowed.
set -euo pipefail
cd "$(dirname "$0")"

empty=$(mktemp -d)
trap 'rm -rf "$empty"' EXIT
export PKG_CONFIG_PATH="$empty" PKG_CONFIG_LIBDIR="$empty"
unset CPATH C_INCLUDE_PATH LIBRARY_PATH

swift build --build-tests 2>&1 | tee "$empty/build.log" | grep -E "warning:|error:" || true
swift test --skip-build 2>&1 | tee "$empty/test.log" | grep -E "Test run|✘" || true
grep -q "Test run with .* passed" "$empty/test.log" || { cat "$empty/test.log" >&2; echo "CoreStandalone: the tests failed" >&2; exit 1; }

bin=$(swift build --show-bin-path)
core_build="$bin/PlaceNamesCore.build"
[ -d "$core_build" ] || { echo "CoreStandalone: no $core_build" >&2; exit 1; }
# SwiftPM lays out folders for every target of the dependency graph; none of the ICU ones may hold objects.
compiled=$(find "$bin" -path '*/PlaceNames.build/*' -o -path '*/ICUShim.build/*' -o -path '*/CICU.build/*' \
  | grep -E '\.(o|swiftmodule)$' || true)
if [ -n "$compiled" ]; then
  echo "CoreStandalone: modules that use ICU were compiled: $compiled" >&2
  exit 1
fi
deps=$(find "$core_build" -name '*.d' | wc -l)
[ "$deps" -gt 0 ] || { echo "CoreStandalone: no dependency files in $core_build" >&2; exit 1; }
if grep -lE '/unicode/[a-z0-9_]+\.h|icu_shim\.h|cicu\.h' $(find "$core_build" -name '*.d'); then
  echo "CoreStandalone: the files above read ICU headers" >&2
  exit 1
fi

tests=$(find "$bin" -maxdepth 1 -name 'CoreStandalonePackageTests.xctest' | head -1)
[ -n "$tests" ] || { echo "CoreStandalone: no test binary in $bin" >&2; exit 1; }
if ldd "$tests" | grep -E 'libicu(uc|i18n|data|io)\.so'; then
  echo "CoreStandalone: the test binary links system ICU" >&2
  exit 1
fi
if nm -u "$tests" | grep -E ' U (u|ucol|unorm2|utrans|uspoof|ubrk|uscript|uloc)_[A-Za-z0-9]+_[0-9]+$'; then
  echo "CoreStandalone: the test binary calls system ICU functions" >&2
  exit 1
fi
echo "CoreStandalone: built and tested with no ICU: $deps dependency files read no ICU header; $(basename "$tests") links no libicu"
