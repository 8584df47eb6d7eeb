"""Mice and Mystics: the PURE ruleset module over a chapter (M-3 to M-21), co-op with no secrets (M-H.1).

Three authored chapters (M-G.1). Config: players, chapter, and for a campaign optionally "abilities"
{hero: [ability ids]} (carried abilities, M-20.1; a mouse not given one chooses at setup, M-3.3) and
"carried_cards" {hero: [one search card]} (M-20.2, into its backpack). Actions, small tuples:
  ("step", space)  ("climb", space)  ("scurry",)  ("melee", minion)  ("ranged", minion)  ("search",)
  ("recover",)  ("explore", exit number)  ("flip",)  ("end_turn",)  ("ability", ability, hero)
  ("level_up", ability)  ("place", "fishhook"|"fork"|"grapes", space or "")  ("take_back", item)
  ("launch", hero, space)  ("lob", space)  ("equip", card)  ("unequip", card)  ("give", hero, card or "cheese")
  ("take", hero, card or "cheese")  ("use_card", scroll or trick, hero)
  decisions: ("next", minion)  ("stop", space)  ("land", space)  ("enter", space)  ("keep",)  ("sell",)
  ("discard", card)  ("rescue", tile, space)  ("take_ability", ability)  ("card", boss card)  ("pounce", space)
  ("prowl", "s1 s2 ...")  ("disguise", "use"|"decline")
"""
from __future__ import annotations

import dataclasses
import os

from engine import i18n
from engine.i18n import N_, T, _
from engine.rules.api import ConfigChoice, GameInfo, IllegalAction, Outcome, Pending, is_plain_action
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import (
    abilities,
    brodie,
    campaign,
    card_use,
    cards,
    corrupted,
    cycle,
    encounters,
    flow,
    gear,
    grapes,
    minion_turns,
    mouse_actions,
    mouse_moves,
    mouse_turns,
    said,
    surges,
    team_items,
    words,
)
from rulesets.mice_and_mystics.rules import setup as _setup
from rulesets.mice_and_mystics.rules import state as st
from rulesets.mice_and_mystics.rules.state import State, clone, state_hash  # noqa: F401  (module API)

CHAPTERS = ("down_the_drain", "cooks_larder", "cat_walk")
INFO = GameInfo(
    id="mice_and_mystics", title=N_("Mice and Mystics"), players_min=1, players_max=4, default_players=1,
    choices=(ConfigChoice("chapter", N_("Chapter"), CHAPTERS, CHAPTERS[0],
                          (N_("Down the Drain"), N_("The Cook's Larder"), N_("The Cat Walk")),
                          notes=lambda chapter: story.chapter(chapter).description),),
    hidden_information=False, step_cap=20000,
    data_files=(os.path.join(story.HERE, "tiles"), os.path.join(story.HERE, "layouts"), story.HEROES_FILE,
                story.MINIONS_FILE, story.ABILITIES_FILE, story.SEARCH_FILE, story.ENCOUNTERS_FILE, story.CHAPTERS_DIR),
)


def setup(config: dict, seed: int) -> State:
    return _setup.setup(INFO.check_config(config), seed)


def campaign_chapters() -> tuple:
    """The chapters of a campaign, in the order they are meant to be played (M-19.2, M-20)."""
    return CHAPTERS


def campaign_config(chapter: str, carry: dict, players: int) -> dict:
    return campaign.config(chapter, carry, players)


def campaign_carry(final_state: State, carry: dict, chosen: dict | None = None) -> dict:
    """What the mice keep from a won chapter (M-20.1, M-20.2; nothing of M-20.3); `chosen`: the card each mouse
    keeps, as the players picked it (campaign_choices)."""
    return campaign.carry(final_state, carry, chosen)


campaign_carry_note = N_("Each mouse may keep one search card it found (or none): it starts the next chapter in the "
                         "mouse's backpack, beside its usual gear. Cheese, team items and personal achievements stay "
                         "behind; abilities and story achievements come along.")


def campaign_choices(final_state: State, carry: dict) -> list:
    """M-20.2: which found card each mouse keeps (or none), the most useful pre-selected."""
    return campaign.choices(final_state, carry)


def _seat(s: State) -> int | None:
    if s.result is not None:
        return None
    if s.decision is not None:
        return s.decision["seat"]
    return flow.seat_of(s, s.turn["hero"]) if s.turn is not None else None


def seat_to_decide(s: State) -> int | None:
    """Who decides next, without building the Pending's words and options (the playout loop asks this)."""
    return _seat(s)


def pending(s: State) -> Pending | None:
    seat = _seat(s)
    if seat is None:
        return None
    kind, prompt = words.prompt(s)
    return Pending(seat, kind, prompt, tuple(legal_actions(s, seat)))


def _decision_actions(s: State) -> list:
    d = s.decision
    if d["kind"] == "minion_stop":
        return [("stop", sp) for sp in d["options"]]
    if d["kind"] == "minion_order":
        return [("next", label) for label in d["options"]]
    if d["kind"] == "landing":
        return [("land", sp) for sp in d["options"]]
    if d["kind"] == "minion_entry":
        return [("enter", sp) for sp in d["options"]]
    if d["kind"] == "search_card":
        return [(o,) for o in d["options"]]
    if d["kind"] == "backpack_full":
        return [("discard", c) for c in d["options"]]
    if d["kind"] in DECISION_ANSWERS:
        return [(DECISION_ANSWERS[d["kind"]][0], o) for o in d["options"]]
    return [("rescue", t, sp) for t, sp in d["options"]]


def _settle_corrupted_stop(s, space: str) -> None:
    hero = s.decision["hero"]
    s.decision = None
    corrupted.move_and_attack(s, hero, space)
    mouse_turns.end_card_of_mouse(s, hero)


# decisions answered by (verb, option): the verb and the settling function, one per kind
DECISION_ANSWERS = {
    "choose_ability": ("take_ability", abilities.settle_setup_choice),
    "boss_damage": ("card", cards.settle_boss_damage),
    "pounce_space": ("pounce", brodie.settle_pounce),
    "prowl_route": ("prowl", brodie.settle_prowl),
    "corrupted_stop": ("stop", _settle_corrupted_stop),
    "disguise": ("disguise", encounters.settle_disguise),
}


def legal_actions(s: State, seat: int) -> list:
    if _seat(s) != seat:
        return []
    if s.decision is not None:
        return _decision_actions(s)
    out = mouse_moves.steps(s) + mouse_moves.climbs(s)
    m = st.mouse(s, s.turn["hero"])
    tile, here = m["place"]
    for label in sorted(mn["label"] for mn in st.minions_on_tile(s, tile)):
        out += [(kind, label) for kind in ("melee", "ranged")
                if mouse_actions.battle_problem(s, label, kind == "ranged") is None]
    ask = mouse_actions.problem
    for act, check in ((("scurry",), mouse_actions.scurry_checks), (("search",), mouse_actions.search_checks),
                       (("recover",), mouse_actions.recover_checks), (("flip",), mouse_actions.flip_checks)):
        if ask(lambda: check(s)) is None:
            out.append(act)
    face = st.face(s, tile)
    for k, e in enumerate(face.exits):
        if here in e.spaces and ask(lambda: mouse_actions.explore_checks(s, k)) is None:
            out.append(("explore", k))
    for a in (m["abilities"] if not s.turn.get("ability_used") else ()):
        for other in s.mice:
            if ask(lambda: abilities.use_checks(s, a, other["hero"])) is None:
                out.append(("ability", a, other["hero"]))
    out += card_use.actions(s, m, ask)
    out += _team_item_actions(s, m, ask)
    out += _gear_actions(s, m, ask)
    for a in (story.allowed_abilities(m["hero"]) if m["cheese"] >= abilities.LEVEL_UP_COST else ()):
        if ask(lambda: abilities.level_up_checks(s, a)) is None:
            out.append(("level_up", a))
    out.append(("end_turn",))
    return out


def _team_item_actions(s, m, ask) -> list:
    """Placing team items (M-18.2 to M-18.4), taking them back, the fork's launch and lobbed grapes."""
    out = []
    tile, here = m["place"]
    face = st.face(s, tile)
    if team_items.in_storage(s, "fishhook"):
        out += [("place", "fishhook", sp.id) for sp in face.spaces
                if ask(lambda: team_items.place_checks(s, "fishhook", sp.id)) is None]
    if ask(lambda: team_items.place_checks(s, "fork")) is None:
        out.append(("place", "fork", ""))
    if team_items.in_storage(s, "grapes"):
        out += [("place", "grapes", n) for n in face.space(here).adjacent
                if ask(lambda: team_items.place_checks(s, "grapes", n)) is None]
    for item in ("fishhook", "fork"):
        if ask(lambda: team_items.take_back_checks(s, item)) is None:
            out.append(("take_back", item))
    if team_items.fork_space(s, tile) == here:
        for other in st.mice_at(s, m["place"]):
            out += [("launch", other["hero"], sp.id) for sp in face.spaces
                    if ask(lambda: team_items.launch_checks(s, other["hero"], sp.id)) is None]
        out += [("lob", sp.id) for sp in face.spaces if ask(lambda: grapes.lob_checks(s, sp.id)) is None]
    return out


def _gear_actions(s, m, ask) -> list:
    """Equip and Share (M-10.1, M-10.2): each card or piece of cheese one action."""
    out = [("equip", c) for c in dict.fromkeys(m["backpack"]) if ask(lambda: gear.equip_checks(s, c)) is None]
    out += [("unequip", c) for c in dict.fromkeys(m["equipped"]) if ask(lambda: gear.unequip_checks(s, c)) is None]
    for o in s.mice:
        if o is m or o["place"] is None or o["place"][0] != m["place"][0] or not (
                m["cheese"] or m["backpack"] or o["cheese"] or o["backpack"]):
            continue
        for thing in ["cheese"] + list(dict.fromkeys(m["backpack"])):
            if ask(lambda: gear.share_checks(s, o["hero"], thing)) is None:
                out.append(("give", o["hero"], thing))
        for thing in ["cheese"] + list(dict.fromkeys(o["backpack"])):
            if ask(lambda: gear.share_checks_from(s, o["hero"], thing)) is None:
                out.append(("take", o["hero"], thing))
    return out


def apply(s: State, action) -> State:
    if s.result is not None:
        raise IllegalAction("M-19.1", T("the chapter is over"))
    if not is_plain_action(action):
        raise IllegalAction("M-5.2", T("that is not an action of this game"))
    if s.decision is not None:
        if action not in _decision_actions(s):
            raise IllegalAction("M-G.10", T("that is not one of the answers to the question asked"))
        _settle(s, action)
    else:
        _mouse_action(s, action)
    flow.check_end(s)
    if s.decision is None and s.turn is None:
        cycle.run(s)
    return s


def _settle(s: State, action) -> None:
    kind = s.decision["kind"]
    if kind in DECISION_ANSWERS:
        DECISION_ANSWERS[kind][1](s, action[1])
    elif kind == "minion_stop":
        minion_turns.settle_stop(s, action[1])
    elif kind == "minion_order":
        minion_turns.settle_order(s, action[1])
    elif kind == "landing":
        mouse_actions.settle_landing(s, action[1])
    elif kind == "minion_entry":
        surges.settle_entry(s, action[1])
    elif kind == "search_card":
        mouse_actions.settle_search_card(s, action[0])
    elif kind == "backpack_full":
        mouse_actions.settle_backpack(s, action[1])
    else:
        d = s.decision
        s.decision = None
        st.mouse(s, d["hero"])["place"] = [action[1], action[2]]
        flow.note(s, "mouse_rescued", T("{hero} is rescued and comes back on {space}", hero=st.hero_name(d['hero']),
                    space=st.space_name(s, action[1], action[2])),
                  T("no minion is on the board"), hero=d["hero"])
        s.turn = {"hero": d["hero"], "movement": 0, "move": "done", "action": True, "rescued": True,
                  "captured": False}


ACTIONS = {
    "step": (1, lambda s, a: mouse_moves.step(s, a[1])),
    "climb": (1, lambda s, a: mouse_moves.climb(s, a[1])),
    "scurry": (0, lambda s, a: mouse_actions.scurry(s)),
    "melee": (1, lambda s, a: mouse_actions.battle(s, a[1], False)),
    "ranged": (1, lambda s, a: mouse_actions.battle(s, a[1], True)),
    "search": (0, lambda s, a: mouse_actions.search(s)),
    "recover": (0, lambda s, a: mouse_actions.recover(s)),
    "explore": (1, lambda s, a: mouse_actions.explore_exit(s, a[1])),
    "flip": (0, lambda s, a: mouse_actions.flip(s)),
    "end_turn": (0, lambda s, a: _end_turn(s)),
    "ability": (2, lambda s, a: abilities.use(s, a[1], a[2])),
    "level_up": (1, lambda s, a: abilities.level_up(s, a[1])),
    "place": (2, lambda s, a: team_items.place(s, _team_item(a[1]), a[2])),
    "take_back": (1, lambda s, a: team_items.take_back(s, _team_item(a[1]))),
    "launch": (2, lambda s, a: team_items.launch(s, a[1], a[2])),
    "lob": (1, lambda s, a: grapes.lob(s, a[1])),
    "equip": (1, lambda s, a: gear.equip(s, a[1])),
    "unequip": (1, lambda s, a: gear.unequip(s, a[1])),
    "give": (2, lambda s, a: gear.give(s, a[1], a[2])),
    "take": (2, lambda s, a: gear.take(s, a[1], a[2])),
    "use_card": (2, lambda s, a: card_use.use(s, a[1], a[2])),
}
# the swaps of one Equip or Share free action follow each other; any other action closes it (M-5.3, M-10)
FREE_SESSIONS = {"equip": "equip", "unequip": "equip", "give": "share", "take": "share"}


def _team_item(name: str) -> str:
    if name not in ("fishhook", "fork", "grapes"):
        raise IllegalAction("M-18.7", T("that is not a team item that can be placed"))
    return name
ARG_TYPES = {"explore": int}


def _mouse_action(s: State, action) -> None:
    entry = ACTIONS.get(action[0])
    if entry is None or len(action) != entry[0] + 1 or \
            any(type(a) is not ARG_TYPES.get(action[0], str) for a in action[1:]):
        raise IllegalAction("M-5.2", T("that is not an action of this game"))
    if s.turn is not None and s.turn.get("rescued") and action[0] != "end_turn":
        raise IllegalAction("M-16.3", T("a mouse rescued this turn may neither move nor act"))
    session = s.turn.get("free_open") if s.turn else None
    entry[1](s, action)      # each handler runs its refusing checks before it changes anything
    if s.turn is not None and session and FREE_SESSIONS.get(action[0]) != session:
        s.turn.pop("free_open", None)
    if s.turn is not None and s.turn.get("captured"):
        mouse_turns.end_card_of_mouse(s, s.turn["hero"])     # a captured mouse's turn is over
    elif s.turn is not None and s.turn.get("ended"):
        _end_turn(s)                                  # a sprung mousetrap ends the turn (M-6.14)


def _end_turn(s: State) -> None:
    hero = s.turn["hero"]
    m = st.mouse(s, hero)
    if m["place"] is not None:
        mouse_moves.carry_by_current(s, m)                       # M-6.11
    mouse_turns.end_card_of_mouse(s, hero)


def view(s: State, seat: int) -> dict:
    """Everything on the table, the same for every seat (M-H.1); the search and encounter decks only by size
    (M-H.2)."""
    plain = s.plain()
    plain["search_deck"] = len(s.search_deck)
    plain["encounter_deck"] = len(s.encounter_deck)      # the face-up card is public (M-H.4), the rest unknown
    return plain


def outcome(s: State) -> Outcome | None:
    if s.result is None:
        return None
    reason = said.worded(s.result_reason)       # the state keeps it as plain data; worded in today's language
    if s.result == "win":
        reason = T("{reason}. {epilogue}", reason=reason, epilogue=story.chapter(s.chapter).epilogue)
    return Outcome(s.result, tuple(range(s.players)) if s.result == "win" else (), i18n.render(reason),
                   score=s.hourglass, score_lines=((_("Page reached"), s.hourglass),
                                                    (_("Mice captured"), sum(m["captures"] for m in s.mice))))


_WORDED: dict = {}      # id(event) -> (the event, i18n.generation, the event worded in that language)


def _again(text):
    """A lazy text made anew in the language in force (its words and parameters kept for the screens that
    read them, play_steps); a plain msgid looked up."""
    if isinstance(text, T):
        return T(text.message, text.plural, text.count, **dict(text.params))
    return i18n.render(text)


def log(s: State) -> list:
    """The log in the language in force: its lines are lazy texts, worded again after a switch of language
    (each event worded once per language; events are shared by clones and never change)."""
    if len(_WORDED) > 50000:
        _WORDED.clear()
    out = []
    for e in s.log:
        known = _WORDED.get(id(e))
        if known is None or known[0] is not e or known[1] != i18n.generation:
            worded = dataclasses.replace(e, text=_again(e.text), cause=_again(e.cause))
            known = _WORDED[id(e)] = (e, i18n.generation, worded)
        out.append(known[2])
    return out


def commit_marker(s: State) -> int:
    return s.rng.draws


def invariants(s: State) -> list:
    from rulesets.mice_and_mystics.rules.checks import invariants as _invariants
    return _invariants(s)


def describe_action(s: State, action) -> str:
    return words.describe_action(s, action)


def seat_name(s: State, seat: int) -> str:
    return words.seat_name(s, seat)


def turn_label(s: State) -> str:
    who = st.hero_name(s.turn["hero"]) if s.turn else N_("the minions")
    return _("Round {round} · page {page} of {end} · {who}").format(round=s.round, page=s.hourglass,
                                                                     end=s.end_marker, who=_(who))


def describe_position(s: State) -> str:
    """How far the chapter is, for the save lists and the menu's Resume line: 'round 3, page 2 of 6', a lazy
    text (the save keeps its English and its words). The chapter is not named: every list names it already, from
    the setup (it is the game's first setting). Nothing is secret here (M-H.1)."""
    return T("round {round}, page {page} of {end}", round=s.round, page=s.hourglass, end=s.end_marker)


def knowledge_group(s: State, seat: int):
    return 0        # M-H.1: nothing is secret between the players


def redeal_secrets(s: State, seat: int, seed: int) -> State:
    """Nothing is secret (M-H.1); only the search deck's order is unknown to all (M-H.2): shuffled anew."""
    import random
    copy = clone(s)
    random.Random(seed).shuffle(copy.search_deck)
    random.Random(seed + 1).shuffle(copy.encounter_deck)
    return copy
