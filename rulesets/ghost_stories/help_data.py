"""The `gs_help` data kind: our own short rules text per phase, for the F1 rules help (pure, no pygame)."""
# No `from __future__ import annotations`: msgspec reads the models' annotations when data is first loaded,
# and string annotations are then compiled one by one (about 10 ms of every load); evaluated here they are free.

import os

from engine.data import ListOf, Name, Record, Words, check_unique, englished, load_file, read, register_kind

HELP_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "help.yaml")
RULE_ID = r"G-"


class HelpPage(Record):
    id: Name
    title: Words
    text: Words
    rules: list[Name] = []
    match: list[Name] = []


class HelpBook(Record):
    label = "gs_help"
    pages: ListOf(HelpPage, min=1)
    kind: Name = "gs_help"

    def page_for(self, *names) -> int:
        """Index of the first page whose id or `match` list holds one of `names` (phase, pending kind);
        the overview page (index 0) when nothing matches."""
        for name in names:
            if not name:
                continue
            key = str(name).lower()
            for i, page in enumerate(self.pages):
                if key == page.id or key in page.match:
                    return i
        return 0


def _load(root, ctx, path):
    book = read(root, HelpBook, ctx)
    if book is None:
        return None
    check_unique(ctx, book.pages, "id", "pages")
    for i, page in enumerate(book.pages):
        for j, rule in enumerate(page.rules):
            if not rule.startswith(RULE_ID):
                ctx.error_at(page, "rules", f"pages[{i}].rules[{j}]",
                             f"expected a Ghost Stories rule id like G-10.2, found {rule!r}")
    return englished(book)


register_kind("gs_help", _load)

_cached: HelpBook | None = None


def load_help(path: str = HELP_PATH) -> HelpBook:
    """The help book; raises engine.data.DataError (file:line:col problems) if help.yaml is broken."""
    global _cached
    if path != HELP_PATH:
        return load_file(path, expect_kind="gs_help")
    if _cached is None:
        _cached = load_file(path, expect_kind="gs_help")
    return _cached
