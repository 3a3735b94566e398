#!/usr/bin/env python3
"""Validate theme files against schema/theme.schema.json, as an editor would.

Usage: scripts/validate-themes.py [SCHEMA] THEME.yaml...

YAML is read with YAML 1.2's core schema for booleans: only true/false are booleans, so a locale
key such as "no" (Norwegian) stays a string, as sheetctl reads it.
"""
import json
import re
import sys

import jsonschema
import yaml


class CoreLoader(yaml.SafeLoader):
    """PyYAML's safe loader with YAML 1.1's yes/no/on/off booleans taken out."""


CoreLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


def main(arguments):
    schema_path = "schema/theme.schema.json"
    if arguments and arguments[0].endswith(".json"):
        schema_path, arguments = arguments[0], arguments[1:]
    if not arguments:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = 0
    for path in arguments:
        with open(path, encoding="utf-8") as handle:
            document = yaml.load(handle, Loader=CoreLoader)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        for error in errors:
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {where}: {error.message}", file=sys.stderr)
        failures += bool(errors)
        if not errors:
            print(f"{path}: valid")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
