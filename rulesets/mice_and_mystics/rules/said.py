"""Words kept in the state (a decision's reason, the chapter's result) as plain data, worded when drawn.

A state holds no translated words (its hash must not depend on the language it was played in), yet a prompt
quotes why a minion moves and the results screen says why the chapter ended. `kept(T(...))` turns a lazy text
into JSON-ready data — [message, plural, count, {parameter: kept value}] with English msgids and ids only — and
`worded(data)` makes it a lazy text again, in the language in force when it is drawn.
"""
from __future__ import annotations

from engine.i18n import T


def kept(text):
    """A T (or a plain English str) as plain data a state may hold."""
    if isinstance(text, T):
        return [text.message, text.plural, text.count, {k: kept(v) for k, v in text.params}]
    return str(text) if isinstance(text, str) else text


def worded(data):
    """Plain data made by `kept` as a lazy text (an English str stays itself: drawing looks it up)."""
    if isinstance(data, list) and len(data) == 4 and isinstance(data[3], dict):
        message, plural, count, params = data
        return T(message, plural, count, **{k: worded(v) for k, v in params.items()})
    return data


def joined(*parts):
    """Reasons one after the other ("…; the players chose the card"), each worded when drawn."""
    parts = [p for p in parts if p]
    if not parts:
        return ""
    text = parts[0]
    for more in parts[1:]:
        text = T("{reason}; {more}", reason=text, more=more)
    return text
