#!/usr/bin/env python3
"""Asks two running `names serve` processes the same requests and reports any answer that differs (status, ETag,
Content-Language, body). Used to show a server on a snapshot answers byte for byte as one on the JSON catalogs.

    Scripts/compare-serving.py http://127.0.0.1:18601 http://127.0.0.1:18602 Catalogs/ [--sample 3000]
"""
import json, random, sys, urllib.parse, urllib.request, pathlib, argparse

parser = argparse.ArgumentParser()
parser.add_argument("first"); parser.add_argument("second"); parser.add_argument("catalogs")
parser.add_argument("--sample", type=int, default=3000)
args = parser.parse_args()

places = []
root = pathlib.Path(args.catalogs)
for path in [root] if root.is_file() else sorted(root.rglob("*.json")):
    try:
        places += json.load(open(path, encoding="utf-8")).get("places", [])
    except Exception:
        pass
random.seed(15)
sample = random.sample(places, min(args.sample, len(places)))
langs = ["th", "ja", "en", "ar", "zh-Hant", "ru", "fr,de;q=0.5"]
targets = []
for place in sample:
    pid = urllib.parse.quote(place["id"], safe="")
    lang = random.choice(langs)
    targets += [f"/v1/places/{pid}?lang={lang}", f"/v1/places/{pid}/names"]
    names = [n if isinstance(n, str) else n.get("preferred", "") for n in place.get("names", {}).values()]
    if names:
        name = random.choice(names)
        for cut in (2, 4, len(name)):
            targets.append("/v1/search?" + urllib.parse.urlencode({"q": name[:cut], "lang": lang, "limit": 10}))
        if len(name) > 5:  # a typo: two letters swapped
            typo = name[:2] + name[3] + name[2] + name[4:]
            targets.append("/v1/search?" + urllib.parse.urlencode({"q": typo, "lang": lang}))
for lang in langs:
    targets += [f"/v1/places?lang={urllib.parse.quote(lang)}&limit=50", f"/v1/places?lang={lang}&kind=city&country=TH&limit=5"]
targets += ["/v1/languages", "/readyz", "/v1/places/nowhere", "/v1/search?q=", "/v1/places?cursor=bad"]

def ask(base, target):
    request = urllib.request.Request(base + target)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.headers.get("ETag"), response.headers.get("Content-Language"), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("ETag"), error.headers.get("Content-Language"), error.read()

# Listings page on: follow each first page's cursor twice.
differ = 0
asked = 0
queue = list(targets)
while queue:
    target = queue.pop(0)
    a, b = ask(args.first, target), ask(args.second, target)
    asked += 1
    if a != b:
        differ += 1
        if differ <= 10:
            print("DIFFERS", target, a[:3], b[:3], a[3][:200], b[3][:200])
    elif target.startswith("/v1/places?") and a[0] == 200 and target.count("cursor=") < 2:
        cursor = json.loads(a[3]).get("next")
        if cursor:
            queue.append(target + "&cursor=" + urllib.parse.quote(cursor))
print(f"{asked} requests, {asked - differ} answers identical, {differ} differ")
sys.exit(1 if differ else 0)
