"""The catalogs: compiled, complete, extracted from today's sources, with the same {parameters} as English."""
from __future__ import annotations

import importlib.util
import os
import re
import string

import pytest
from babel.messages.pofile import read_po

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
LANGS = ("zh_Hant", "zh_Hans")


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_catalogs", os.path.join(ROOT, "tools", "i18n_catalogs.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


def _domain(lang, domain):
    with open(TOOL.po_path(lang, domain), "rb") as f:
        return read_po(f, locale=lang)


def _present(lang):
    return [d for d in TOOL.DOMAINS if os.path.exists(TOOL.po_path(lang, d))]


def _catalog(lang):
    """Every message of every catalog of `lang` (the shared one and each game's)."""
    return [m for domain in _present(lang) for m in _domain(lang, domain)]


def _ids(catalog):
    return {m.id for m in catalog if m.id}


@pytest.mark.parametrize("lang", LANGS)
def test_each_committed_mo_is_the_compiled_po_so_a_fresh_clone_reads_todays_translations(lang):
    for domain in _present(lang):
        with open(TOOL.po_path(lang, domain)[:-3] + ".mo", "rb") as f:
            assert f.read() == TOOL.compile_mo(lang, domain), "run: python tools/i18n_catalogs.py"


def test_every_marked_message_in_the_sources_is_in_its_domains_catalog_and_no_stale_one_is_left():
    extracted = TOOL.extract_domains()
    for lang in LANGS:
        for domain in TOOL.DOMAINS:
            expected = _ids(extracted[domain])
            found = _ids(_domain(lang, domain)) if domain in _present(lang) else set()
            assert found == expected, f"{lang}/{domain}: run python tools/i18n_catalogs.py"


def test_a_message_of_one_game_lives_in_that_games_catalog_and_shared_ones_in_lanterns():
    assert TOOL.domain_of("scenes/ninja/board_view.py") == "ninja"
    assert TOOL.domain_of("rulesets/mice_and_mystics/rules/moves.py") == "mice_and_mystics"
    assert TOOL.domain_of("engine/play/menu.py") == "lantern"
    assert TOOL.domain_of("cli.py") == "lantern"


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_a_game_or_screen_arrives_translated(lang):
    missing = [m.id for m in _catalog(lang) if m.id and not (all(m.string) if isinstance(m.string, tuple) else m.string)]
    assert missing == []


def _fields(text):
    return sorted({name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name})


@pytest.mark.parametrize("lang", LANGS)
def test_a_translation_uses_only_the_parameters_of_its_english_message(lang):
    for m in _catalog(lang):
        if not m.id:
            continue
        english = set(_fields(m.id[1] if isinstance(m.id, tuple) else m.id)) | ({"n"} if isinstance(m.id, tuple) else set())
        for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
            assert set(_fields(text)) <= english, (m.id, text)


@pytest.mark.parametrize("lang", LANGS)
def test_translations_read_as_chinese_not_as_english_left_in_place(lang):
    latin_only = [m.id for m in _catalog(lang) if m.id and isinstance(m.string, str)
                  and re.search(r"[a-z]{4,}", re.sub(r"\{[^}]*\}|Lantern|Enter|Esc|Shift", "", m.string))]
    assert latin_only == []
