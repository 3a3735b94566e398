#!/usr/bin/env python3
"""The colour maths of the theme checks, computed by ColorAide (PyPI 'coloraide'), as the oracle.

Prints one JSON object a line for each colour pair: both colours, their WCAG 2 contrast ratio,
and the CIEDE2000 difference (CIELAB D65) between them as seen normally, with protanopia,
deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009, severity 1, in linear sRGB,
unclipped) and in greyscale (CSS grayscale(1) in linear sRGB). The pairs are fixed anchors and a
few hundred drawn from a seeded generator, so every run checks the same ones.

Usage: color_oracle.py [COUNT]
"""
import json
import random
import sys

from coloraide import Color

ANCHORS = [
    ("#000000", "#FFFFFF"), ("#FFFFFF", "#000000"), ("#888888", "#FFFFFF"), ("#000000", "#AAAAAA"),
    ("#112233", "#DDEEFF"), ("#112233", "#444444"), ("#FF0000", "#00FF00"), ("#0000FF", "#FFFF00"),
    ("#D70015", "#000000"), ("#FF453A", "#FFFFFF"), ("#FF3B30", "#FFFFFF"), ("#777777", "#777778"),
    ("#FF0000", "#FF0000"), ("#00FFFF", "#FF00FF"), ("#010101", "#020202"), ("#FEFEFE", "#FFFFFF"),
]


def hex_of(rng):
    return "#%02X%02X%02X" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))


def seen(color, vision):
    if vision == "normal":
        return color
    if vision == "greyscale":
        return color.filter("grayscale")
    return color.filter(vision, method="machado")


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    rng = random.Random(2009)
    pairs = list(ANCHORS)
    while len(pairs) < count:
        one = hex_of(rng)
        # Half the pairs are near each other, where the differences are small and the formulas' details matter.
        if rng.random() < 0.5:
            base = Color(one).convert("srgb")
            channels = [min(255, max(0, round(c * 255) + rng.randrange(-12, 13))) for c in base.coords()]
            two = "#%02X%02X%02X" % tuple(channels)
        else:
            two = hex_of(rng)
        pairs.append((one, two))
    for one, two in pairs:
        a, b = Color(one), Color(two)
        record = {"one": one, "two": two, "wcag": a.contrast(b, method="wcag21")}
        for vision in ["normal", "protan", "deutan", "tritan", "greyscale"]:
            record[vision] = seen(a, vision).delta_e(seen(b, vision), method="2000", space="lab-d65")
        print(json.dumps(record))


if __name__ == "__main__":
    main()
