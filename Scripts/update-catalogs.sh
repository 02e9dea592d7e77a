#!/usr/bin/env bash
# Regenerates Catalogs/ from the real sources that Debian packages install:
#   unicode-cldr-core  territory, exemplar-city and subdivision names (CLDR)
#   tzdata             country and position of each time zone's exemplar city (zone.tab)
#   iso-codes          ISO 3166-2 subdivision types and parents
# Running it twice gives identical bytes. Usage: Scripts/update-catalogs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
for pkg in unicode-cldr-core tzdata iso-codes; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
fi

swift build -c release --product names >/dev/null
names=.build/release/names

# Build into a fresh folder and swap it in at the end, so a failed run leaves Catalogs/ as it was.
next=$(mktemp -d Catalogs.next.XXXXXX)
trap 'rm -rf "$next"' EXIT
"$names" import cldr --part territories -o "$next/territories.json"
"$names" import cldr --part exemplar-cities -o "$next/exemplar-cities.json"
"$names" import cldr --part subdivisions --split-by-country -o "$next/subdivisions"
cp Catalogs/README.md "$next/README.md"

rm -rf Catalogs.previous
mv Catalogs Catalogs.previous
mv "$next" Catalogs
rm -rf Catalogs.previous
trap - EXIT
"$names" validate Catalogs/
