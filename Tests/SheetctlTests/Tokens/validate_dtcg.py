#!/usr/bin/env python3
"""Validates DTCG files against the official 2025.10 JSON Schemas with Python's jsonschema.

Usage: validate_dtcg.py SCHEMAS FILE...

SCHEMAS is the folder holding format.json and resolver.json (and their parts, which are loaded by
their $id). A file whose name ends in .resolver.json is checked against resolver.json, any other
against format.json. First a document with a colour space the format does not have must be refused,
so a validator that accepts everything cannot pass. Exits 0 when every file is valid, 1 with each
error, 2 when jsonschema is missing.
"""

import json
import pathlib
import sys

try:
    import jsonschema
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT7
except ImportError:
    print("FAIL: jsonschema is not installed (python3 -m pip install jsonschema; Debian: python3-jsonschema)",
          file=sys.stderr)
    sys.exit(2)


def main():
    root = pathlib.Path(sys.argv[1])
    resources = []
    for path in sorted(root.rglob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        resources.append((document["$id"], Resource.from_contents(document, default_specification=DRAFT7)))
    registry = Registry().with_resources(resources)
    validators = {
        name: jsonschema.Draft7Validator(json.loads((root / name).read_text(encoding="utf-8")), registry=registry)
        for name in ("format.json", "resolver.json")
    }
    bad = {"sheet": {"title": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 0, 0]}}}}
    if validators["format.json"].is_valid(bad):
        print("FAIL: the format schema accepts a colour in 'cmyk'; the validator is not checking", file=sys.stderr)
        sys.exit(1)
    failed = False
    for name in sys.argv[2:]:
        schema = "resolver.json" if name.endswith(".resolver.json") else "format.json"
        document = json.loads(pathlib.Path(name).read_text(encoding="utf-8"))
        for error in validators[schema].iter_errors(document):
            print(f"FAIL: {name}: {'/'.join(map(str, error.absolute_path))}: {error.message}", file=sys.stderr)
            failed = True
    if failed:
        sys.exit(1)
    print(f"{len(sys.argv) - 2} files valid")
    print("ok")


if __name__ == "__main__":
    main()
