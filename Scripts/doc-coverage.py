#!/usr/bin/env python3
"""Fails when a public symbol of the named modules has no documentation summary line.

Reads the symbol graphs `swift package dump-symbol-graph` wrote (folder given as the first argument) and checks
every public symbol declared in the package's own sources: its doc comment must exist and start with a non-empty
line. Symbols the compiler synthesized, swift-openapi-generator's output (a target's `Generated` folder, documented
by the OpenAPI document it comes from), and implementations of the standard protocol requirements listed below
(DocC shows the protocol's own documentation for them), are exempt.

Usage: Scripts/doc-coverage.py SYMBOLGRAPH_DIR MODULE...
"""
import glob
import json
import os
import sys

# Members that only implement a standard library or Foundation protocol requirement.
PROTOCOL_REQUIREMENTS = {
    "hash(into:)", "hashValue", "==(_:_:)", "<(_:_:)", "description", "debugDescription",
    "init(from:)", "encode(to:)", "init(stringLiteral:)", "init(arrayLiteral:)", "init(dictionaryLiteral:)",
    "init(unicodeScalarLiteral:)", "init(extendedGraphemeClusterLiteral:)", "init(integerLiteral:)",
    "stringValue", "intValue", "init(stringValue:)", "init(intValue:)", "init(rawValue:)", "rawValue",
    "makeIterator()", "next()", "startIndex", "endIndex", "index(after:)", "subscript(_:)",
    "errorDescription", "codingKey", "init(codingKey:)", "allCases",
}


def undocumented(folder, module):
    missing = []
    for path in sorted(glob.glob(os.path.join(folder, module + ".symbols.json"))
                       + glob.glob(os.path.join(folder, module + "@*.symbols.json"))):
        graph = json.load(open(path))
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue  # an extension block of another module's type: its members are checked one by one
            location = symbol.get("location", {}).get("uri", "")
            if "/Sources/" + module + "/" not in location:
                continue  # declared elsewhere (a re-exported module, the standard library)
            if "/Sources/" + module + "/Generated/" in location:
                continue  # swift-openapi-generator's output (PlaceNamesClient): documented by the OpenAPI document
            title = symbol["names"]["title"]
            if title in PROTOCOL_REQUIREMENTS:
                continue
            lines = symbol.get("docComment", {}).get("lines", [])
            if not lines or not lines[0]["text"].strip():
                line = symbol["location"]["position"]["line"] + 1
                where = location.split("/Sources/", 1)[1]
                missing.append(f"Sources/{where}:{line}: {'.'.join(symbol['pathComponents'])} has no summary line")
    return sorted(set(missing))


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    folder, modules = sys.argv[1], sys.argv[2:]
    failed = False
    for module in modules:
        if not glob.glob(os.path.join(folder, module + ".symbols.json")):
            print(f"no symbol graph for {module} in {folder}", file=sys.stderr)
            return 2
        missing = undocumented(folder, module)
        for line in missing:
            print(line, file=sys.stderr)
        print(f"{module}: {len(missing)} public symbols without a summary line")
        failed = failed or bool(missing)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
