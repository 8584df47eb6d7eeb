"""Betrayal at House on the Hill before the haunt: the PURE ruleset module (rules API) over the phase modules.

Covered: explorers chosen per character card (B-3.2, B-G.4), birthday order (B-3.9, B-G.8), setup (B-3),
movement by Speed (B-6), stairs (B-6.5), barriers and the Revolving Wall (B-8.1), the Coal Chute (B-8.5),
the Collapsed Room (B-8.6), the Junk Room (B-8.7), the Mystic Elevator (B-8.8, B-7.6, B-G.7), the Vault
(B-8.9), the dumbwaiter (B-24.5), rooms used once with explorer tokens (B-24.7), the Gallery's leap, rooms
that hurt on leaving or at the end of a turn (B-7.4), discovering rooms by the placement rules with the
discoverer turning the tile (B-7, B-G.9), omen / item / event cards (B-9, B-G.3) with keyword effects,
trading, dropping and picking up items (B-10), trait rolls (B-11), damage split by the player (B-4.5) and
the haunt roll (B-14). When it succeeds the haunt is revealed from the chart (B-15) with its traitor, texts
for each side only (B-H.7) and right-now steps; then hero turns, the traitor's turn and the monsters' turn
(B-17.1, B-20) with attacks, distance attacks and stealing (B-12, B-13), hindrance (B-17.6), the traitor's
powers (B-18), deaths and belongings (B-17.3, B-21), the hidden traitor's reveal (B-19) and the haunt's win
conditions, asked after every action, turn and round (B-22).
"""
from __future__ import annotations

from dataclasses import replace

from engine import i18n
from engine.i18n import N_, T, Tn, _, render
from engine.rules.api import ConfigChoice, GameInfo, IllegalAction, Outcome, Pending, is_plain_action
from rulesets.betrayal.cards import CARDS_FILE
from rulesets.betrayal.data import SHIPPED_TILES
from rulesets.betrayal.explorers import EXPLORERS_FILE
from rulesets.betrayal.haunts import CHART_FILE, HAUNTS_DIR
from rulesets.betrayal.rules import (
    attacks,
    death,
    effects,
    explore,
    falling,
    haunt,
    haunt_data,
    items,
    monsters,
    movement,
    repeats,
    reveal_claims,
    rooms,
    setup_phase,
    sides,
    stuck,
    tokens,
    turns,
    views,
    winning,
    words,
)
from rulesets.betrayal.rules.state import State, name_of
from rulesets.betrayal.rules.state import clone as _clone
from rulesets.betrayal.rules.state import state_hash as _state_hash
from rulesets.betrayal.rules.traits import change_trait, damage_pair
from rulesets.betrayal.vocab import DAMAGE_WORDS, said, spoken

DEFAULT_TODAY = "01-01"
INFO = GameInfo(
    id="betrayal", title=N_("Betrayal at House on the Hill"), players_min=2, players_max=6, default_players=4,
    choices=(
        ConfigChoice("widows_walk", N_("Widow's Walk"), (True, False), True, (N_("With Widow's Walk"), N_("Base game only")),
                     N_("The expansion: the roof, more rooms and more cards.")),
    ),
    hidden_information=True,   # after the haunt: the traitor's text, the heroes' text, hidden identities
    # the haunts and their chart shape every game after the reveal: a save made with others is not today's data
    data_files=(SHIPPED_TILES, CARDS_FILE, EXPLORERS_FILE, HAUNTS_DIR, CHART_FILE), step_cap=20000,
    results=(("heroes", N_("The heroes won")), ("traitor", N_("The traitor won")), ("house", N_("The house won")),
             ("haunt_unfinished", N_("Ended: the chart has no haunt for that omen and room yet")),
             ("no_haunt", N_("Ended: the haunt never came"))),
)
# every action word, how long its tuple is, and the decision it answers
ARITY = {"explorer": 2, "move": 2, "explore": 2, "cross": 1, "use_room": 1, "end_turn": 1, "place": 2, "split": 3,
         "draw": 2, "attach": 5, "fall_through": 4, "land": 2, "side": 2, "drop": 2, "pick_up": 2, "trade": 4,
         "accept": 1, "refuse": 1, "reveal": 1, "attack": 4, "task": 2, "steal": 2, "deal_damage": 1,
         "monster_move": 3, "monster_attack": 3, "end_monster_turn": 1,
         "resolve_card": 1, "decline_card": 1, "take_token": 2, "drop_token": 2, "steal_token": 2,
         "monster_take": 3, "monster_side": 2, "stairs_from_basement": 4,
         "ask_to_reveal": 1, "stay_hidden": 1, "reveal_myself": 1}
ANSWERS = {"choose_explorer": ("explorer",),
           "turn": ("move", "explore", "cross", "use_room", "drop", "pick_up", "trade", "reveal", "attack", "task",
                    "take_token", "drop_token", "stairs_from_basement", "end_turn"),
           "steal_or_damage": ("steal", "steal_token", "deal_damage"),
           "monster_turn": ("monster_move", "monster_attack", "monster_take", "end_monster_turn"),
           "decline_card": ("resolve_card", "decline_card"),
           "answer_trade": ("accept", "refuse"),
           "place_tile": ("place",), "split_damage": ("split",), "choose_deck": ("draw",),
           "move_elevator": ("attach",), "fall_door": ("fall_through",), "fall_room": ("land",),
           "choose_side": ("side",), "monster_side": ("monster_side",),
           "reveal_claim": reveal_claims.ANSWERS}
# why an action of another decision is refused now, by the decision waiting
WAITING = {"choose_explorer": ("B-3.2", N_("every player chooses an explorer first")),
           "turn": ("B-5.1", N_("that is not something to do on your turn now")),
           "place_tile": ("B-7.1", N_("place the room you discovered first")),
           "split_damage": ("B-4.5", N_("split the damage first")),
           "choose_deck": ("B-24.6", N_("choose which kind of card to draw first")),
           "move_elevator": ("B-8.8", N_("choose the door the Mystic Elevator stops at first")),
           "fall_door": ("B-8.6", N_("choose where in the basement you fall first")),
           "fall_room": ("B-8.6", N_("choose where in the basement you fall first")),
           "choose_side": ("B-8.3", N_("choose the side of the barrier you land on first")),
           "monster_side": ("B-8.2", N_("choose the side of the barrier the monster stands on first")),
           "answer_trade": ("B-10.2", N_("the trade offer waits for its answer")),
           "steal_or_damage": ("B-13.2", N_("the winner of the attack chooses first: an item or the damage")),
           "monster_turn": ("B-20.1", N_("it is the monsters' turn: move and attack with them, or end it")),
           "decline_card": ("B-18.3", N_("first say whether you resolve the card you drew")),
           "reveal_claim": ("B-19.2", N_("every living explorer answers whether he reveals himself first"))}


def setup(config: dict, seed: int) -> State:
    config = INFO.check_config(config)
    config.setdefault("today", DEFAULT_TODAY)
    if type(config["today"]) is not str:
        raise IllegalAction("B-G.8", T("today must be a month-day date like 03-14"))
    repeats.check_config(config)
    return setup_phase.setup(config, seed)


def _decider(s: State):
    if s.result is not None:
        return None, None
    if s.phase == "choose_explorers":
        return setup_phase.choosing_seat(s), "choose_explorer"
    if s.decision is not None:
        return s.decision["seat"], s.decision["kind"]
    if s.turn.get("monster_turn"):
        return s.turn["seat"], "monster_turn"
    return s.turn["seat"], "turn"


def _options(s: State, kind: str) -> list:
    """The decision's own answers, then the question to the table every decision offers alike (B-19.2)."""
    return _own_options(s, kind) + reveal_claims.options(s, kind)


def _own_options(s: State, kind: str) -> list:
    seat, _ = _decider(s)
    if kind == "choose_explorer":
        return setup_phase.explorer_options(s, seat)
    if kind == "place_tile":
        return explore.place_options(s)
    if kind == "split_damage":
        return [tuple(o) for o in s.decision["options"]]
    if kind == "choose_deck":
        return [("draw", "item"), ("draw", "event"), ("draw", "omen")]
    if kind == "move_elevator":
        return [("attach", *o) for o in s.decision["options"]]
    if kind == "fall_door":
        return [("fall_through", *o) for o in s.decision["options"]]
    if kind == "fall_room":
        return [("land", room) for room in s.decision["options"]]
    if kind == "choose_side":
        return [("side", "near"), ("side", "far")]
    if kind == "monster_side":
        return [("monster_side", side) for side in s.decision["options"]]
    if kind == "answer_trade":
        return items.answer_options(s)
    if kind == "steal_or_damage":
        return attacks.steal_options(s)
    if kind == "monster_turn":
        return monsters.options(s)
    if kind == "decline_card":
        return effects.decline_options(s)
    if kind == reveal_claims.KIND:
        return [(answer,) for answer in reveal_claims.ANSWERS]
    return _turn_options(s, seat)


def _turn_options(s: State, seat: int) -> list:
    """Explore first, then moves, a barrier crossing, a room's ability and ending the turn (B-5.1: any order,
    any number)."""
    out = [("explore", side) for side in explore.explorable_sides(s, seat)]
    if not s.turn["movement_over"] and s.turn["movement"] >= 1:
        extra = movement.hindrance(s, seat)
        out += [("move", room) for room, _, _, cost in movement.exits(s, seat) if movement.affordable(s, cost, extra)]
    for name, check in (("cross", movement.check_cross), ("use_room", rooms.check_use)):
        try:
            check(s, seat)
            out.append((name,))
        except IllegalAction:
            pass
    out += items.options(s, seat)
    out += attacks.options(s, seat)
    if s.haunt is not None:
        out += tokens.options(s, seat)
        out += stuck.options(s, seat)
    out += winning.task_options(s, seat)
    try:
        haunt.check_reveal_self(s, seat)
        out.append(("reveal",))
    except IllegalAction:
        pass
    out.append(("end_turn",))
    return out


def pending(s: State) -> Pending | None:
    seat, kind = _decider(s)
    if seat is None:
        return None
    return Pending(seat, kind, T(words.PROMPTS[kind]), tuple(_options(s, kind)))


def seat_to_decide(s: State) -> int | None:
    """pending(s).seat without building the Pending and its options (the playout loop asks this every step)."""
    return _decider(s)[0]


def legal_actions(s: State, seat: int) -> list:
    who, kind = _decider(s)
    if who is None or who != seat:
        return []
    return list(_options(s, kind))


def apply(s: State, action) -> State:
    """Refuses with the rule that forbids it, before anything changes; then resolves what follows."""
    if s.result is not None:
        raise IllegalAction("B-14.1", T("the game is over"))
    if not is_plain_action(action) or ARITY.get(action[0]) != len(action):
        raise IllegalAction("B-5.1", T("that is not an action of this game"))
    seat, kind = _decider(s)
    name = action[0]
    if name == reveal_claims.ASK:
        reveal_claims.do_ask(s, seat, kind)
    elif name not in ANSWERS[kind]:
        rule, reason = WAITING[kind]
        raise IllegalAction(rule, T(reason))
    else:
        HANDLERS[name](s, seat, action)
    effects.resolve(s)
    if s.phase == "haunt":
        _after_haunt_action(s)
    if s.turn.get("ending") and s.decision is None and not s.effects and s.result is None:
        turns.finish_turn(s, s.turn["seat"])   # the Boiler Room's damage is split: now the turn really ends
    return s


def _after_haunt_action(s: State) -> None:
    """After any action in the haunt: the dead are laid to rest (B-21), a side that met its goal wins (B-22.1),
    and a turn whose explorer died ends (B-17.3)."""
    death.settle(s)
    if winning.check(s, "action"):
        return
    if s.decision is None and not s.effects and not s.turn.get("monster_turn") and sides.is_dead(s, s.turn["seat"]):
        s.turn["ending"] = True


def _do_split(s: State, seat: int, action) -> None:
    """B-4.5: the player's split of the damage; before the haunt each trait stops at its lowest (B-4.4)."""
    if action not in _options(s, "split_damage"):
        raise IllegalAction("B-4.5", T("split exactly {amount} damage between the two traits", amount=s.decision['amount']))
    decision, s.decision = s.decision, None
    first, second = damage_pair(decision["damage"])   # a death on the first trait ends the split (traits.py)
    for trait, steps in ((first, action[1]), (second, action[2])):
        if steps:
            change_trait(s, seat, trait, -steps, said(N_("{n} {kind} damage from {cause}"), n=decision['amount'],
                                                      kind=DAMAGE_WORDS[decision['damage']], cause=decision['cause']))


def _do_draw(s: State, seat: int, deck) -> None:
    if ("draw", deck) not in _options(s, "choose_deck"):
        raise IllegalAction("B-24.6", T("draw an omen, an item or an event"))
    room = s.decision["room"]
    s.decision = None
    effects.draw_card(s, seat, deck, said(N_("discovering the {room}"), room=words.room_name(room)))


# every answer and the one handler it goes to, as (state, seat, action); the question to the table
# ("ask_to_reveal") is no answer of a decision and goes to reveal_claims before this table is read
HANDLERS = {
    "stay_hidden": lambda s, seat, a: reveal_claims.do_answer(s, seat, False),
    "reveal_myself": lambda s, seat, a: reveal_claims.do_answer(s, seat, True),
    "explorer": lambda s, seat, a: setup_phase.do_choose(s, seat, a[1]),
    "move": lambda s, seat, a: movement.do_move(s, seat, a[1]),
    "explore": lambda s, seat, a: explore.do_explore(s, seat, a[1]),
    "cross": lambda s, seat, a: movement.do_cross(s, seat),
    "use_room": lambda s, seat, a: rooms.do_use(s, seat),
    "attach": rooms.do_attach,
    "fall_through": explore.do_fall_through,
    "land": lambda s, seat, a: rooms.do_land(s, seat, a[1]),
    "side": lambda s, seat, a: falling.do_side(s, seat, a[1]),
    "drop": lambda s, seat, a: items.do_drop(s, seat, a[1]),
    "pick_up": lambda s, seat, a: items.do_pick_up(s, seat, a[1]),
    "trade": items.do_offer,
    "accept": lambda s, seat, a: items.do_answer(s, seat, True),
    "refuse": lambda s, seat, a: items.do_answer(s, seat, False),
    "end_turn": lambda s, seat, a: turns.do_end_turn(s, seat),
    "reveal": lambda s, seat, a: haunt.do_reveal_self(s, seat),
    "attack": attacks.do_attack,
    "task": lambda s, seat, a: winning.do_task(s, seat, a[1]),
    "take_token": tokens.do_take,
    "drop_token": tokens.do_drop,
    "stairs_from_basement": stuck.do_place,
    "steal": attacks.do_steal_or_damage,
    "steal_token": attacks.do_steal_or_damage,
    "deal_damage": attacks.do_steal_or_damage,
    "monster_move": monsters.do_move,
    "monster_attack": monsters.do_attack,
    "monster_take": monsters.do_take,
    "monster_side": monsters.do_side,
    "resolve_card": lambda s, seat, a: effects.do_decline(s, seat, True),
    "decline_card": lambda s, seat, a: effects.do_decline(s, seat, False),
    "end_monster_turn": lambda s, seat, a: turns.finish_turn(s, seat),
    "place": lambda s, seat, a: explore.do_place(s, seat, a[1]),
    "split": _do_split,
    "draw": lambda s, seat, a: _do_draw(s, seat, a[1]),
}


def view(s: State, seat: int) -> dict:
    return views.view(s, seat)


def outcome(s: State) -> Outcome | None:
    if s.result is None:
        return None
    result, reason = s.result
    return Outcome(result, haunt.winners(s), spoken(reason), details={"omens_drawn": s.omens_drawn, "turns": s.turn.get("number", 0)},
                   score_lines=((_("Omens drawn"), s.omens_drawn), (_("Rooms discovered"), len(s.house["rooms"]))))


def game_stats(s: State) -> dict:
    """Per-game fields for `lantern simulate`: which haunt was played (its id; None if none began)."""
    return {"haunt": s.haunt["id"] if s.haunt else None, "rooms_discovered": len(s.house["rooms"])}


def log(s: State) -> list:
    """The log worded in the language of the moment (its entries keep lazy texts, never translated words).
    Bots and the screen ask for it at every step: the worded list so far is remembered on its newest entry (an
    entry is only ever appended after the same ones, clones share them), so a call words only what is new."""
    events = s.log
    if not events:
        return []
    generation = i18n.generation
    done, worded = len(events), None
    while done > 0:
        kept = events[done - 1].__dict__.get("_worded_log")
        if kept is not None and kept[0] == generation and len(kept[1]) == done:
            worded = list(kept[1])
            break
        done -= 1
    worded = worded or []
    worded += [_worded(e) for e in events[done:]]
    object.__setattr__(events[-1], "_worded_log", (generation, tuple(worded)))
    return worded


def _worded(event):
    """One entry in words, remembered on the entry for the language in force (bots and the screen ask for the
    whole log at every step; an entry never changes, a switch of language words it again)."""
    kept = event.__dict__.get("_worded")
    if kept is not None and kept[0] == i18n.generation:
        return kept[1]
    words = replace(event, text=render(event.text), cause=render(event.cause),
                    texts_by_seat=tuple((seat, render(t)) for seat, t in event.texts_by_seat))
    object.__setattr__(event, "_worded", (i18n.generation, words))
    return words


def commit_marker(s: State) -> int:
    """Dice rolled, tiles and cards turned face up: undo never goes back past them."""
    return s.rng.draws + s.draws


def state_hash(s: State) -> str:
    return _state_hash(s)


def clone(s: State) -> State:
    return _clone(s)


def invariants(s: State) -> list:
    return views.invariants(s)


def describe_action(s: State, action) -> str:
    return words.describe_action(s, action)


def seat_name(s: State, seat: int) -> str:
    """The explorer's name in the language of the moment (the shell asks again for each screen)."""
    return render(name_of(s, seat))


def knowledge_group(s: State, seat: int):
    return haunt.knowledge_group(s, seat)


def redeal_secrets(s: State, seat: int, seed: int) -> State:
    return views.redeal_secrets(s, seat, seed)


def turn_label(s: State) -> str:
    if s.phase == "choose_explorers":
        return T("Choosing explorers")
    if s.phase == "haunt" and s.turn.get("monster_turn"):
        return T("Haunt round {round} · the monsters of {name}", round=s.haunt['round'], name=name_of(s, s.turn['seat']))
    if s.phase == "haunt":
        return T("Haunt round {round} · {name}", round=s.haunt['round'], name=name_of(s, s.turn['seat']))
    return T("Turn {number} · {name}", number=s.turn.get('number', 0), name=name_of(s, s.turn['seat']))




def describe_position(s: State) -> str:
    """How far the game is, in public words for the save lists and the menu (B-H.2: the haunt's name is public;
    never who the traitor is, nor a tome)."""
    if s.phase == "choose_explorers":
        return T("Choosing explorers")
    if s.haunt is not None:
        if s.result:
            return T("{haunt}, haunt round {round}, over", haunt=haunt_data.haunt_of(s).title, round=s.haunt["round"])
        return T("{haunt}, haunt round {round}", haunt=haunt_data.haunt_of(s).title, round=s.haunt["round"])
    return T("Turn {number}, {omens} drawn, before the haunt", number=s.turn.get("number", 0),
             omens=Tn("{n} omen", "{n} omens", s.omens_drawn))
