"""Languages: gettext catalogs (English source, zh-Hant, zh-Hans), lazy texts rendered when drawn, the current language.

Pure Python (no pygame): rules may import it. Text is translated when it is DRAWN, never when it is made:
- `_("Play")` translates now: call it in drawing code, or in code the drawing calls each time (a ruleset's
  `log(state)`, `describe_action`, prompts), never to build a value that is kept (state, saves, caches).
- `N_("Play")` only marks a msgid for extraction: a module-level constant or a widget's label keeps the English
  msgid, and the widget translates it with `render()` when it draws.
- `T("{name} wins", name=...)` is a lazy text (a message id and its parameters): `str()` of it renders through
  the catalog of the moment. Kept values that a player reads (a refusal's reason, a line of the message bar)
  are Ts, so a switch of language re-words them on the next frame. Parameters may themselves be Ts.
- `Tn("{n} card", "{n} cards", n)` and `ngettext` pick the plural form of the language (one form in Chinese).
State and saves never hold translated words: a state's hash must not depend on the language it was played in.
"""
from __future__ import annotations

import gettext
import locale
import os

from engine.i18n.spacing import spaced

DOMAIN = "lantern"          # the menu, the shell and messages games share; each game has its own catalog beside it
GAME_DOMAINS = ("ghost_stories", "ninja", "betrayal", "mice_and_mystics")
LOCALE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale")
# (code, name in its own language): the menu's language button cycles through these
LANGUAGES = (("en", "English"), ("zh-Hant", "繁體中文"), ("zh-Hans", "简体中文"))
CODES = tuple(code for code, _name in LANGUAGES)
DEFAULT = "en"

_current = DEFAULT
_catalog: gettext.NullTranslations = gettext.NullTranslations()
_catalogs: dict = {}
_listeners: list = []
_words: dict = {}           # language -> {English authored text: its translation}, from the games' YAML
_words_now: dict = {}       # the current language's
generation = 0      # grows with each switch: a cache of translated words keys on it


def folder(code: str) -> str:
    """'zh-Hant' -> 'zh_Hant': the folder name under locale/ (gettext's and Babel's spelling)."""
    return code.replace("-", "_")


def normalise(code: str | None) -> str | None:
    """A language code as the menu, the config or the command line may spell it -> one of CODES, or None.
    'zh_TW', 'zh-HK' and 'zh_Hant' read Traditional; 'zh', 'zh_CN', 'zh-SG' Simplified; 'en_GB' English."""
    if not code:
        return None
    low = code.replace("_", "-").split(".")[0].split("@")[0].lower()
    for known in CODES:
        if low == known.lower():
            return known
    if low.startswith("zh"):
        traditional = any(part in low.split("-") for part in ("hant", "tw", "hk", "mo"))
        return "zh-Hant" if traditional else "zh-Hans"
    if low.startswith("en") or low in ("c", "posix"):
        return "en"
    return None


def system_language() -> str:
    """The language of the system locale when Lantern speaks it, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            for part in value.split(":"):
                found = normalise(part)
                if found:
                    return found
            break
    try:
        found = normalise(locale.getlocale()[0])
    except ValueError:
        found = None
    return found or DEFAULT


def _load(code: str) -> gettext.NullTranslations:
    if code not in _catalogs:
        if code == DEFAULT:
            _catalogs[code] = gettext.NullTranslations()
        else:
            # one lookup through the shared catalog, then each game's (tools/i18n_catalogs.py keeps a message
            # in exactly one of them, so the order never changes a translation)
            chain = None
            for domain in (DOMAIN, *GAME_DOMAINS):
                path = os.path.join(LOCALE_DIR, folder(code), "LC_MESSAGES", domain + ".mo")
                if not os.path.exists(path):
                    continue
                with open(path, "rb") as f:
                    catalog = gettext.GNUTranslations(f)
                if chain is None:
                    chain = catalog
                else:
                    chain.add_fallback(catalog)
            _catalogs[code] = chain or gettext.NullTranslations()
    return _catalogs[code]


def set_language(code: str) -> str:
    """Switch every text drawn from now on to `code` (any spelling normalise() reads; unknown -> English).
    Listeners (a scene that caches wrapped words) are told. Returns the code in force."""
    global _current, _catalog, generation
    global _words_now
    code = normalise(code) or DEFAULT
    _catalog = _load(code)
    _add_default_names(code, _catalog)
    _words_now = _words.setdefault(code, {})
    if code != _current:
        _current = code
        generation += 1
        for listener in list(_listeners):
            listener(code)
    return code


def language() -> str:
    return _current


def on_change(listener) -> None:
    """Call listener(code) after each switch of language (drop caches of translated words)."""
    if listener not in _listeners:
        _listeners.append(listener)


def add_words(english: str, translations: dict) -> None:
    """Authored text from a game's YAML (a ghost's name, a tile's summary) in each language: `_`, `render` and
    T parameters then translate its English like a catalog message. The YAML loader calls this."""
    for code, text in translations.items():
        _words.setdefault(code, {})[english] = text


def _(message: str) -> str:
    """The message in the current language (the message itself where neither the catalog nor the games'
    authored words have a translation)."""
    if not message or _current == DEFAULT:
        return message
    found = _words_now.get(message)
    return found if found is not None else _catalog.gettext(message)


def N_(message: str) -> str:
    """Marks a message for extraction and returns it untouched: translate it with _() or render() when drawn."""
    return message


# The names a setup gives a seat nobody named ('Player 2', 'Computer 2'). A config keeps them in English (a state
# holds no translated word) and they are worded like authored text, so a game set up in one language reads in another.
DEFAULT_NAMES = (N_("Player {n}"), N_("Computer {n}"))
MOST_SEATS = 8


def _add_default_names(code: str, catalog) -> None:
    table = _words.setdefault(code, {})
    for msgid in DEFAULT_NAMES:
        for n in range(1, MOST_SEATS + 1):
            table.setdefault(msgid.format(n=n), catalog.gettext(msgid).format(n=n))


def seat_name(text: str, seat: int) -> str:
    """A seat's name as a config keeps it: a default name the setup filled in, in any language ('電腦 2'), as its
    English ('Computer 2'); a name left empty as 'Player 2'; a name a player typed as it is (stripped)."""
    text = text.strip()
    if not text:
        return DEFAULT_NAMES[0].format(n=seat + 1)
    for msgid in DEFAULT_NAMES:
        english = msgid.format(n=seat + 1)
        if text == english or any(text == _load(code).gettext(msgid).format(n=seat + 1) for code in CODES):
            return english
    return text


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for n in the current language; format it after: ngettext("{n} card", "{n} cards", n).format(n=n)."""
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A message whose English is ambiguous ('Play' the verb on a button): the context tells translators which."""
    return _catalog.pgettext(context, message)


class T(str):
    """A lazy text: a message id and its parameters, worded again in the current language each time it is drawn.

    It is also the str of its words in the language in force when it was made, so any code may measure, join
    or compare it as text (a test's `== "Ann wins"` reads English); `render()` and `str()` word it anew, which is
    what the fonts do when they draw it, so a switch of language re-words it on the next frame."""

    def __new__(cls, message: str, plural: str | None = None, count: int | None = None, **params):
        params_t = tuple(sorted(params.items()))
        self = super().__new__(cls, _word(message, plural, count, params_t))
        self.message, self.plural, self.count, self.params = message, plural, count, params_t
        return self

    def __str__(self) -> str:
        return _word(self.message, self.plural, self.count, self.params)

    def __repr__(self) -> str:
        return f"T({self.message!r}, {dict(self.params)!r})"

    def __reduce__(self):
        return (_remake, (self.message, self.plural, self.count, self.params))


def _remake(message, plural, count, params):
    return T(message, plural, count, **dict(params))


def _word(message: str, plural, count, params) -> str:
    words = _(message) if plural is None else ngettext(message, plural, count)
    if not params and count is None:
        return words
    values = {k: render(v) if isinstance(v, str) else v for k, v in params}
    if count is not None:
        values.setdefault("n", count)
    if _current != DEFAULT:      # a name ending in Latin or a digit keeps a space from the Chinese beside it
        words = spaced(words, values)
    try:
        return words.format(**values)
    except (KeyError, IndexError, ValueError):      # a translation naming a parameter the message lacks
        return message.format(**values) if plural is None or count == 1 else plural.format(**values)


def Tn(singular: str, plural: str, n: int, **params) -> T:
    """A lazy text with a plural: Tn("{n} card", "{n} cards", 3) reads '3 cards' / '3 张牌'."""
    return T(singular, plural, n, **params)


def render(text) -> str:
    """What a widget draws for `text`: a T worded now; a str looked up in the catalog (a label kept as its
    msgid); anything else as str(). Words with no translation (a player's name) come back as they are."""
    if isinstance(text, T):
        return str(text)
    if isinstance(text, str):
        return _(text)
    return "" if text is None else str(text)


def english(text) -> str:
    """`text` in English whatever language is in force: a save's summary line reads the same in any language."""
    if isinstance(text, T):
        words = text.message if text.plural is None or text.count == 1 else text.plural
        values = {k: english(v) if isinstance(v, str) else v for k, v in text.params}
        if text.count is not None:
            values.setdefault("n", text.count)
        return words.format(**values)
    return "" if text is None else str.__str__(text) if isinstance(text, str) else str(text)


def to_data(text) -> dict | str:
    """A lazy text as plain JSON data (a save's header keeps a summary this way, so a list can word it in the
    language of the day): {"message", "plural", "count", "params"}; a plain str stays as it is."""
    if not isinstance(text, T):
        return str.__str__(text) if isinstance(text, str) else str(text)
    return {"message": text.message, "plural": text.plural, "count": text.count,
            "params": {k: to_data(v) if isinstance(v, str) else v for k, v in text.params}}


def from_data(data, depth: int = 0):
    """The T that `to_data` wrote, or None where the data is not one (a save file is untrusted: wrong types, a
    missing parameter or a nesting deeper than 4 give None, never an exception)."""
    try:
        if isinstance(data, str):
            return data
        if depth > 4 or not isinstance(data, dict) or set(data) != {"message", "plural", "count", "params"}:
            return None
        message, plural, count, params = data["message"], data["plural"], data["count"], data["params"]
        if not isinstance(message, str) or not isinstance(plural, (str, type(None))) or not isinstance(params, dict):
            return None
        if count is not None and type(count) is not int:
            return None
        values = {}
        for key, value in params.items():
            if type(value) in (int, float):
                values[key] = value
            else:
                value = from_data(value, depth + 1)
                if value is None or not isinstance(key, str) or key in ("message", "plural", "count"):
                    return None
                values[key] = value
        text = T(message, plural, count, **values)
        english(text)          # a message naming a parameter it was not given is refused here
        return text
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return None
