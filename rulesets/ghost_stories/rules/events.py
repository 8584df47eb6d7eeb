"""The game log as LogEvents: the state keeps plain tuples (kind, cause, *facts); here they become words and data.

One renderer per kind, looked up by name. Every text uses the table's names (tiles, spaces, boards, families,
cards); the cause says in words which effect was resolving when it happened (empty for a player's own choice).
"""
from __future__ import annotations

import re

from engine.i18n import N_, _, ngettext
from engine.rules.api import LogEvent
from rulesets.ghost_stories.cards_data import DIFFICULTIES
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.state import COLOUR_NAMES, State
from rulesets.ghost_stories.rules.words import (
    ARTIFACT_WORDS,
    CORNER_NAMES,
    GHOST_CAUSES,
    bare_tile_name,
    board_name,
    card_name,
    col,
    family_name,
    kind_name,
    space_name,
    spend_words,
    taoist_name,
    tile_name,
)

_RULE_AT_END = re.compile(r"\s*\((G-[0-9A-Z.]+)\)\s*$")
CURSE_FACE_WORDS = {"nothing": N_("no effect"), "haunting": N_("Haunting"), "ghost": N_("a ghost"),
                    "discard_tao": N_("discard Tao tokens"), "lose_qi": N_("lose 1 Qi")}
VARIANT_WORDS = {"standard": N_("standard game"), "solo": N_("solo game with three neutral boards"),
                 "solo_four": N_("solo game with four Taoists")}
DICE_WORDS = {"exorcism": N_("Exorcism dice"), "reroll": N_("Dice after the re-roll"), "herbalist": N_("Herbalist's dice"),
              "barrier": N_("Barrier dice"), "curse": N_("Curse die")}
DIFFICULTY_WORDS = {"initiation": N_("initiation"), "normal": N_("normal"), "nightmare": N_("nightmare"), "hell": N_("hell")}


def _card(card: int) -> str:
    return card_name(card)


def _tile(s: State, p: int) -> dict:
    return {"tile": p, "tile_name": tile_name(s, p)}


def _space(x: int) -> dict:
    return {"space": x, "space_name": space_name(x), "board": COLOUR_NAMES[x // 3]}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def reason_words(reason: str) -> tuple:
    """'all Taoists are dead (G-13.3)' -> ('all Taoists are dead', 'G-13.3'): the rule id goes to a tooltip."""
    split = _REASONS_SPLIT.get(reason)
    if split is None:
        m = _RULE_AT_END.search(reason)
        split = (reason, "") if m is None else (reason[:m.start()].rstrip(), m.group(1))
        if len(_REASONS_SPLIT) < 256:        # a handful of reasons in all: every game's outcome reads one
            _REASONS_SPLIT[reason] = split
    return split


_REASONS_SPLIT: dict = {}
# How a game ends, as the rules write it into the state (English, with the rule id): worded here when read.
_END_WORDS = (N_("all Taoists are dead"), N_("the last ghost card had to be drawn while a Wu-Feng lives"),
              N_("every Wu-Feng is exorcised"))
_END_COUNTED = ((re.compile(r"^the (\d+)th villager was killed$"), N_("the {n}th villager was killed")),
                (re.compile(r"^(\d+) village tiles are haunted$"), N_("{n} village tiles are haunted")))


def reason_text(words: str) -> str:
    """The end of a game ('all Taoists are dead', without its rule id) in the language in force."""
    for pattern, message in _END_COUNTED:
        m = pattern.match(words)
        if m:
            return _(message).format(n=int(m.group(1)))
    return _(words)


def cause_words(s: State, cause) -> str:
    """The cause tuple in words ('the Haunter of Blood Moth advances', 'reward of the Zhou family'); '' for a choice."""
    if not cause:
        return ""
    head = cause[0]
    if head == "ghost":
        return _(GHOST_CAUSES.get(cause[1], N_("a symbol of {card}"))).format(card=_card(cause[2]))
    if head == "curse_die":
        return _("the curse die showed {face}").format(face=_(CURSE_FACE_WORDS[cause[1]]))
    if head == "family_curse":
        return _("curse of {family}").format(family=family_name(cause[1]))
    if head == "family_reward":
        return _("reward of {family}").format(family=family_name(cause[1]))
    if head == "tile":
        return _("{taoist} used {tile}").format(taoist=taoist_name(cause[2]), tile=kind_name(cause[1]))
    if head == "taoist":
        return _("exorcism by {taoist}").format(taoist=taoist_name(cause[1])) if cause[2] == "exorcise" else ""
    if head == "turn":
        return _("the ghosts of {board} act").format(board=board_name(cause[1]))
    if head == "overrun":
        return _("{board} is full").format(board=board_name(cause[1]))
    if head == "barrier":
        return _("the Mystic Barrier")
    if head == "arrival":
        return _("the turn of {board} brings a new ghost").format(board=board_name(cause[1]))
    if head == "pushed":
        if cause[1] < 0:
            return _("pushed out of the village by a haunter")
        if cause[2]:
            return _("pushed into the haunted {tile}").format(tile=bare_tile_name(s, cause[1]))
        return _("pushed into the full {tile}").format(tile=bare_tile_name(s, cause[1]))
    return ""


# causes of a decision the players did not ask for (a ghost, a curse, a full board): its prompt names them
FORCED_BY = frozenset({"ghost", "family_curse", "curse_die", "overrun", "pushed", "barrier", "turn"})


def forced_by(s: State) -> str:
    """What forces the pending decision, in words ('the curse of the Xiang family'); '' for the players' own
    choices (a tile used, an exorcism) and for the turn's usual new ghost."""
    cause = s.cause
    if s.decision is None or not cause or cause[0] not in FORCED_BY:
        return ""
    return cause_words(s, cause)


def _dice(s, what, faces):
    if what == "curse":
        words = [CURSE_FACE_WORDS[f] for f in faces]
        return (_("the curse die shows {face}").format(face=_(words[0])),
                {"die": "curse", "faces": words, "caption": _(DICE_WORDS[what])})
    names = [COLOUR_NAMES[d] for d in faces]
    return (_("{dice}: {faces}").format(dice=_(DICE_WORDS[what]), faces=_(", ").join(col(d) for d in faces)),
            {"die": "tao", "faces": names, "caption": _(DICE_WORDS[what]), "roll": what})


def _qi_lost(s, b, left):
    who = taoist_name(b) if s.board_played[b] else _("the neutral {colour} board").format(colour=col(b))
    return _("{who} loses 1 Qi ({left} left)").format(who=who, left=left), {"board": COLOUR_NAMES[b], "qi_left": left}


def _villager(message):
    def render(s, p, fam):
        return (_(message).format(family=family_name(fam), tile=tile_name(s, p)),
                dict(_tile(s, p), family=TABLES.family_id[fam]))
    return render


def _ghost_at(message):
    def render(s, card, x):
        return (_(message).format(card=_card(card), space=space_name(x)),
                dict(_space(x), card=TABLES.card_id[card], card_name=_card(card)))
    return render


def _started(s, n, level, variant):
    players = ngettext("{n} player", "{n} players", n).format(n=n)
    return (_("Ghost Stories begins: {players}, {difficulty}, {variant}").format(
        players=players, difficulty=_(DIFFICULTY_WORDS.get(DIFFICULTIES[level], DIFFICULTIES[level])),
        variant=_(VARIANT_WORDS.get(variant, N_("a variant")))), {"players": n, "difficulty": DIFFICULTIES[level]})


def _turn(s, b, turn, played):
    rnd = (turn - 1) // 4 + 1
    text = (_("Round {round}: the turn of {board}") if played else _("Round {round}: the turn of {board} (neutral)"))
    return text.format(round=rnd, board=board_name(b)), {"board": COLOUR_NAMES[b], "round": rnd, "board_turn": turn}


def _arrived(s, card):
    colour = COLOUR_NAMES[TABLES.colour[card]]
    return (_("{card} ({colour}) arrives").format(card=_card(card), colour=col(TABLES.colour[card])),
            {"card": TABLES.card_id[card], "card_name": _card(card), "colour": colour})


def _b(b):
    return {"board": COLOUR_NAMES[b]}


def _reason(prefix):
    def render(s, reason):
        words, rule = reason_words(reason)
        return _(prefix).format(reason=reason_text(words)), {"reason": words, "rule": rule}
    return render


RENDER = {
    "game_started": _started,
    "turn_started": _turn,
    "game_lost": _reason(N_("the game is lost: {reason}")),
    "game_won": _reason(N_("victory: {reason}")),
    "qi_lost": _qi_lost,
    "qi_gained": lambda s, b, n: (_("Qi +{n} for {who}").format(n=n, who=taoist_name(b) if s.board_played[b] else board_name(b)),
                                  {"board": COLOUR_NAMES[b], "qi": n}),
    "taoist_died": lambda s, b: (_("{taoist} dies").format(taoist=taoist_name(b)), _b(b)),
    "villager_died": _villager(N_("a villager of {family} dies on {tile}")),
    "villager_saved": _villager(N_("a villager of {family} is saved on {tile}")),
    "villager_revived": _villager(N_("a villager of {family} rises on {tile}")),
    "tile_haunted": lambda s, p: (_("{tile} becomes haunted").format(tile=tile_name(s, p)), _tile(s, p)),
    "tile_unhaunted": lambda s, p: (_("{tile} is no longer haunted").format(tile=tile_name(s, p)), _tile(s, p)),
    "haunter_arrived": lambda s, x, card: (_("the haunter of {card} on {space} reaches the village").format(
        card=_card(card), space=space_name(x)), dict(_space(x), card=TABLES.card_id[card])),
    "villager_fled": lambda s, p, q: (_("a villager flees from {tile} to {to}").format(tile=tile_name(s, p), to=tile_name(s, q)),
                                      {"from_tile": p, "from_name": tile_name(s, p), "tile": q,
                                       "tile_name": tile_name(s, q)}),
    "power_disabled": lambda s, b: (_("the power of {board} is disabled").format(board=board_name(b)), _b(b)),
    "dice_captured": lambda s, x, n: (ngettext("{n} Tao die is held by the ghost on {space}",
                                               "{n} Tao dice are held by the ghost on {space}", n).format(n=n, space=space_name(x)),
                                      dict(_space(x), dice=n)),
    "tao_discarded": lambda s, b: (_("{taoist} discards all Tao tokens").format(taoist=taoist_name(b)), _b(b)),
    "yin_yang_regained": lambda s, b: (_("{taoist} regains the Yin-Yang").format(taoist=taoist_name(b)), _b(b)),
    "tao_taken": lambda s, b, c: (_("{taoist} takes a {colour} Tao token").format(taoist=taoist_name(b), colour=col(c)),
                                  {"board": COLOUR_NAMES[b], "colour": COLOUR_NAMES[c]}),
    "dice_rolled": _dice,
    "exorcism_paid": lambda s, spend: (_("the tokens paid: {what}").format(what=spend_words(spend)),
                                       {"spend": [[COLOUR_NAMES[b], ("crystal" if c == 5 else COLOUR_NAMES[c]), k]
                                                  for b, c, k in spend]}),
    "exorcism_failed": lambda s, spaces: (_("the exorcism fails"), {"spaces": list(spaces)}),
    "ghost_exorcised": _ghost_at(N_("{card} is exorcised from {space}")),
    "ghost_banished": _ghost_at(N_("{card} is banished from {space}")),
    "ghost_destroyed": _ghost_at(N_("{card} is destroyed by the Buddha on {space}")),
    "ghost_arrived": _arrived,
    "spaces_full": lambda s: (_("every ghost space is full"), {}),
    "wu_feng_from_box": lambda s, card: (_("{card} comes out of the box").format(card=_card(card)), {"card": TABLES.card_id[card]}),
    "tao_removed": lambda s, c: (_("a {colour} Tao token is removed from the game").format(colour=col(c)),
                                 {"colour": COLOUR_NAMES[c]}),
    "bottom_card_removed": lambda s: (_("the bottom ghost card is removed from the game"), {}),
    "knocked_down": lambda s, b: (_("{taoist} is knocked down").format(taoist=taoist_name(b)), _b(b)),
    "family_safe": lambda s, fam: (_("all of {family} is safe").format(family=family_name(fam)), {"family": TABLES.family_id[fam]}),
    "artifact_received": lambda s, b, art: (_("{taoist} receives {artifact}").format(taoist=taoist_name(b), artifact=ARTIFACT_WORDS[art]),
                                            {"board": COLOUR_NAMES[b], "artifact": TABLES.artifact_names[art]}),
    "buddhas_scattered": lambda s, n: (ngettext("{n} Buddha takes a place on the ghost spaces",
                                                "{n} Buddhas take places on the ghost spaces", n).format(n=n), {"buddhas": n}),
    "barrier_called": lambda s: (_("the Mystic Barrier will rise at the end of this turn"), {}),
    "barrier_rises": lambda s: (_("the Mystic Barrier rises"), {}),
    "board_overrun": lambda s, b: (_("{board} is overrun").format(board=board_name(b)), _b(b)),
    "tile_used": lambda s, b, kind: (_("{taoist} uses {tile}").format(taoist=taoist_name(b), tile=kind_name(kind)),
                                     {"board": COLOUR_NAMES[b], "tile_kind": kind, "tile_name": kind_name(kind)}),
    "taoist_revived": lambda s, b: (_("{taoist} returns to life").format(taoist=taoist_name(b)), _b(b)),
    "crystal_taken": lambda s, b: (_("{taoist} takes a Moon Crystal").format(taoist=taoist_name(b)), _b(b)),
    "buddha_taken": lambda s, b: (_("{taoist} takes a Buddha").format(taoist=taoist_name(b)), _b(b)),
    "haunters_repelled": lambda s, b: (_("the haunters of {board} fall back").format(board=board_name(b)), _b(b)),
    "circle_token": lambda s, c: (_("a {colour} token now lies on the Circle of Prayer").format(colour=col(c)),
                                  {"colour": COLOUR_NAMES[c]}),
    "ghost_moved": lambda s, x, y: (_("a ghost is blown from {space} to {to}").format(space=space_name(x), to=space_name(y)),
                                    {"from_space": x, "from_name": space_name(x), **_space(y)}),
    "taoist_moved": lambda s, b, p: (_("{taoist} is carried to {tile}").format(taoist=taoist_name(b), tile=tile_name(s, p)),
                                     dict(_tile(s, p), board=COLOUR_NAMES[b])),
    "taoist_stood_up": lambda s, b: (_("{taoist} gets back on his feet").format(taoist=taoist_name(b)), _b(b)),
    "villager_escorted": lambda s, b, p, q: (_("{taoist} escorts a villager from {tile} to {to}").format(
        taoist=taoist_name(b), tile=tile_name(s, p), to=tile_name(s, q)), dict(_tile(s, q), board=COLOUR_NAMES[b], from_tile=p)),
    "taoist_walked": lambda s, b, p: (_("{taoist} walks to {tile}").format(taoist=taoist_name(b), tile=tile_name(s, p)),
                                      dict(_tile(s, p), board=COLOUR_NAMES[b])),
    "power_tokens_taken": lambda s, b: (_("{taoist} picks up the power tokens").format(taoist=taoist_name(b)), _b(b)),
    "suling_placed": lambda s, x: (_("Su-Ling guards {space}").format(space=space_name(x)), _space(x)),
    "crystal_set": lambda s, k: (_("a Moon Crystal rises on the {corner} receptacle").format(corner=_(CORNER_NAMES[k])),
                                 {"receptacle": k}),
    "buddha_placed": lambda s, x: (_("a Buddha watches over {space}").format(space=space_name(x)), _space(x)),
    "mantra_placed": lambda s, x: (_("the Enfeeblement Mantra weakens the ghost on {space}").format(space=space_name(x)), _space(x)),
    "scroll_read": lambda s, b: (_("{taoist} reads the Scroll of Unity").format(taoist=taoist_name(b)), _b(b)),
    "power_borrowed": lambda s, b, x: (_("{taoist} borrows the power of {board}").format(taoist=taoist_name(b), board=board_name(x)),
                                       {"board": COLOUR_NAMES[b], "lender": COLOUR_NAMES[x]}),
}


def log_events(s: State) -> list:
    out = []
    for entry in s.log_entries:
        kind, cause = entry[0], entry[1]
        text, data = RENDER[kind](s, *entry[2:])
        out.append(LogEvent(kind, _cap(text), data, cause_words(s, cause)))
    return out
