#!/usr/bin/env python3
"""Generate Sources/KinetypeLayout/Width/CellWidth+Tables.swift from Unicode data.

Usage: generate-unicode-tables.py OUTPUT.swift

Run by `make unicode-tables` (through scripts/unicode-tables.sh), never by the build. The output
is deterministic: the same package versions give the same bytes.

Where each property comes from, and why:
- East_Asian_Width, General_Category, character names: `unicodedata2` (Unicode 18.0.0). It is the
  only PyPI package with the newest UCD, but it exposes neither the emoji properties nor
  Default_Ignorable_Code_Point nor Hangul_Syllable_Type nor Indic_Syllabic_Category.
- Emoji, Emoji_Presentation, Extended_Pictographic, Emoji_Modifier, Emoji_Modifier_Base,
  Regional_Indicator, Default_Ignorable_Code_Point, Prepended_Concatenation_Mark,
  Hangul_Syllable_Type, Indic_Syllabic_Category, Grapheme_Cluster_Break: the `regex` package, whose compiled tables carry
  them as `\\p{...}` classes; its METADATA states the Unicode version it supports (17.0.0 for
  2026.5.9). We read that statement rather than trusting a constant.

The Swift side (CellWidth.swift) defines the class byte written here; keep the two in step.
"""

import importlib.metadata
import re
import sys

import regex
import unicodedata2

UNICODEDATA2_VERSION = "18.0.0"
REGEX_VERSION = "2026.5.9"

# Class byte layout, mirrored by `CellWidth.ScalarClass` in CellWidth.swift.
ZERO, NARROW, WIDE, AMBIGUOUS = 0, 1, 2, 3  # bits 0-1: cells
SPACING_MARK = 1 << 2  # General_Category=Mc: 0 alone, adds a cell after a base
PICTOGRAPHIC = 1 << 3  # Extended_Pictographic
TEXT_EMOJI = 1 << 4  # Emoji and not Emoji_Presentation: VS16 widens it
MODIFIER_BASE = 1 << 5  # Emoji_Modifier_Base
VIRAMA = 1 << 6  # Indic_Syllabic_Category=Virama: a following ZWJ asks for a half form
DEFAULT_CLASS = NARROW

SHY = 0x00AD
HANGUL_CHOSEONG_FILLER = 0x115F


def fail(message):
    sys.exit(f"generate-unicode-tables: {message}")


def check_versions():
    """Refuse to run with other package versions, so the header never lies."""
    got = importlib.metadata.version("unicodedata2")
    if got != UNICODEDATA2_VERSION or unicodedata2.unidata_version != UNICODEDATA2_VERSION:
        fail(f"need unicodedata2=={UNICODEDATA2_VERSION}, got {got}: run scripts/unicode-tables.sh")
    got = importlib.metadata.version("regex")
    if got != REGEX_VERSION:
        fail(f"need regex=={REGEX_VERSION}, got {got}: run scripts/unicode-tables.sh")
    metadata = importlib.metadata.distribution("regex").read_text("METADATA") or ""
    match = re.search(r"supports Unicode ([0-9]+\.[0-9]+\.[0-9]+)", metadata)
    if not match:
        fail("regex METADATA does not state its Unicode version")
    return match.group(1)


def scalars():
    """Every Unicode scalar value: code points less the surrogates."""
    return [cp for cp in range(0x110000) if not 0xD800 <= cp <= 0xDFFF]


def property_set(name, all_scalars):
    pattern = regex.compile(r"\p{%s}" % name)
    return frozenset(cp for cp in all_scalars if pattern.match(chr(cp)))


def single_range(name, members):
    lo, hi = min(members), max(members)
    if len(members) != hi - lo + 1:
        fail(f"{name} is no longer one contiguous range; teach CellWidth.swift about it")
    return lo, hi


def classify(all_scalars, props):
    """The class byte of every scalar, by the rules documented in CellWidth.swift."""
    classes = {}
    for cp in all_scalars:
        ch = chr(cp)
        gc = unicodedata2.category(ch)
        eaw = unicodedata2.east_asian_width(ch)
        if gc == "Cc":
            cells = ZERO
        elif cp == HANGUL_CHOSEONG_FILLER:
            # Default-ignorable, but it is the leading jamo of an L+V(+T) syllable and so carries
            # the syllable's two cells, as every other leading jamo does.
            cells = WIDE
        elif gc == "Mc" and cp in props["unattached spacing marks"]:
            # Grapheme_Cluster_Break=Other (Myanmar AA, for one): Unicode does not attach it to
            # the base, so it is a cluster of its own, and a spacing one takes a cell.
            cells = NARROW
        elif cp == SHY:
            # Default-ignorable, but terminals print it as a hyphen: Markus Kuhn's wcwidth.c,
            # glibc and wcwidth 0.7 all give it one cell. It is East Asian Ambiguous.
            cells = AMBIGUOUS
        elif (
            gc in ("Mn", "Me", "Mc", "Zl", "Zp")
            or (gc == "Cf" and cp not in props["Prepended_Concatenation_Mark"])
            or cp in props["Default_Ignorable_Code_Point"]
            or cp in props["Hangul_Syllable_Type=V"]
            or cp in props["Hangul_Syllable_Type=T"]
        ):
            cells = ZERO
        elif eaw in ("W", "F") or cp in props["Emoji_Presentation"]:
            cells = WIDE
        elif eaw == "A":
            cells = AMBIGUOUS
        else:
            cells = NARROW
        value = cells
        if gc == "Mc" and cells == ZERO:
            value |= SPACING_MARK
        if cp in props["Extended_Pictographic"]:
            value |= PICTOGRAPHIC
        if cp in props["Emoji"] and cp not in props["Emoji_Presentation"]:
            value |= TEXT_EMOJI
        if cp in props["Emoji_Modifier_Base"]:
            value |= MODIFIER_BASE
        if cp in props["Indic_Syllabic_Category=Virama"]:
            value |= VIRAMA
        classes[cp] = value
    return classes


def runs(classes, start):
    """(lo, hi, class) for maximal runs of equal class from `start` on, defaults left out."""
    out = []
    for cp in sorted(classes):
        if cp < start:
            continue
        value = classes[cp]
        if out and out[-1][1] == cp - 1 and out[-1][2] == value:
            out[-1][1] = cp
        elif out and out[-1][1] == 0xD7FF and cp == 0xE000 and out[-1][2] == value:
            out[-1][1] = cp  # bridge the surrogate gap
        else:
            out.append([cp, cp, value])
    return [tuple(r) for r in out if r[2] != DEFAULT_CLASS]


def label(cp):
    name = unicodedata2.name(chr(cp), "")
    if name:
        return name
    gc = unicodedata2.category(chr(cp))
    return {"Cn": "<reserved>", "Co": "<private use>", "Cc": "<control>"}.get(gc, f"<{gc}>")


def render(classes, ri, modifiers, regex_unicode):
    latin1 = [classes[cp] for cp in range(0x100)]
    table = runs(classes, 0x100)
    lines = [
        "// generated, do not edit: run `make unicode-tables` (scripts/generate-unicode-tables.py).",
        "//",
        f"// Sources: unicodedata2 {UNICODEDATA2_VERSION} (Unicode {UNICODEDATA2_VERSION}):",
        "//   East_Asian_Width, General_Category, names;",
        f"// regex {REGEX_VERSION} (Unicode {regex_unicode}): Emoji, Emoji_Presentation,",
        "//   Extended_Pictographic, Emoji_Modifier, Emoji_Modifier_Base, Regional_Indicator,",
        "//   Default_Ignorable_Code_Point, Prepended_Concatenation_Mark, Hangul_Syllable_Type,",
        "//   Indic_Syllabic_Category, Grapheme_Cluster_Break (of spacing marks).",
        "// Class byte: bits 0-1 cells (0 zero, 1 narrow, 2 wide, 3 ambiguous), then spacing mark,",
        "// pictographic, text-default emoji, modifier base, virama; see CellWidth.ScalarClass.",
        "",
        "extension CellWidth {",
        f"  /// The Unicode version of the widths: East_Asian_Width and General_Category.",
        f'  public static let unicodeVersion = "{UNICODEDATA2_VERSION}"',
        "",
        f"  /// The Unicode version of the emoji and default-ignorable properties.",
        f'  public static let emojiUnicodeVersion = "{regex_unicode}"',
        "",
        "  /// Regional_Indicator, one contiguous range.",
        f"  static let regionalIndicators: ClosedRange<UInt32> = 0x{ri[0]:X}...0x{ri[1]:X}",
        "",
        "  /// Emoji_Modifier (the Fitzpatrick skin tones), one contiguous range.",
        f"  static let emojiModifiers: ClosedRange<UInt32> = 0x{modifiers[0]:X}...0x{modifiers[1]:X}",
        "",
        "  /// Class bytes of U+0000...U+00FF, indexed by scalar value.",
        "  static let latin1Classes: [UInt8] = [",
    ]
    for row in range(0, 0x100, 8):
        cells = ", ".join(f"0x{v:02X}" for v in latin1[row : row + 8])
        lines.append(f"    {cells},  // U+{row:04X}")
    lines += [
        "  ]",
        "",
        f"  /// Sorted, disjoint (lo, hi, class) triples from U+0100 on; {len(table)} ranges.",
        "  ///",
        f"  /// Scalars in no range have class 0x{DEFAULT_CLASS:02X} (narrow, no flags).",
        "  static let classRanges: [UInt32] = [",
    ]
    for lo, hi, value in table:
        names = label(lo) if lo == hi else f"{label(lo)}..{label(hi)}"
        line = f"    0x{lo:05X}, 0x{hi:05X}, 0x{value:02X},  // {names}"
        lines.append(line if len(line) <= 100 else line[:99] + "…")
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: generate-unicode-tables.py OUTPUT.swift")
    regex_unicode = check_versions()
    all_scalars = scalars()
    names = [
        "Emoji", "Emoji_Presentation", "Extended_Pictographic", "Emoji_Modifier",
        "Emoji_Modifier_Base", "Regional_Indicator", "Default_Ignorable_Code_Point",
        "Prepended_Concatenation_Mark", "Hangul_Syllable_Type=V", "Hangul_Syllable_Type=T",
        "Indic_Syllabic_Category=Virama",
    ]
    props = {name: property_set(name, all_scalars) for name in names}
    # Spacing marks that regex (Unicode 17) knows and that do not extend a cluster; a code point
    # regex does not know yet has an unknown break property and is left attached.
    attached = property_set(
        "Grapheme_Cluster_Break=SpacingMark", all_scalars
    ) | property_set("Grapheme_Cluster_Break=Extend", all_scalars)
    unknown = property_set("General_Category=Unassigned", all_scalars)
    props["unattached spacing marks"] = frozenset(
        cp for cp in all_scalars
        if unicodedata2.category(chr(cp)) == "Mc" and cp not in attached and cp not in unknown
    )
    ri = single_range("Regional_Indicator", props["Regional_Indicator"])
    modifiers = single_range("Emoji_Modifier", props["Emoji_Modifier"])
    classes = classify(all_scalars, props)
    text = render(classes, ri, modifiers, regex_unicode)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as out:
        out.write(text)
    print(f"wrote {sys.argv[1]}: {text.count(chr(10))} lines")


if __name__ == "__main__":
    main()
