"""The game log as LogEvents: the state keeps plain tuples (kind, cause, *facts); here they become words and data.

One renderer per kind, looked up by name. Every text uses the table's names (tiles, spaces, boards, families,
cards); the cause says in words which effect was resolving when it happened (empty for a player's own choice).
"""
from __future__ import annotations

import re

from engine.rules.api import LogEvent
from rulesets.ghost_stories.cards_data import DIFFICULTIES
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.state import COLOUR_NAMES, State
from rulesets.ghost_stories.rules.words import (
    ARTIFACT_WORDS,
    CORNER_NAMES,
    GHOST_CAUSES,
    board_name,
    family_name,
    kind_name,
    space_name,
    spend_words,
    taoist_name,
    tile_name,
)

_RULE_AT_END = re.compile(r"\s*\((G-[0-9A-Z.]+)\)\s*$")
CURSE_FACE_WORDS = {"nothing": "no effect", "haunting": "Haunting", "ghost": "a ghost", "discard_tao": "discard Tao tokens",
                    "lose_qi": "lose 1 Qi"}
VARIANT_WORDS = {"standard": "standard game", "solo": "solo game with three neutral boards",
                 "solo_four": "solo game with four Taoists"}
DICE_WORDS = {"exorcism": "Exorcism dice", "reroll": "Dice after the re-roll", "herbalist": "Herbalist's dice",
              "barrier": "Barrier dice", "curse": "Curse die"}


def _card(card: int) -> str:
    return TABLES.card_name[card]


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


def cause_words(s: State, cause) -> str:
    """The cause tuple in words ('the Haunter of Blood Moth advances', 'reward of the Zhou family'); '' for a choice."""
    if not cause:
        return ""
    head = cause[0]
    if head == "ghost":
        return GHOST_CAUSES.get(cause[1], "a symbol of {card}").format(card=_card(cause[2]))
    if head == "curse_die":
        return f"the curse die showed {CURSE_FACE_WORDS[cause[1]]}"
    if head == "family_curse":
        return "curse of " + family_name(cause[1])
    if head == "family_reward":
        return "reward of " + family_name(cause[1])
    if head == "tile":
        return f"{taoist_name(cause[2])} used {kind_name(cause[1])}"
    if head == "taoist":
        return f"exorcism by {taoist_name(cause[1])}" if cause[2] == "exorcise" else ""
    if head == "turn":
        return f"the ghosts of {board_name(cause[1])} act"
    if head == "overrun":
        return f"{board_name(cause[1])} is full"
    if head == "barrier":
        return "the Mystic Barrier"
    if head == "arrival":
        return f"the turn of {board_name(cause[1])} brings a new ghost"
    if head == "pushed":
        if cause[1] < 0:
            return "pushed out of the village by a haunter"
        return f"pushed into the {'haunted' if cause[2] else 'full'} {tile_name(s, cause[1])[4:]}"
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
        return f"the curse die shows {words[0]}", {"die": "curse", "faces": words, "caption": DICE_WORDS[what]}
    names = [COLOUR_NAMES[d] for d in faces]
    return (f"{DICE_WORDS[what]}: {', '.join(names)}",
            {"die": "tao", "faces": names, "caption": DICE_WORDS[what], "roll": what})


def _qi_lost(s, b, left):
    who = taoist_name(b) if s.board_played[b] else f"the neutral {COLOUR_NAMES[b]} board"
    return f"{who} loses 1 Qi ({left} left)", {"board": COLOUR_NAMES[b], "qi_left": left}


def _villager(verb):
    def render(s, p, fam):
        return (f"a villager of {family_name(fam)} {verb} on {tile_name(s, p)}",
                dict(_tile(s, p), family=TABLES.family_id[fam]))
    return render


def _ghost_at(verb):
    def render(s, card, x):
        return (f"{_card(card)} {verb} {space_name(x)}",
                dict(_space(x), card=TABLES.card_id[card], card_name=_card(card)))
    return render


def _started(s, n, level, variant):
    return (f"Ghost Stories begins: {n} player{'s' if n > 1 else ''}, {DIFFICULTIES[level]}, "
            f"{VARIANT_WORDS.get(variant, 'a variant')}", {"players": n, "difficulty": DIFFICULTIES[level]})


def _turn(s, b, turn, played):
    rnd = (turn - 1) // 4 + 1
    whose = board_name(b) + ("" if played else " (neutral)")
    return f"Round {rnd}: the turn of {whose}", {"board": COLOUR_NAMES[b], "round": rnd, "board_turn": turn}


def _arrived(s, card):
    colour = COLOUR_NAMES[TABLES.colour[card]]
    return f"{_card(card)} ({colour}) arrives", {"card": TABLES.card_id[card], "card_name": _card(card),
                                                 "colour": colour}


RENDER = {
    "game_started": _started,
    "turn_started": _turn,
    "game_lost": lambda s, reason: ("the game is lost: " + reason_words(reason)[0],
                                    {"reason": reason_words(reason)[0], "rule": reason_words(reason)[1]}),
    "game_won": lambda s, reason: ("victory: " + reason_words(reason)[0],
                                   {"reason": reason_words(reason)[0], "rule": reason_words(reason)[1]}),
    "qi_lost": _qi_lost,
    "qi_gained": lambda s, b, n: (f"Qi +{n} for {taoist_name(b) if s.board_played[b] else board_name(b)}",
                                  {"board": COLOUR_NAMES[b], "qi": n}),
    "taoist_died": lambda s, b: (f"{taoist_name(b)} dies", {"board": COLOUR_NAMES[b]}),
    "villager_died": _villager("dies"),
    "villager_saved": _villager("is saved"),
    "villager_revived": _villager("rises"),
    "tile_haunted": lambda s, p: (f"{tile_name(s, p)} becomes haunted", _tile(s, p)),
    "tile_unhaunted": lambda s, p: (f"{tile_name(s, p)} is no longer haunted", _tile(s, p)),
    "haunter_arrived": lambda s, x, card: (f"the haunter of {_card(card)} on {space_name(x)} reaches the village",
                                           dict(_space(x), card=TABLES.card_id[card])),
    "villager_fled": lambda s, p, q: (f"a villager flees from {tile_name(s, p)} to {tile_name(s, q)}",
                                      {"from_tile": p, "from_name": tile_name(s, p), "tile": q,
                                       "tile_name": tile_name(s, q)}),
    "power_disabled": lambda s, b: (f"the power of {board_name(b)} is disabled", {"board": COLOUR_NAMES[b]}),
    "dice_captured": lambda s, x, n: (f"{n} Tao {'die is' if n == 1 else 'dice are'} held by the ghost on "
                                      f"{space_name(x)}", dict(_space(x), dice=n)),
    "tao_discarded": lambda s, b: (f"{taoist_name(b)} discards all Tao tokens", {"board": COLOUR_NAMES[b]}),
    "yin_yang_regained": lambda s, b: (f"{taoist_name(b)} regains the Yin-Yang", {"board": COLOUR_NAMES[b]}),
    "tao_taken": lambda s, b, c: (f"{taoist_name(b)} takes a {COLOUR_NAMES[c]} Tao token",
                                  {"board": COLOUR_NAMES[b], "colour": COLOUR_NAMES[c]}),
    "dice_rolled": _dice,
    "exorcism_paid": lambda s, spend: ("the tokens paid: " + spend_words(spend),
                                       {"spend": [[COLOUR_NAMES[b], ("crystal" if c == 5 else COLOUR_NAMES[c]), k]
                                                  for b, c, k in spend]}),
    "exorcism_failed": lambda s, spaces: ("the exorcism fails", {"spaces": list(spaces)}),
    "ghost_exorcised": _ghost_at("is exorcised from"),
    "ghost_banished": _ghost_at("is banished from"),
    "ghost_destroyed": _ghost_at("is destroyed by the Buddha on"),
    "ghost_arrived": _arrived,
    "spaces_full": lambda s: ("every ghost space is full", {}),
    "wu_feng_from_box": lambda s, card: (f"{_card(card)} comes out of the box", {"card": TABLES.card_id[card]}),
    "tao_removed": lambda s, c: (f"a {COLOUR_NAMES[c]} Tao token is removed from the game",
                                 {"colour": COLOUR_NAMES[c]}),
    "bottom_card_removed": lambda s: ("the bottom ghost card is removed from the game", {}),
    "knocked_down": lambda s, b: (f"{taoist_name(b)} is knocked down", {"board": COLOUR_NAMES[b]}),
    "family_safe": lambda s, fam: (f"all of {family_name(fam)} is safe", {"family": TABLES.family_id[fam]}),
    "artifact_received": lambda s, b, art: (f"{taoist_name(b)} receives {ARTIFACT_WORDS[art]}",
                                            {"board": COLOUR_NAMES[b], "artifact": TABLES.artifact_names[art]}),
    "buddhas_scattered": lambda s, n: (f"{n} Buddha{'s take places' if n != 1 else ' takes a place'} on the ghost spaces",
                                       {"buddhas": n}),
    "barrier_called": lambda s: ("the Mystic Barrier will rise at the end of this turn", {}),
    "barrier_rises": lambda s: ("the Mystic Barrier rises", {}),
    "board_overrun": lambda s, b: (f"{board_name(b)} is overrun", {"board": COLOUR_NAMES[b]}),
    "tile_used": lambda s, b, kind: (f"{taoist_name(b)} uses {kind_name(kind)}",
                                     {"board": COLOUR_NAMES[b], "tile_kind": kind, "tile_name": kind_name(kind)}),
    "taoist_revived": lambda s, b: (f"{taoist_name(b)} returns to life", {"board": COLOUR_NAMES[b]}),
    "crystal_taken": lambda s, b: (f"{taoist_name(b)} takes a Moon Crystal", {"board": COLOUR_NAMES[b]}),
    "buddha_taken": lambda s, b: (f"{taoist_name(b)} takes a Buddha", {"board": COLOUR_NAMES[b]}),
    "haunters_repelled": lambda s, b: (f"the haunters of {board_name(b)} fall back", {"board": COLOUR_NAMES[b]}),
    "circle_token": lambda s, c: (f"a {COLOUR_NAMES[c]} token now lies on the Circle of Prayer",
                                  {"colour": COLOUR_NAMES[c]}),
    "ghost_moved": lambda s, x, y: (f"a ghost is blown from {space_name(x)} to {space_name(y)}",
                                    {"from_space": x, "from_name": space_name(x), **_space(y)}),
    "taoist_moved": lambda s, b, p: (f"{taoist_name(b)} is carried to {tile_name(s, p)}",
                                     dict(_tile(s, p), board=COLOUR_NAMES[b])),
    "taoist_stood_up": lambda s, b: (f"{taoist_name(b)} gets back on his feet", {"board": COLOUR_NAMES[b]}),
    "villager_escorted": lambda s, b, p, q: (f"{taoist_name(b)} escorts a villager from {tile_name(s, p)} to "
                                             f"{tile_name(s, q)}", dict(_tile(s, q), board=COLOUR_NAMES[b],
                                                                        from_tile=p)),
    "taoist_walked": lambda s, b, p: (f"{taoist_name(b)} walks to {tile_name(s, p)}",
                                      dict(_tile(s, p), board=COLOUR_NAMES[b])),
    "power_tokens_taken": lambda s, b: (f"{taoist_name(b)} picks up the power tokens", {"board": COLOUR_NAMES[b]}),
    "suling_placed": lambda s, x: (f"Su-Ling guards {space_name(x)}", _space(x)),
    "crystal_set": lambda s, k: (f"a Moon Crystal rises on the {CORNER_NAMES[k]} receptacle", {"receptacle": k}),
    "buddha_placed": lambda s, x: (f"a Buddha watches over {space_name(x)}", _space(x)),
    "mantra_placed": lambda s, x: (f"the Enfeeblement Mantra weakens the ghost on {space_name(x)}", _space(x)),
    "scroll_read": lambda s, b: (f"{taoist_name(b)} reads the Scroll of Unity", {"board": COLOUR_NAMES[b]}),
    "power_borrowed": lambda s, b, x: (f"{taoist_name(b)} borrows the power of {board_name(x)}",
                                       {"board": COLOUR_NAMES[b], "lender": COLOUR_NAMES[x]}),
}


def log_events(s: State) -> list:
    out = []
    for entry in s.log_entries:
        kind, cause = entry[0], entry[1]
        text, data = RENDER[kind](s, *entry[2:])
        out.append(LogEvent(kind, _cap(text), data, cause_words(s, cause)))
    return out
