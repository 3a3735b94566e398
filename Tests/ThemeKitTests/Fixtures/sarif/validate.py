#!/usr/bin/env python3
"""Validates the SARIF log on standard input against the SARIF 2.1.0 JSON Schema beside this file.

Exits 0 when it is valid; else prints each problem and exits 1.
"""
import json
import os
import sys

import jsonschema

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "sarif-schema-2.1.0.json")) as f:
    schema = json.load(f)
log = json.load(sys.stdin)
errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
for error in errors:
    print("/".join(str(p) for p in error.path), error.message)
sys.exit(1 if errors else 0)
