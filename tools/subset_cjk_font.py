"""Regenerate assets/fonts/NotoSansCJK{tc,sc}-Lantern.otf: Noto Sans CJK TC and SC cut down to what Lantern shows.

Needs Debian's fonts-noto-cjk (`apt-get install -y fonts-noto-cjk`) and fonttools (`pip install fonttools`).
The characters kept: every character of the catalogs (engine/i18n/locale/*/LC_MESSAGES/*.po) and of the
games' YAML data, printable ASCII and Latin-1, general and CJK punctuation, full-width forms, and the common
characters a player may type in a name: the 3,755 of GB2312 level 1 (the most frequent Simplified characters)
and the 5,401 of Big5 level 1 (the frequent Traditional ones), both sets in both fonts, so a Simplified name
still reads on a Traditional screen. Run it again after translating: `python tools/subset_cjk_font.py`.
"""
from __future__ import annotations

import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
# face numbers inside Debian's collection (fontTools: TTCollection(SOURCE)[i]['name'].getDebugName(4))
FACES = {"tc": 3, "sc": 2}
OUT = os.path.join(ROOT, "assets", "fonts", "NotoSansCJK{}-Lantern.otf")


def gb2312_level1() -> str:
    out = []
    for hi in range(0xB0, 0xD8):
        for lo in range(0xA1, 0xFF):
            try:
                out.append(bytes((hi, lo)).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return "".join(out)


def big5_level1() -> str:
    out = []
    for hi in range(0xA4, 0xC7):
        for lo in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
            if (hi, lo) > (0xC6, 0x7E):
                break
            try:
                out.append(bytes((hi, lo)).decode("big5"))
            except UnicodeDecodeError:
                pass
    return "".join(out)


def used_characters() -> str:
    chars = set()
    for path in glob.glob(os.path.join(ROOT, "engine", "i18n", "locale", "*", "LC_MESSAGES", "*.po")):
        chars.update(open(path, encoding="utf-8").read())
    for path in glob.glob(os.path.join(ROOT, "rulesets", "*", "data", "**", "*.yaml"), recursive=True):
        chars.update(open(path, encoding="utf-8").read())
    return "".join(sorted(c for c in chars if c.isprintable()))


def wanted() -> str:
    ranges = [(0x20, 0x7E), (0xA0, 0xFF), (0x2010, 0x205E), (0x2190, 0x21FF), (0x2460, 0x24FF), (0x25A0, 0x25FF),
              (0x3000, 0x303F), (0xFF01, 0xFF5E), (0x2E80, 0x2E80)]
    chars = {chr(c) for a, b in ranges for c in range(a, b + 1)}
    chars.update(gb2312_level1(), big5_level1(), used_characters())
    return "".join(sorted(chars))


def main() -> int:
    if not os.path.exists(SOURCE):
        print(f"{SOURCE} is missing: apt-get install -y fonts-noto-cjk", file=sys.stderr)
        return 1
    text = wanted()
    listing = os.path.join(ROOT, "assets", "fonts", "cjk-subset-characters.txt")
    with open(listing, "w", encoding="utf-8") as f:
        f.write(text + "\n")
    for tag, face in FACES.items():
        out = OUT.format(tag)
        subprocess.run([sys.executable, "-m", "fontTools.subset", SOURCE, f"--font-number={face}",
                        f"--text-file={listing}", f"--output-file={out}", "--layout-features=*",
                        "--no-hinting", "--name-IDs=*", "--name-languages=*"], check=True)
        print(f"{out}: {os.path.getsize(out) // 1024} KiB, {len(text)} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
