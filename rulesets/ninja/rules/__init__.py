"""Ninja: Legend of the Scorpion Clan — the PURE ruleset module (DESIGN.md principle 2) over the phase modules.

Seats (Part 1): 2 players — 0 guards, 1 both intruders; 3 players — 0 guards, 1 ninja, 2 traitor;
4 players — 0 sword guards, 1 spear guards, 2 ninja, 3 traitor.
"""
from __future__ import annotations

from engine.i18n import N_, T
from engine.rules.api import ConfigChoice, GameInfo, IllegalAction, Outcome, Pending, is_plain_action
from rulesets.ninja.cards_data import CARDS_FILE
from rulesets.ninja.data import FORTRESS_PATH
from rulesets.ninja.rules import (
    fights,
    flow,
    guard_agreements,
    guard_moves,
    guard_phase,
    intruder_phase,
    setup_phase,
    views,
    words,
)
from rulesets.ninja.rules.state import FIGURE_CAP, FIGURES, State, tables
from rulesets.ninja.rules.state import clone as _clone
from rulesets.ninja.rules.state import state_hash as _state_hash

INFO = GameInfo(
    id="ninja", title=N_("Ninja: Legend of the Scorpion Clan"), players_min=2, players_max=4, default_players=2,
    choices=(
        ConfigChoice("variant", N_("Variant"), ("standard", "lone_wolf", "contested_ground"), "standard",
                     (N_("Standard"), N_("Lone Wolf (two players, one intruder)"),
                      N_("Contested Ground (two rival intruder players)")),
                     N_("Lone Wolf: the intruder plays one figure and the guards field two patrols. Contested "
                        "Ground: the two intruders share nothing and race each other.")),
        ConfigChoice("lone_wolf_secret", N_("Lone Wolf: which intruder plays stays secret"), (False, True),
                     False, (N_("No"), N_("Yes")), N_("The harder Lone Wolf: the guards learn which intruder plays only "
                                                      "when he first plays a card (or is seen).")),
        ConfigChoice("intruder_cards", N_("Intruder cards"), (0, -2, -1, 1, 2, 3), 0,
                     (N_("As printed"), N_("Two fewer"), N_("One fewer"), N_("One more"), N_("Two more"),
                      N_("Three more")),
                     N_("Balance: more or fewer cards in each intruder's starting hand.")),
        ConfigChoice("mission_raises_alert", N_("A completed mission raises the alert"), (False, True), False,
                     (N_("No"), N_("Yes"))),
        ConfigChoice("passage_find_raises_alert", N_("Finding the secret passage raises the alert"), (False, True),
                     False, (N_("No"), N_("Yes"))),
        ConfigChoice("guard_strength", N_("Guards"), ("standard", "fewer", "more"), "standard",
                     (N_("8 sentries, 3 patrols, 8 sleeping"), N_("6 sentries, 2 patrols, 6 sleeping"),
                      N_("10 sentries, 3 patrols, 10 sleeping"))),
        ConfigChoice("ropes_noticed", N_("Guards notice ropes"), (False, True), False, (N_("No"), N_("Yes")),
                     N_("A guard ending his turn at either end of a rope reveals it.")),
        ConfigChoice("passage_never_noticed", N_("Guards never notice the secret passage"), (False, True), False,
                     (N_("No"), N_("Yes"))),
        ConfigChoice("respawn_before_turn", N_("Dead intruders come back if they die before turn"), (10, 11), 10,
                     (N_("10 (a death on turn 10 is final)"), N_("11 (a death on turn 10 is replaced)"))),
    ),
    hidden_information=True, data_files=(FORTRESS_PATH, CARDS_FILE), step_cap=20000,
    combinations=setup_phase.check_combination,
    # contested ground: the one intruder who escaped with his mission wins alone (N-23.1b)
    results=(("guards", N_("The guards won")), ("intruders", N_("The intruders won")),
             ("ninja", N_("The ninja won alone")), ("traitor", N_("The traitor won alone"))),
)

# The steps that end a side's look before the laptop goes on (N-H.6): the shell never lets the second half of a
# double press take one of them (engine/play/double_press.py).
PASSES_THE_LAPTOP = ("pass_the_laptop", "done_searching", "end_phase")

OPTIONS = {}
for _module in (setup_phase, guard_phase, guard_moves, intruder_phase, fights, guard_agreements):
    OPTIONS.update(_module.OPTIONS)
HANDLERS = {}
for _module in (setup_phase, guard_phase, guard_moves, intruder_phase, fights, guard_agreements):
    HANDLERS.update(_module.HANDLERS)
# the same action word answers two decisions: which handler depends on the decision
HANDLERS_BY_DECISION = {("guard_bonus_sleepers", "sleep"): fights.do_bonus_sleep,
                        ("respawn_start", "start"): fights.do_respawn_start}
# why an action that is not among the options is refused, by its first word
REFUSALS = {
    "sentry": ("N-3.10", N_("a sentry goes on a free watch post")),
    "patrol": ("N-3.11", N_("a patrol stands on the patrol track, facing along it")),
    "set_aside": ("N-3.8", N_("only cards still in the hand can be set aside")),
    "sleep": ("N-3.14", N_("sleeping guards lie in barracks, at most two in each")),
    "hide": ("N-3.14", N_("each object goes alone into a castle room without a watch post, three goals a castle")),
    "start": ("N-3.15", N_("that is not a start this intruder may choose")),
    "entrance": ("N-3.15", N_("a passage entrance goes in a zone that is not a moat")),
    "play": ("N-6.6", N_("that card cannot be played on that target now (one card per guard, two per Card Phase)")),
    "free_listen": ("N-9.3", N_("the free listen needs a turn with no card played")),
    "patrol_move": ("N-10.2", N_("a patrol marches exactly two zones forward along the track")),
    "step": ("N-8.4", N_("guards never cross walls and move at most two zones")),
    "move": ("N-11.3", N_("an intruder moves at most three zones, never over a wall without a rope")),
    "card": ("N-20.1", N_("that card cannot be played like that now")),
    "search": ("N-13.2", N_("an intruder searches at most two zones he entered or left this turn")),
    "it_was_a_cat": ("N-7.4", N_("It Was a Cat answers a Listen, and the traitor must hold one")),
}


def upgrade_config(config: dict) -> dict:
    """Settings an older Lantern accepted, as today's rules take them: the secret Lone Wolf option, once offered
    with every variant, never did anything outside Lone Wolf (N-23.1a), so it is turned off there."""
    if isinstance(config, dict) and config.get("lone_wolf_secret") and config.get("variant") != "lone_wolf":
        return {**config, "lone_wolf_secret": False}
    return config


def setup(config: dict, seed: int) -> State:
    config = INFO.check_config(config)
    s = setup_phase.setup(config, seed)
    flow.settle(s)
    return s


def _decision(s):
    seat, kind = flow.decider(s)
    return seat, kind


def pending(s: State) -> Pending | None:
    if s.result is not None:
        return None
    seat, kind = _decision(s)
    public_kind = words.PUBLIC_KIND.get(kind, kind)
    if s.decision is None and s.phase == "intruder_setup":
        public_kind = views.public_step(s)
    return Pending(seat, public_kind, T(words.PROMPTS[public_kind]), tuple(_options(s, kind)))


def _options(s, kind) -> list:
    if s.cache is None or s.cache.get("kind") != kind:
        s.cache = {"kind": kind, "options": _compute_options(s, kind)}
    return s.cache["options"]


def _compute_options(s, kind) -> list:
    if s.phase == "guard_setup" and s.decision is None:
        return setup_phase.guard_setup_options(s)
    if s.phase == "intruder_setup" and s.decision is None:
        return setup_phase.intruder_setup_options(s)
    return OPTIONS[kind](s)


def legal_actions(s: State, seat: int) -> list:
    if s.result is not None:
        return []
    who, kind = _decision(s)
    if who != seat:
        return []
    return list(_options(s, kind))


def apply(s: State, action) -> State:
    if s.result is not None:
        raise IllegalAction("N-21.1", T("the game is over"))
    if not is_plain_action(action):
        raise IllegalAction("N-5.2", T("that is not an action of this game"))
    seat, kind = _decision(s)
    if action not in set(_options(s, kind)):
        rule, reason = REFUSALS.get(action[0], ("N-5.2", N_("that is not a choice of this moment of the game")))
        raise IllegalAction(rule, T(reason))
    handler = HANDLERS_BY_DECISION.get((kind, action[0])) or HANDLERS[action[0]]
    s.cache = None
    handler(s, action)
    flow.settle(s)
    s.cache = None
    return s


def view(s: State, seat: int) -> dict:
    return views.view(s, seat)


def outcome(s: State) -> Outcome | None:
    if s.result is None:
        return None
    result, reason, why = s.result
    if result == "guards":
        winners = tuple(s.guard_seats)
    elif result == "intruders":
        winners = tuple(sorted(set(s.intruder_seat[f] for f in FIGURES if s.intruders[f]["status"] != "absent")))
    elif result in FIGURES:
        winners = (s.intruder_seat[result],)
    else:
        winners = ()
    lines = tuple((_score_line(s, f), int(s.intruders[f]["status"] == "exited" and s.intruders[f]["mission_done"]))
                  for f in FIGURES if s.intruders[f]["status"] != "absent")
    return Outcome(result, winners, T("{why}. {reason}", why=flow.end_words(why), reason=flow.result_words(reason)),
                   details={"turn": s.turn}, score_lines=lines)


_STATUS_WORDS = {"active": N_("in the fortress"), "exited": N_("escaped"), "dead": N_("dead"), "waiting": N_("waiting")}


def _score_line(s, figure):
    me = s.intruders[figure]
    status = _STATUS_WORDS.get(me["status"], me["status"])
    if me["mission_done"]:
        return T("The {figure}: mission completed, {status}", figure=figure, status=status)
    return T("The {figure}: mission not completed, {status}", figure=figure, status=status)


def log(s: State) -> list:
    return s.log


def commit_marker(s: State) -> int:
    """Randomness used plus secrets revealed: undo never crosses either."""
    return s.rng.draws + s.reveals


def state_hash(s: State) -> str:
    return _state_hash(s)


def clone(s: State) -> State:
    return _clone(s)


def invariants(s: State) -> list:
    """Conservation: cards, figures and bounds (in words)."""
    broken = []
    t = tables()
    guard_cards = sum(len(s.hands[k]) + len(s.decks[k]) + len(s.discards[k]) + len(s.drawn[k]) for k in s.hands)
    guard_cards += sum(len(me["wounds"]) for me in s.intruders.values()) + s.guard_passage_cards
    if guard_cards != len(t.deck_cards["guard"]):
        broken.append(f"the guard cards add up to {guard_cards}, not {len(t.deck_cards['guard'])}")
    if len(s.guards) > FIGURE_CAP:
        broken.append(f"{len(s.guards)} guard figures on the map, more than {FIGURE_CAP}")
    if not 0 <= s.alert <= 3:
        broken.append("the alert level left its track")
    if any(n < 0 or n > 2 for n in s.sleeping.values()):
        broken.append("a barracks holds a wrong number of sleeping guards")
    for f in FIGURES:
        me = s.intruders[f]
        if me["steps"] > 3:
            broken.append(f"the {f} moved more than three zones")
        if len(me["searches"]) > 2:
            broken.append(f"the {f} searched more than two zones")
    zones = set(t.zone_ids)
    for g in s.guards:
        if g["zone"] not in zones and not g["zone"].startswith("secret_passage"):
            broken.append(f"guard {g['number']} stands nowhere")
    if s.turn > 20:
        broken.append("the game ran past turn 20")
    return broken


def describe_action(s: State, action) -> str:
    return words.describe_action(s, action)


def seat_name(s: State, seat: int) -> str:
    if seat in s.guard_seats:
        if len(s.guard_seats) == 2:
            return T("the sword guards") if seat == s.guard_seats[0] else T("the spear guards")
        return T("the guards")
    figures = [f for f in FIGURES if s.intruder_seat[f] == seat]
    return T("the intruders") if len(figures) == 2 else T("the ninja") if figures[0] == "ninja" else T("the traitor")


def knowledge_group(s: State, seat: int):
    return views.knowledge_group(s, seat)


def redeal_secrets(s: State, seat: int, seed: int) -> State:
    return views.redeal_secrets(s, seat, seed)


def turn_label(s: State) -> str:
    return words.turn_label(s)


def describe_position(s: State) -> str:
    """The save's summary line, a lazy text: the save keeps its English and its words (engine/rules/saves.py)."""
    return words.position_words(s)
