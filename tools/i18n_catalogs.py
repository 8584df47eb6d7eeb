"""Extract, merge and compile Lantern's gettext catalogs with Babel: `python tools/i18n_catalogs.py`.

1. extracts every marked message (_, N_, T, Tn, ngettext, pgettext) from engine/, scenes/, rulesets/, cli.py and
   games.py (babel.cfg is the map) and sorts it into a domain: a message found only in one game's files
   (scenes/<game>/, rulesets/<game>/) belongs to that game's catalog `<game>.po`, every other one to `lantern.po`
   (the menu, the shell, messages two games share). One catalog per game lets a game be translated on its own
   branch without touching another's file; Lantern reads them all as one (engine.i18n chains them).
2. merges each domain into each language's .po: a message keeps the translation it has in any catalog of that
   language (so a message that moves between domains keeps its words), new ones come in empty, vanished ones go,
3. compiles each .po to the .mo beside it that Lantern reads (committed: a fresh clone runs without Babel's help;
   tests/engine/i18n/test_catalogs.py fails when a .mo is older than its .po).
The .po files carry file names but no line numbers, so editing code does not churn the catalogs.
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
GAMES = ("ghost_stories", "ninja", "betrayal", "mice_and_mystics")
DOMAINS = ("lantern",) + GAMES
FIXED_DATE = datetime.datetime(2026, 11, 26, tzinfo=datetime.timezone.utc)


def domain_of(filename: str) -> str:
    """'scenes/ninja/board_view.py' -> 'ninja'; a file outside the games' folders -> 'lantern'."""
    parts = filename.replace(os.sep, "/").split("/")
    if len(parts) > 2 and parts[0] in ("scenes", "rulesets") and parts[1] in GAMES:
        return parts[1]
    return "lantern"


def extract_domains() -> dict:
    """Every marked message, sorted into the catalog of its domain (see the module's docstring)."""
    everything = extract()
    domains = {domain: Catalog(project="Lantern", charset="utf-8") for domain in DOMAINS}
    for message in everything:
        if not message.id:
            continue
        found_in = {domain_of(filename) for filename, _line in message.locations}
        domain = found_in.pop() if len(found_in) == 1 else "lantern"
        domains[domain].add(message.id, locations=[(f, None) for f, _line in message.locations],
                            auto_comments=message.auto_comments, context=message.context)
    return domains


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


def po_path(lang: str, domain: str = "lantern") -> str:
    return os.path.join(LOCALE, lang, "LC_MESSAGES", domain + ".po")


def read_catalog(lang: str, domain: str, revision: str | None = None) -> Catalog:
    """The catalog in the working tree, or as git `revision` has it; empty where there is none, or where a
    merge left conflict markers in it (the translations then come from --also-from)."""
    import io
    import subprocess
    path = po_path(lang, domain)
    if revision is None:
        data = open(path, "rb").read() if os.path.exists(path) else b""
    else:
        relative = os.path.relpath(path, ROOT).replace(os.sep, "/")
        shown = subprocess.run(["git", "show", f"{revision}:{relative}"], cwd=ROOT, capture_output=True)
        data = shown.stdout if shown.returncode == 0 else b""
    if b"\n<<<<<<< " in b"\n" + data:
        print(f"{lang}/{domain}: conflict markers in the working tree; its words come from --also-from")
        data = b""
    return read_po(io.BytesIO(data), locale=lang)


def translations_known(lang: str, revisions: list) -> dict:
    """(context, msgid) -> translation from every catalog of `lang` in the working tree and in each git
    revision named (both sides of a merge: `python tools/i18n_catalogs.py --also-from HEAD --also-from MERGE_HEAD`)."""
    known = {}
    catalogs = [read_catalog(lang, domain, revision) for revision in [None, *revisions] for domain in DOMAINS]
    for catalog in catalogs:
        for message in catalog:
            done = all(message.string) if isinstance(message.string, tuple) else message.string
            if message.id and done:
                known.setdefault((message.context, message.id), message.string)
    return known


def compile_mo(lang: str, domain: str = "lantern") -> bytes:
    import io
    with open(po_path(lang, domain), "rb") as f:
        catalog = read_po(f, locale=lang)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def main(argv: list) -> int:
    revisions = [argv[i + 1] for i, arg in enumerate(argv[:-1]) if arg == "--also-from"]
    domains = extract_domains()
    os.makedirs(LOCALE, exist_ok=True)
    for lang in LANGS:
        known = translations_known(lang, revisions)
        for domain, template in domains.items():
            path = po_path(lang, domain)
            if not len(template):
                for stale in (path, path[:-3] + ".mo"):
                    if os.path.exists(stale):
                        os.remove(stale)
                continue
            os.makedirs(os.path.dirname(path), exist_ok=True)
            catalog = Catalog(locale=lang, project="Lantern", charset="utf-8")
            catalog.update(template, no_fuzzy_matching=True)
            for message in catalog:
                if message.id and (message.context, message.id) in known:
                    message.string = known[(message.context, message.id)]
            catalog.creation_date = catalog.revision_date = FIXED_DATE    # no churn in the diff on each run
            catalog.fuzzy = False
            with open(path, "wb") as f:
                write_po(f, catalog, width=120, sort_output=True, include_previous=False, include_lineno=False)
            with open(path[:-3] + ".mo", "wb") as f:
                f.write(compile_mo(lang, domain))
            missing = sum(1 for m in catalog if m.id and not m.string)
            print(f"{lang}/{domain}: {len(catalog)} messages, {missing} not translated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
