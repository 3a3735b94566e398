#!/usr/bin/env python3
"""The Color module's spaces converted to sRGB and gamut-mapped, computed by ColorAide (PyPI
'coloraide'), as the oracle for sheetctl's own conversion.

Usage: token_color_oracle.py COUNT

Prints one JSON object a line: a colour space, three components in the DTCG Color module's units
(hsl and hwb take 0-100, as the module writes them), the sRGB bytes ColorAide gives after CSS Color 4
gamut mapping (its 'minde-chroma' fit in OKLCh with a JND of 0.02) and whether the colour was outside
sRGB. COUNT colours per space, from a fixed seed, so every run prints the same lines.

The module's `rec2020` is CSS Color 4's, whose transfer function is BT.2020's own (alpha 1.0993,
beta 0.0181); ColorAide's `rec2020` is display-referred (BT.1886, a pure 2.4 power) and its CSS one is
`rec2020-oetf`, which it ships but does not register by default: it is registered here.
"""

import json
import random
import sys

from coloraide import Color as BaseColor
from coloraide.spaces.rec2020_oetf import Rec2020OETF


class Color(BaseColor):
    """ColorAide's colours with CSS Color 4's rec2020."""


Color.register(Rec2020OETF())

RANGES = {
    "srgb": [(0, 1)] * 3,
    "srgb-linear": [(0, 1)] * 3,
    "hsl": [(0, 360), (0, 100), (0, 100)],
    "hwb": [(0, 360), (0, 100), (0, 100)],
    "lab": [(0, 100), (-130, 130), (-130, 130)],
    "lch": [(0, 100), (0, 150), (0, 360)],
    "oklab": [(0, 1), (-0.4, 0.4), (-0.4, 0.4)],
    "oklch": [(0, 1), (0, 0.4), (0, 360)],
    "display-p3": [(0, 1)] * 3,
    "a98-rgb": [(0, 1)] * 3,
    "prophoto-rgb": [(0, 1)] * 3,
    "rec2020": [(0, 1)] * 3,
    "xyz-d65": [(0, 1)] * 3,
    "xyz-d50": [(0, 1)] * 3,
}


def main():
    count = int(sys.argv[1])
    generator = random.Random(2025_10)
    for space, ranges in RANGES.items():
        for _ in range(count):
            components = [round(generator.uniform(low, high), 4) for low, high in ranges]
            coords = list(components)
            if space in ("hsl", "hwb"):
                coords[1] /= 100
                coords[2] /= 100
            srgb = Color("rec2020-oetf" if space == "rec2020" else space, coords).convert("srgb")
            mapped = not srgb.in_gamut()
            if mapped:
                srgb.fit(method="minde-chroma", pspace="oklch", jnd=0.02)
            channels = [round(min(1, max(0, value)) * 255) for value in srgb.coords()]
            print(json.dumps({"space": space, "components": components, "srgb": channels, "mapped": mapped}))


if __name__ == "__main__":
    main()
