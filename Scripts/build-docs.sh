#!/usr/bin/env bash
# Builds the DocC documentation of the library products (PlaceNamesCore, PlaceNames, PlaceNamesImport, PlaceNamesIndex,
# PlaceNamesServer, PlaceNamesClient) into .build/docs/<Module>.doccarchive, and fails on any DocC warning or on a
# public symbol without a summary line (Scripts/doc-coverage.py). CI runs it; run it by hand after editing
# documentation.
#
# It uses the toolchain's own pieces, no plugin: `swift package dump-symbol-graph` writes each module's symbol
# graph, and `docc convert` builds each catalog (Sources/<Module>/<Module>.docc) from its module's graphs.
# Preview one with: docc preview Sources/PlaceNamesCore/PlaceNamesCore.docc --additional-symbol-graph-dir <dir>
set -euo pipefail
cd "$(dirname "$0")/.."

docc=${DOCC:-$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/docc")}
out=.build/docs
mkdir -p "$out"

modules=(PlaceNamesCore PlaceNames PlaceNamesImport PlaceNamesIndex PlaceNamesServer PlaceNamesClient)
graphs="$(swift build --show-bin-path)/../symbolgraph"
rm -rf "$graphs"
# On a clone where the tests were never built, dump-symbol-graph also tries the test-discovery modules and fails
# on them ("Couldn't load module 'PlaceNamesPackageTests'"); those have no documentation. Any other failure, or a
# library module without its graph, stops the build.
if ! swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols \
    > "$out/dump-symbol-graph.log" 2>&1; then
  if grep 'error:' "$out/dump-symbol-graph.log" | grep -v "symbol graph for 'PlaceNamesPackage\(Discovered\)\?Tests'" >&2; then
    cat "$out/dump-symbol-graph.log" >&2
    exit 1
  fi
fi
for module in "${modules[@]}"; do
  [ -s "$graphs/$module.symbols.json" ] || { cat "$out/dump-symbol-graph.log" >&2; echo "docs: no symbol graph for $module" >&2; exit 1; }
done

python3 Scripts/doc-coverage.py "$graphs" "${modules[@]}"

for module in "${modules[@]}"; do
  # Only this module's graphs (its own and its extensions of other modules' types).
  module_graphs="$out/$module.symbolgraphs"
  rm -rf "$module_graphs" "$out/$module.doccarchive"
  mkdir -p "$module_graphs"
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  for extension in "$graphs/$module@"*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$module_graphs/"
  done
  "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$module_graphs" \
    --output-dir "$out/$module.doccarchive" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.placenames.$module" \
    --warnings-as-errors
  echo "docs: $out/$module.doccarchive"
done
