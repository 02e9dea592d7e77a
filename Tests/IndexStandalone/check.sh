#!/usr/bin/env bash
# Proves PlaceNamesIndex stands apart from the service: builds this package (which depends on the root package by
# path and names only the PlaceNamesIndex product) and runs its executable on the shipped catalogs (it writes a
# snapshot, maps it, searches it and lists it, and exits 1 on a wrong answer), then checks that no module of the
# server's dependencies was compiled for it: SwiftPM resolves (checks out) every dependency of the root package, so
# `show-dependencies` lists swift-nio and hummingbird whatever the index needs; the built modules are what count.
# Then the snapshot lifetime tests under AddressSanitizer (issue 28: views of a snapshot kept past a reload read
# memory still mapped; ASan reports a read of a freed snapshot a plain build may survive), in a build of their own
# (.build-asan): the executable under ASan took 7 min 37 s on the shipped catalogs, against about a minute plain.
# This replaced an ASan build of the whole package, service included, which took 13 minutes of CI (issue 45).
# Swift Testing only: LeakSanitizer counts what XCTest's own runner leaves at exit as leaks.
set -euo pipefail
cd "$(dirname "$0")"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --product IndexStandalone 2>&1 | tee "$log" | grep -E "warning:|error:" || true
grep -q "error:" "$log" && { cat "$log" >&2; echo "IndexStandalone: the build failed" >&2; exit 1; }

bin=$(swift build --show-bin-path)
[ -d "$bin/PlaceNamesIndex.build" ] || { echo "IndexStandalone: no $bin/PlaceNamesIndex.build" >&2; exit 1; }
# The countries, regions and cities: the towns and villages (Catalogs/towns/) would make a debug build's snapshot four
# minutes rather than one, and prove nothing more about what this package links.
"$bin/IndexStandalone" ../../Catalogs/territories.json ../../Catalogs/subdivisions ../../Catalogs/cities

asan=(--sanitize=address --disable-xctest --scratch-path .build-asan)
swift build --build-tests "${asan[@]}" 2>&1 | tee "$log" | grep -E "error:" || true
grep -q "error:" "$log" && { cat "$log" >&2; echo "IndexStandalone: the ASan build failed" >&2; exit 1; }
swift test --skip-build "${asan[@]}" 2>&1 | tee "$log" | grep -E "Test run|✘|ERROR: AddressSanitizer" || true
grep -q "Test run with .* passed" "$log" || { cat "$log" >&2; echo "IndexStandalone: the tests failed" >&2; exit 1; }

# SwiftPM lays out folders for every target of the dependency graph; none of the server's may hold objects.
compiled=$(find "$bin" \( -path '*/NIO*.build/*' -o -path '*/_NIO*.build/*' -o -path '*/CNIO*.build/*' \
  -o -path '*/Hummingbird*.build/*' -o -path '*/ServiceLifecycle.build/*' -o -path '*/UnixSignals.build/*' \
  -o -path '*/Logging.build/*' -o -path '*/Metrics.build/*' -o -path '*/Prometheus.build/*' \
  -o -path '*/PlaceNamesServer.build/*' \) | grep -E '\.(o|swiftmodule)$' || true)
if [ -n "$compiled" ]; then
  echo "IndexStandalone: modules of the server's dependencies were compiled:" >&2
  echo "$compiled" >&2
  exit 1
fi
modules=$(find "$bin/Modules" "$bin" -maxdepth 1 -name '*.swiftmodule' 2>/dev/null | xargs -r -n1 basename | sort -u)
if echo "$modules" | grep -E '^(NIO|_NIO|Hummingbird|ServiceLifecycle|Logging|PlaceNamesServer)'; then
  echo "IndexStandalone: the modules above were built" >&2
  exit 1
fi
# The importers (PlaceNamesImport) are the only users of FoundationXML; the index must not drag it in.
if ldd "$bin/IndexStandalone" | grep -E 'libFoundationXML\.so'; then
  echo "IndexStandalone: the executable links FoundationXML" >&2
  exit 1
fi
echo "IndexStandalone: built and ran, passed its tests under AddressSanitizer, with $(echo "$modules" | wc -l) modules, none of SwiftNIO, Hummingbird," \
  "ServiceLifecycle or Logging, and no FoundationXML linked"
