#!/usr/bin/env python3
"""Checks `names serve` with the tools of the field, not a reader of ours (issue 43):

- geopy's own `Photon` geocoder (PyPI geopy, unchanged) against `GET /api` and `GET /reverse`: forward in Thai and
  Japanese, a location bias, a bounding box, a tag filter, reverse, an unknown place, bad input;
- every GeoJSON answer (search, reverse, look-ups, listings, bulk look-ups, Photon's) validated by geojson-pydantic
  (PyPI), with `[longitude, latitude]` checked against the JSON answer's coordinate.

Usage: Scripts/check-geo-clients.py http://127.0.0.1:PORT
"""
import json
import sys
import urllib.request
from urllib.parse import urlsplit

from geojson_pydantic import Feature, FeatureCollection
from geopy.exc import GeocoderQueryError
from geopy.geocoders import Photon

base = sys.argv[1].rstrip("/")
failures = []


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)


def fetch(path, accept=None, body=None):
    request = urllib.request.Request(base + path, data=body, headers={"Accept": accept} if accept else {})
    if body is not None:
        request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request) as response:
        return response.headers, json.loads(response.read())


# geopy, as an app would use it: the domain is our server's.
photon = Photon(domain=urlsplit(base).netloc, scheme="http", timeout=30)

bangkok = photon.geocode("Bangkok", language="th")
check(bangkok is not None and bangkok.address.startswith("กรุงเทพ")
      and abs(bangkok.latitude - 13.754) < 0.01 and abs(bangkok.longitude - 100.501) < 0.01,
      f"geopy finds Bangkok in Thai: {bangkok and bangkok.address} {bangkok and bangkok.point}")
tokyo = photon.geocode("東京", language="ja")
check(tokyo is not None and tokyo.address.startswith("東京") and tokyo.raw["properties"]["countrycode"] == "JP",
      f"geopy finds Tokyo in Japanese: {tokyo and tokyo.address}")
paris = photon.geocode("Paris", location_bias=(33.66, -95.55))
check(paris is not None and paris.raw["properties"]["countrycode"] == "US",
      f"geopy with a location bias near Texas finds Paris, Texas: {paris and paris.address}")
paris = photon.geocode("Paris")
check(paris is not None and paris.raw["properties"]["countrycode"] == "FR", f"without it Paris, France: {paris and paris.address}")
boxed = photon.geocode("chiang", exactly_one=False, limit=5, language="en", bbox=[(18.0, 98.0), (20.5, 100.0)])
check(boxed and all(place.raw["properties"]["countrycode"] == "TH" for place in boxed),
      f"geopy with a bbox: {[place.address for place in boxed or []]}")
tagged = photon.geocode("san", exactly_one=False, limit=5, osm_tag="place:city")
check(tagged and all(place.raw["properties"]["osm_value"] == "city" for place in tagged),
      f"geopy with osm_tag=place:city: {len(tagged or [])} cities")
near = photon.reverse("18.79, 98.98", language="ja")
check(near is not None and near.address.startswith("チエンマイ"), f"geopy reverse in Japanese: {near and near.address}")
check(photon.geocode("qqxzqqxzqq") is None, "geopy gets None for a place that does not exist")
try:
    photon.geocode("Bangkok", language="klingon")
    check(False, "geopy: an unknown language is refused")
except GeocoderQueryError as error:
    check("400" in str(error), f"geopy: an unknown language is refused (GeocoderQueryError): {error}")

# GeoJSON answers, validated by geojson-pydantic, points checked against the JSON answers.
collections = [
    ("/v1/search?q=chiang&lang=th&kind=city&country=TH", "results"),
    ("/v1/reverse?lat=18.79&lon=98.98&lang=ja&limit=3", "results"),
    ("/v1/places?lang=th&country=TH&kind=city&limit=20", "places"),
]
for path, key in collections:
    headers, geo = fetch(path + "&format=geojson")
    _, negotiated = fetch(path, accept="application/geo+json")
    _, plain = fetch(path)
    FeatureCollection.model_validate(geo)
    check(headers["Content-Type"] == "application/geo+json; charset=utf-8" and negotiated == geo,
          f"{path}: a valid FeatureCollection, the same by Accept")
    points = [feature["geometry"]["coordinates"] if feature["geometry"] else None for feature in geo["features"]]
    expected = [[item["coordinate"]["longitude"], item["coordinate"]["latitude"]] if "coordinate" in item else None
                for item in plain[key]]
    check(points == expected and [f["properties"] for f in geo["features"]] == plain[key],
          f"{path}: [longitude, latitude] and the JSON fields as properties, {len(points)} features")
for path in ["/v1/places/geonames:1153669?lang=th", "/v1/places/iso3166-2:TH-57?lang=th"]:
    headers, geo = fetch(path, accept="application/geo+json")
    Feature.model_validate(geo)
    check(headers["Content-Type"] == "application/geo+json; charset=utf-8", f"{path}: a valid Feature")
_, bulk = fetch("/v1/lookup?format=geojson", body=json.dumps({"ids": ["geonames:1609350", "nowhere:0"],
                                                              "lang": "th"}).encode())
FeatureCollection.model_validate(bulk)
check(len(bulk["features"]) == 1 and bulk["unknown"] == ["nowhere:0"], "POST /v1/lookup: a valid FeatureCollection")
for path in ["/api?q=bangkok&lang=th&limit=5", "/reverse?lat=13.75&lon=100.5&limit=3"]:
    _, answer = fetch(path)
    FeatureCollection.model_validate(answer)
    check(all(feature["geometry"] for feature in answer["features"]) and answer["features"],
          f"{path}: a valid FeatureCollection, a point for every feature")

print(f"check-geo-clients: {len(failures)} failed")
sys.exit(1 if failures else 0)
