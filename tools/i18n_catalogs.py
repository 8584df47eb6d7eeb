"""Extract, merge and compile Lantern's gettext catalogs with Babel: `python tools/i18n_catalogs.py`.

1. extracts every marked message (_, N_, T, Tn, ngettext, pgettext) from engine/, scenes/, rulesets/, cli.py and
   games.py into engine/i18n/locale/lantern.pot (babel.cfg is the map),
2. merges it into each language's lantern.po (new messages come in empty, vanished ones are dropped),
3. compiles each .po to the lantern.mo that Lantern reads (committed: a fresh clone runs without Babel's help;
   tests/engine/i18n/test_catalogs.py fails when a .mo is older than its .po).
"""
from __future__ import annotations

import datetime
import os
import sys

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCALE = os.path.join(ROOT, "engine", "i18n", "locale")
SOURCES = ("engine", "scenes", "rulesets", "cli.py", "games.py")
KEYWORDS = {"_": None, "N_": None, "T": None, "Tn": (1, 2), "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
LANGS = ("zh_Hant", "zh_Hans")
FIXED_DATE = datetime.datetime(2026, 11, 26, tzinfo=datetime.timezone.utc)


def extract() -> Catalog:
    catalog = Catalog(project="Lantern", charset="utf-8")
    method_map = [("**.py", "python")]
    for source in SOURCES:
        path = os.path.join(ROOT, source)
        if os.path.isfile(path):
            found = extract_file(path)
        else:
            found = ((os.path.join(source, f), *rest) for f, *rest in
                     extract_from_dir(path, method_map, keywords=KEYWORDS, comment_tags=("i18n:",)))
        for filename, lineno, message, comments, context in found:
            catalog.add(message, locations=[(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def extract_file(path):
    from babel.messages.extract import extract as extract_stream
    with open(path, "rb") as f:
        for lineno, message, comments, context in extract_stream("python", f, keywords=KEYWORDS, comment_tags=("i18n:",)):
            yield os.path.basename(path), lineno, message, comments, context


def po_path(lang: str) -> str:
    return os.path.join(LOCALE, lang, "LC_MESSAGES", "lantern.po")


def compile_mo(lang: str) -> bytes:
    import io
    with open(po_path(lang), "rb") as f:
        catalog = read_po(f, locale=lang)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def main() -> int:
    template = extract()
    os.makedirs(LOCALE, exist_ok=True)
    with open(os.path.join(LOCALE, "lantern.pot"), "wb") as f:
        write_po(f, template, width=120, omit_header=True, sort_output=True)
    for lang in LANGS:
        path = po_path(lang)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if os.path.exists(path):
            with open(path, "rb") as f:
                catalog = read_po(f, locale=lang)
        else:
            catalog = Catalog(locale=lang, project="Lantern", charset="utf-8")
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        catalog.creation_date = catalog.revision_date = FIXED_DATE    # no churn in the diff on each run
        catalog.fuzzy = False
        with open(path, "wb") as f:
            write_po(f, catalog, width=120, sort_output=True, include_previous=False)
        with open(path[:-3] + ".mo", "wb") as f:
            f.write(compile_mo(lang))
        missing = sum(1 for m in catalog if m.id and not m.string)
        print(f"{lang}: {len(catalog)} messages, {missing} not translated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
