#!/usr/bin/env bash
# CI: fails when PlaceNamesClient's committed generated code (Sources/PlaceNamesClient/Generated) is not what
# swift-openapi-generator writes today from the service's OpenAPI document and Scripts/generate-client's config:
# regenerates into a temporary folder and diffs. The fix is to run Scripts/generate-client.sh and commit.
set -euo pipefail
cd "$(dirname "$0")/.."

fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
Scripts/generate-client.sh "$fresh"
if ! diff -ru Sources/PlaceNamesClient/Generated "$fresh" >&2; then
  echo "check-client: Sources/PlaceNamesClient/Generated is not current; run Scripts/generate-client.sh and commit" >&2
  exit 1
fi
echo "check-client: the generated client matches the OpenAPI document"
