#!/usr/bin/env bash
# Regenerates Catalogs/ from the real sources that Debian packages install, with names import + names merge:
#   unicode-cldr-core  territory, exemplar-city and subdivision names (CLDR)
#   iso-codes          ISO 3166-1/3166-2 names and their gettext translations; subdivision types and parents
#   tzdata             country and position of each time zone's exemplar city (zone.tab)
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
work=$(mktemp -d)
trap 'rm -rf "$next" "$work"' EXIT
iso_version=$(dpkg-query -W -f='${Version}' iso-codes | cut -d- -f1)

"$names" import cldr --part territories -o "$work/cldr-territories.json"
"$names" import cldr --part exemplar-cities -o "$next/exemplar-cities.json"
"$names" import cldr --part subdivisions -o "$work/cldr-subdivisions.json"
"$names" import iso-codes --part countries --source-version "$iso_version" -o "$work/iso-countries.json"
"$names" import iso-codes --part subdivisions --source-version "$iso_version" -o "$work/iso-subdivisions.json"

# CLDR wins every conflict; iso-codes' differing names are kept as variants, and its names for languages
# CLDR lacks are added. Every resolved conflict is listed in .build/catalog-merge-*.log for review.
"$names" merge "$work/cldr-territories.json" "$work/iso-countries.json" \
  --prefer "$work/cldr-territories.json" -o "$next/territories.json" 2>.build/catalog-merge-territories.log
"$names" merge "$work/cldr-subdivisions.json" "$work/iso-subdivisions.json" \
  --prefer "$work/cldr-subdivisions.json" --split-by-country -o "$next/subdivisions" 2>.build/catalog-merge-subdivisions.log
tail -n 3 .build/catalog-merge-territories.log .build/catalog-merge-subdivisions.log
cp Catalogs/README.md "$next/README.md"
# The reviewed baseline of known findings: `names validate` below reports what the new data changes against it.
[ ! -f Catalogs/.names-baseline.json ] || cp Catalogs/.names-baseline.json "$next/.names-baseline.json"

rm -rf Catalogs.previous
mv Catalogs Catalogs.previous
mv "$next" Catalogs
rm -rf Catalogs.previous
rm -rf "$work"
trap - EXIT
"$names" validate Catalogs/
