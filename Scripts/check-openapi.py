#!/usr/bin/env python3
"""Checks the OpenAPI document against itself, the standard and a running `names serve`.

    Scripts/check-openapi.py http://127.0.0.1:PORT

The server must serve the shipped catalogs with PLACENAMES_ADMIN_TOKEN=example-token (SERVICE.md's reload
example uses that token). The check fails (exit 1) when:

- Sources/PlaceNamesServer/Explorer/Resources/openapi.json is not a valid OpenAPI 3.1 document
  (openapi-spec-validator), or GET /openapi.json does not serve exactly that file;
- an answer of the server, to every `curl` example in SERVICE.md and to the requests below that reach every
  operation and error the document lists, has a status, a header, a content type or a body the document does not
  describe (bodies are validated against the schemas with OAS 3.1's JSON Schema dialect, Draft 2020-12);
- a request sends a query parameter the operation does not declare;
- an operation of the document is never answered with a 2xx by these requests.
"""

import http.client
import json
import re
import shlex
import sys
import urllib.parse
from pathlib import Path

from openapi_schema_validator import OAS31Validator
from openapi_spec_validator import validate as validate_spec
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

ROOT = Path(__file__).resolve().parent.parent
DOCUMENT = ROOT / "Sources/PlaceNamesServer/Explorer/Resources/openapi.json"
SERVICE = ROOT / "SERVICE.md"
BASE_URI = "urn:placenames:openapi"
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")

# Requests beyond SERVICE.md's examples, so every operation and every error the document lists is answered once:
# (method, target, headers, body).
EXTRA_REQUESTS = [
    ("GET", "/v1/places/tz:Asia%2FBangkok/names", {}, None),
    ("GET", "/v1/places/tz:Asia%2FBangkok/names?lang=ar", {}, None),
    ("GET", "/v1/places/geonames:1609350/names?lang=th", {}, None),
    ("GET", "/v1/places/geonames:1609350/names?lang=nope", {}, None),
    ("GET", "/v1/places/nowhere:1", {}, None),
    ("GET", "/v1/places/nowhere:1/names", {}, None),
    ("GET", "/v1/places/tz:Asia%2FBangkok", {"Accept-Language": "en;q=2, th"}, None),  # the bad entry skipped
    ("GET", "/v1/places/geonames:1609350?lang=%zz", {}, None),
    ("GET", "/v1/places?lang=ar&limit=2", {}, None),
    ("GET", "/v1/places?lang=th&country=TH&kind=region&limit=1&cursor=not-a-cursor", {}, None),
    ("GET", "/v1/places?limit=0", {}, None),
    ("GET", "/v1/search?q=", {}, None),
    ("GET", "/v1/search?q=bangk&limit=1000", {}, None),
    ("GET", "/v1/search?q=" + "a" * 201, {}, None),
    ("GET", "/v1/search?q=%E0%B8%81%E0%B8%A3%E0%B8%B8%E0%B8%87&lang=ar&limit=3", {}, None),
    ("GET", "/v1/search?q=bangk&limit=2", {"Accept-Language": "ar, th;q=0.5"}, None),
    ("GET", "/v1/search?q=" + "b" * 9000, {}, None),
    ("GET", "/v1/reverse?lat=0&lon=0&radius=1000", {}, None),
    ("GET", "/v1/reverse?lat=13.7563&lon=100.5018&kind=city,town&limit=3", {"Accept-Language": "ja"}, None),
    ("GET", "/v1/reverse?lon=100.5018", {}, None),
    ("GET", "/v1/reverse?lat=13&lon=100&radius=-1", {}, None),
    ("GET", "/v1/reverse?lat=13&lon=100&limit=101", {}, None),
    ("POST", "/v1/lookup", {"Content-Type": "application/json"}, b'{"ids": ["geonames:1609350"], "lang": ["thai"]}'),
    ("POST", "/v1/lookup", {"Content-Type": "application/json"}, b'{"ids": "geonames:1609350"}'),
    ("POST", "/v1/lookup", {"Content-Type": "application/json"}, b'{"ids": []}' + b" " * (300 * 1024)),
    # GeoJSON (issue 43): by format and by Accept, on every place answer.
    ("GET", "/v1/places/geonames:1609350?lang=th", {"Accept": "application/geo+json"}, None),
    ("GET", "/v1/places/iso3166-2:TH-10/names?format=geojson", {}, None),
    ("GET", "/v1/places?lang=th&country=TH&kind=city&limit=2&format=geojson", {}, None),
    ("GET", "/v1/search?q=bangk&limit=2&format=geojson", {}, None),
    ("GET", "/v1/reverse?lat=13.7563&lon=100.5018&limit=2", {"Accept": "application/geo+json"}, None),
    ("POST", "/v1/lookup?format=geojson", {"Content-Type": "application/json"}, b'{"ids": ["geonames:1609350", "x:1"]}'),
    ("GET", "/v1/search?q=bangk&format=kml", {}, None),
    # Photon's API: answers and its own error shape.
    ("GET", "/api?q=bangkok&lang=th&limit=2", {}, None),
    ("GET", "/api?q=paris&lat=33.66&lon=-95.55&location_bias_scale=0.1&zoom=12&limit=2&layer=city&osm_tag=place", {}, None),
    ("GET", "/api?q=chiang&bbox=98,18,100,20.5&osm_tag=!place:town", {}, None),
    ("GET", "/api", {}, None),
    ("GET", "/api?q=paris&layer=planet", {}, None),
    ("GET", "/reverse?lat=18.79&lon=98.98&lang=ja&radius=5&limit=2&layer=city&osm_tag=place:city", {}, None),
    ("GET", "/reverse?lat=100&lon=0", {}, None),
    ("GET", "/v1/languages", {}, None),
    ("POST", "/v1/admin/reload", {"Authorization": "Bearer wrong"}, None),
    ("GET", "/healthz", {}, None),
    ("GET", "/readyz", {}, None),
    ("GET", "/metrics", {}, None),
    ("GET", "/", {}, None),
    ("GET", "/explorer.js", {}, None),
    ("GET", "/explorer.css", {}, None),
    ("GET", "/openapi.json", {}, None),
    ("DELETE", "/v1/languages", {}, None),
    ("PUT", "/", {}, None),
]


class Checker:
    def __init__(self, base_url):
        parsed = urllib.parse.urlsplit(base_url)
        self.host, self.port = parsed.hostname, parsed.port
        self.document_bytes = DOCUMENT.read_bytes()
        self.document = json.loads(self.document_bytes)
        self.registry = Registry().with_resource(
            BASE_URI, Resource.from_contents(self.document, default_specification=DRAFT202012))
        self.failures = []
        self.answered = set()  # (path template, method) answered with a 2xx
        self.checked = 0
        # Templates with the most literal text first, so `/v1/places/{id}/names` wins over `/v1/places/{id}`.
        self.templates = sorted(self.document["paths"], key=lambda t: -len(re.sub(r"\{[^}]+\}", "", t)))

    def fail(self, what, message):
        self.failures.append(f"{what}: {message}")

    # --- The document itself --------------------------------------------------------------------------------

    def check_document(self):
        try:
            validate_spec(self.document)
        except Exception as error:  # the validator raises several types; any of them is a failure
            self.fail(str(DOCUMENT.relative_to(ROOT)), f"not a valid OpenAPI document: {error}")
        status, _, body = self.send("GET", "/openapi.json", {}, None)
        if status != 200 or body != self.document_bytes:
            self.fail("GET /openapi.json", f"status {status}; does not serve {DOCUMENT.relative_to(ROOT)} as it is")

    # --- Requests -------------------------------------------------------------------------------------------

    def send(self, method, target, headers, body):
        # Generous: CI machines can be busy, and a slow answer is not what this checks.
        connection = http.client.HTTPConnection(self.host, self.port, timeout=120)
        try:
            connection.request(method, target, body=body, headers=headers)
            response = connection.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        finally:
            connection.close()

    def operation(self, path):
        """The template and path item `path` (still percent-encoded) belongs to, or (None, None)."""
        for template in self.templates:
            pattern = "^" + re.sub(r"\\\{[^}]+\\\}", ".+", re.escape(template)) + "$"
            if re.match(pattern, path):
                return template, self.document["paths"][template]
        return None, None

    def resolve(self, node, pointer):
        """Follows a `$ref` to a component; returns the node and its JSON pointer."""
        while isinstance(node, dict) and "$ref" in node:
            pointer = node["$ref"].lstrip("#")
            node = self.document
            for part in pointer.strip("/").split("/"):
                node = node[part.replace("~1", "/").replace("~0", "~")]
        return node, pointer

    def validate(self, what, instance, pointer):
        validator = OAS31Validator({"$ref": f"{BASE_URI}#{pointer}"}, registry=self.registry)
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
        for error in errors[:5]:
            location = "/".join(str(p) for p in error.absolute_path) or "(body)"
            self.fail(what, f"{location}: {error.message[:300]}")

    def check(self, method, target, headers, body, documented=None):
        """Sends one request and checks its answer, and `documented` (SERVICE.md's shown body), against the
        document; returns the answer."""
        try:
            status, answer_headers, answer_body = self.send(method, target, headers, body)
        except OSError as error:
            self.fail(f"{method} {target[:100]}", f"no answer: {error}")
            return 0, {}, b""
        what = f"{method} {target[:100]} -> {status}"
        self.checked += 1
        split = urllib.parse.urlsplit(target)
        template, item = self.operation(split.path)
        if item is None:
            self.fail(what, "the path is not in the document")
            return status, answer_headers, answer_body
        pointer = "/paths/" + template.replace("~", "~0").replace("/", "~1")
        operation = item.get(method.lower())
        if operation is None:
            # A method the path does not take: any of the path's operations must document the 405.
            operations = [(m, item[m]) for m in METHODS if m in item]
            method_key, operation = next(((m, o) for m, o in operations if str(status) in o["responses"]),
                                         operations[0])
        else:
            method_key = method.lower()
            parameters = {self.resolve(p, "")[0]["name"] for p in operation.get("parameters", [])
                          if self.resolve(p, "")[0]["in"] == "query"}
            for name in urllib.parse.parse_qs(split.query, keep_blank_values=True):
                if name not in parameters:
                    self.fail(what, f"query parameter '{name}' is not declared")
        pointer += f"/{method_key}/responses"
        response = operation["responses"].get(str(status)) or operation["responses"].get("default")
        if response is None:
            self.fail(what, f"status {status} is not documented for {method_key.upper()} {template}")
            return status, answer_headers, answer_body
        response, pointer = self.resolve(response, pointer + "/" + (str(status) if str(status) in operation["responses"] else "default"))
        if 200 <= status < 300 and method.lower() == method_key:
            self.answered.add((template, method_key))

        for name, header in response.get("headers", {}).items():
            header, header_pointer = self.resolve(header, "")
            value = answer_headers.get(name.lower())
            if value is None:
                if header.get("required"):
                    self.fail(what, f"header {name} is documented as always sent but is missing")
                continue
            if "schema" in header:
                self.validate(f"{what} header {name}", value, header_pointer + "/schema")

        content = response.get("content")
        content_type = answer_headers.get("content-type")
        if not content:
            if answer_body:
                self.fail(what, f"the document gives no body, the answer has {len(answer_body)} bytes")
            return status, answer_headers, answer_body
        # The media type as sent, or the one with the same essence (`application/json` for
        # `application/json; charset=utf-8`).
        media = content_type if content_type in content else next(
            (key for key in content if content_type and key.split(";")[0] == content_type.split(";")[0].strip()), None)
        if media is None:
            self.fail(what, f"content type {content_type!r} is not one of {sorted(content)}")
            return status, answer_headers, answer_body
        schema_pointer = pointer + "/content/" + media.replace("~", "~0").replace("/", "~1") + "/schema"
        if media.startswith("application/json") or media.startswith("application/geo+json"):
            try:
                instance = json.loads(answer_body)
            except ValueError as error:
                self.fail(what, f"the body is not JSON: {error}")
                return status, answer_headers, answer_body
        else:
            instance = answer_body.decode("utf-8")
        self.validate(what, instance, schema_pointer)
        if documented is not None:
            try:
                shown = json.loads(documented)
            except ValueError as error:
                self.fail(f"SERVICE.md, {what}", f"the shown body is not JSON: {error}")
            else:
                self.validate(f"SERVICE.md's shown answer to {method} {target[:80]}", shown, schema_pointer)
        return status, answer_headers, answer_body

    def check_with_etag(self, method, target, headers, body, documented=None):
        """`check`, then, for an answer with an `ETag`, the same request with `If-None-Match` (a 304)."""
        status, answer_headers, _ = self.check(method, target, headers, body, documented)
        etag = answer_headers.get("etag")
        if method == "GET" and status == 200 and etag:
            again, _, _ = self.check(method, target, {**headers, "If-None-Match": etag}, body)
            if again != 304:
                self.fail(f"{method} {target[:100]}", f"If-None-Match with its own ETag answered {again}, not 304")

    # --- SERVICE.md -----------------------------------------------------------------------------------------

    def service_examples(self):
        """Every `$ curl ...` line of SERVICE.md's code blocks, as (method, target, headers, body, shown body)."""
        examples = []
        in_block = False
        lines = SERVICE.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            if line.startswith("```"):
                in_block = not in_block
                continue
            if not in_block or not line.startswith("$ curl "):
                continue
            command = line[2:]
            rest = index + 1
            # A command continued on the next lines with a trailing backslash, as a shell reads it.
            while command.endswith("\\") and rest < len(lines):
                command = command[:-1] + " " + lines[rest].strip()
                rest += 1
            output = []
            for following in lines[rest:]:
                if following.startswith("$ ") or following.startswith("```"):
                    break
                output.append(following)
            # `curl ... | jq ...` shows part of the answer: the whole real answer is still checked.
            piped = " | " in command
            command = command.split(" | ")[0]
            shown = output[-1] if output and output[-1].startswith("{") and not piped else None
            examples.append(self.parse_curl(command) + (shown,))
        return examples

    @staticmethod
    def parse_curl(command):
        words = shlex.split(command)[1:]
        method, headers, body, url = None, {}, None, None
        index = 0
        while index < len(words):
            word = words[index]
            if word in ("-s", "-i", "-si", "-is"):
                pass
            elif word == "-X":
                index += 1
                method = words[index]
            elif word == "-H":
                index += 1
                name, _, value = words[index].partition(":")
                headers[name.strip()] = value.strip()
            elif word == "-d":
                index += 1
                body = words[index].encode("utf-8")
                headers.setdefault("Content-Type", "application/x-www-form-urlencoded")
            elif word.startswith("-"):
                raise SystemExit(f"SERVICE.md: check-openapi.py does not know curl's {word} in: {command}")
            else:
                url = word
            index += 1
        if url is None:
            raise SystemExit(f"SERVICE.md: no URL in: {command}")
        target = "/" + url.split("/", 1)[1] if "/" in url else "/"
        return (method or ("POST" if body is not None else "GET"), target, headers, body)

    # --- All of it ------------------------------------------------------------------------------------------

    def run(self):
        self.check_document()
        examples = self.service_examples()
        if len(examples) < 10:
            self.fail("SERVICE.md", f"only {len(examples)} curl examples were found; the parser missed some")
        for method, target, headers, body, shown in examples:
            self.check_with_etag(method, target, headers, body, shown)
        for method, target, headers, body in EXTRA_REQUESTS:
            self.check_with_etag(method, target, headers, body)
        # OPTIONS on every path: plain, and as a CORS preflight from the origin check-web.sh allows and one it does not.
        preflight = {"Origin": "https://app.example", "Access-Control-Request-Method": "GET"}
        for template in self.document["paths"]:
            target = template.replace("{id}", "tz:Asia%2FBangkok")
            for headers in ({}, preflight, dict(preflight, Origin="https://elsewhere.example")):
                self.check("OPTIONS", target, headers, None)
        for template, item in self.document["paths"].items():
            for method in METHODS:
                if method in item and (template, method) not in self.answered:
                    self.fail(f"{method.upper()} {template}", "no request of this check was answered with a 2xx")
        print(f"check-openapi: {len(examples)} SERVICE.md examples, {len(EXTRA_REQUESTS)} more requests and OPTIONS on "
              f"every path, "
              f"{self.checked} answers checked against {DOCUMENT.relative_to(ROOT)}")
        for failure in self.failures:
            print(f"check-openapi: error: {failure}")
        return 1 if self.failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: Scripts/check-openapi.py http://127.0.0.1:PORT", file=sys.stderr)
        sys.exit(2)
    sys.exit(Checker(sys.argv[1]).run())
