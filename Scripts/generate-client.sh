#!/usr/bin/env bash
# Regenerates PlaceNamesClient's generated code (Sources/PlaceNamesClient/Generated/Types.swift and Client.swift)
# from the service's OpenAPI document, with swift-openapi-generator's command-line tool built from the side package
# Scripts/generate-client (pinned there). Run it after changing Sources/PlaceNamesServer/Explorer/Resources/openapi.json
# or Scripts/generate-client/openapi-generator-config.yaml, and commit the result; Scripts/check-client.sh (CI) fails
# while the committed files differ from what this writes.
#
# Usage: Scripts/generate-client.sh [OUTPUT_FOLDER]   (default: Sources/PlaceNamesClient/Generated)
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-Sources/PlaceNamesClient/Generated}
# A build folder of its own (ignored by git, like every .build-*): the generator's packages never mix with the root's.
scratch=${GENERATOR_SCRATCH_PATH:-.build-generate-client}
swift build --package-path Scripts/generate-client --scratch-path "$scratch" \
  --product swift-openapi-generator >&2
generator="$scratch/debug/swift-openapi-generator"

mkdir -p "$output"
"$generator" generate \
  --config Scripts/generate-client/openapi-generator-config.yaml \
  --output-directory "$output" \
  Sources/PlaceNamesServer/Explorer/Resources/openapi.json >&2
