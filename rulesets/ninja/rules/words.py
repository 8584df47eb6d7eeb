"""Words for players: prompts per decision and a short label per action (public facts only, no rule ids)."""
from __future__ import annotations

from rulesets.ninja.rules.state import ALERT_NAMES, OFF_MAP, tables, zone_name

PROMPTS = {
    "sentries": "Place a sentry on a free watch post.",
    "patrols": "Place a patrol of two on the patrol track and choose where it faces.",
    "guard_hand": "Choose your starting hand: set cards aside into the draw deck, or keep the suggested hand.",
    "sleeping": "Mark a sleeping guard in a barracks (at most two per barracks).",
    "missions": "Hide the next mission goal in a castle room.",
    "traps": "Hide a trap in a castle room.",
    "hidden_sentries": "Hide a hidden sentry in a castle room.",
    "lone_wolf": "Choose which intruder you play alone.",
    "ninja_hand": "Choose the ninja's cards: set cards aside, or keep the suggested ones.",
    "traitor_hand": "Choose the traitor's cards: set cards aside, or keep the suggested ones.",
    "ninja_start": "Choose the ninja's secret start on the edge of the map.",
    "traitor_start": "Choose the traitor's secret start inside the outer moat.",
    "intruder_start": "Choose the intruder's secret start.",
    "passage": "Mark an entrance of the secret passage.",
    "play_drawn": "Alert Phase: play any of the cards just drawn, or end the phase.",
    "play_cards": "Card Phase: play up to two cards, take the free listen, or end the phase.",
    "move_patrol": "Patrol Phase: march the patrol two zones along the track.",
    "patrol_attacks": "Patrol Phase: strike with Kenjutsu, let sentries join patrols, or end the guards' turn.",
    "guard_move": "Move the guards one zone, or stop here.",
    "it_was_a_cat": "The guards are listening. Answer with It Was a Cat, or let them listen.",
    "intruder_move": "Intruders' Phase: move, play cards, or stop.",
    "intruder_search": "Intruders' Phase: declare searches in zones entered or left this turn, then finish.",
    "hidden_sentry": "A hidden sentry is found! Kill him with a card, or let him stand.",
    "full_fortress": "Twenty guards stand on the map: take one away for the hidden sentry, or place none.",
    "hidden_sentry_figure": "A hidden sentry stands up: choose a sword or a spear guard, and so who commands him.",
    "alert_draw_split": "The guards agree who draws the alert cards: how many go to the sword player "
                        "(the spear player draws the rest)?",
    "card_limit_agreement": "Card Phase: the guards agree how to play their two cards.",
    "guard_bonus_cards": "An intruder died early: take up to five cards from your deck and discard pile.",
    "guard_bonus_sleepers": "Mark three more sleeping guards in barracks.",
    "respawn_cards": "A new intruder comes: choose his cards from the whole deck.",
    "respawn_start": "Choose the new intruder's secret start.",
    "setup_done": "Your secret setup is complete. Look it over (Undo takes your last choice back, unless it "
                  "was placed at random), then pass the laptop.",
}
PUBLIC_KIND = {"encounter": "intruder_move"}    # an encounter must look like any other moment of the move


def card_name(card_id: str) -> str:
    return tables().cards[card_id].name


def _target_words(args) -> str:
    if not args:
        return ""
    if args[0] in ("sentry", "patrol"):
        return f" on {args[0]} {args[1]}"
    if len(args) == 2 and isinstance(args[0], int):
        return f": guard {args[0]} strikes the {args[1]}" if args[1] in ("ninja", "traitor") \
            else f": guard {args[0]} enters the passage"
    if len(args) == 2:
        return f" at {zone_name(args[0])}" + (f", facing {zone_name(args[1])}" if args[1] else "")
    return ""


def _card_label(s, a) -> str:
    extra = ""
    if len(a) > 2:
        extra = " on the hidden sentry" if a[2] == "hidden_sentry" else \
            (f" over the wall to {zone_name(a[2])}" if isinstance(a[2], str) else f" on guard {a[2]}")
    return f"The {a[0]} plays {card_name(a[1])}{extra}"


def _hide_label(s, a) -> str:
    what = {"trap": "a trap", "hidden_sentry": "a hidden sentry"}.get(a[0], f"mission goal {a[0]}")
    return f"Hide {what} in {zone_name(a[1])}"


def _sword_draws_label(s, a) -> str:
    owed = s.decision.get("owed") if s is not None and s.decision else None
    if owed is None:
        return f"The sword player draws {a[0]}, the spear player the rest"
    return f"The sword player draws {a[0]}, the spear player {owed - a[0]}"


STANDING_ORDERS = {"ask": "Ask me on every Listen", "never": "Never answer a Listen with It Was a Cat "
                   "(no hand-over, so the guards will see you are not asked)",
                   "first_heard": "Play It Was a Cat the first time one of us is heard "
                                  "(answered without a hand-over, so the guards will know someone was heard)"}

# Actions whose label needs nothing but their kind.
FIXED_LABELS = {
    "keep_suggested_hand": "Keep the suggested cards",
    "keep_suggested_cards": "Keep the suggested cards",
    "place_the_rest_at_random": "Place the rest at random",
    "end_phase": "End this phase",
    "stop_moving": "Stop here",
    "it_was_a_cat": "Play It Was a Cat",
    "let_them_listen": "Let them listen",
    "let_the_sentry_be": "Let the sentry stand",
    "no_figure": "Place no figure",
    "share_the_two_cards": "Share the two cards as we play",
    "one_card_each": "At most one card each",
    "done_taking": "Take no more cards",
    "pass_the_laptop": "Done — pass the laptop",
}

# One label per action kind: label(state, arguments) -> words.
LABELS = {
    "sentry": lambda s, a: f"Sentry at {zone_name(a[0])}",
    "patrol": lambda s, a: f"Patrol at {zone_name(a[0])} facing {zone_name(a[1])}",
    "set_aside": lambda s, a: f"Set aside {card_name(a[0])}",
    "set_aside_card": lambda s, a: f"Set aside the {a[0]}'s {card_name(a[1])}",
    "sleep": lambda s, a: f"Sleeping guard in {zone_name(a[0])}",
    "hide": _hide_label,
    "play_alone": lambda s, a: f"Play the {a[0]} alone",
    "start": lambda s, a: f"Start the {a[0]} at {zone_name(a[1])}",
    "entrance": lambda s, a: f"Passage entrance at {zone_name(a[0])}",
    "play": lambda s, a: f"Play {card_name(a[0])}{_target_words(a[1:])}",
    "free_listen": lambda s, a: f"Free listen by {a[0]} {a[1]}",
    "patrol_move": lambda s, a: f"Patrol {a[0]} marches to {zone_name(a[1][-1])}"
                                + (f", then faces {zone_name(a[2])}" if a[2] else ""),
    "step": lambda s, a: "Leave by the other end" if a[0] == "other_entrance" else f"Step to {zone_name(a[0])}",
    "move": lambda s, a: "Leave the map" if a[1] == OFF_MAP else f"The {a[0]} moves to {zone_name(a[1])}",
    "card": _card_label,
    "bluff": lambda s, a: f"The {a[0]} plays {card_name(a[1])} as a bluff",
    "standing_order": lambda s, a: STANDING_ORDERS.get(a[0], "Standing order"),
    "stop": lambda s, a: f"The {a[0]} stops",
    "be_seen": lambda s, a: f"The {a[0]} is seen",
    "search": lambda s, a: f"The {a[0]} searches {zone_name(a[1])}",
    "done_searching": lambda s, a: f"The {a[0]} is done searching",
    "group_sentries": lambda s, a: f"Sentries at {zone_name(a[0])} form a patrol"
                                   + (f" facing {zone_name(a[1])}" if a[1] else ""),
    "join_patrol": lambda s, a: f"Guard {a[0]} joins patrol {a[1]}",
    "make_room": lambda s, a: f"Take away guard {a[0]}",
    "stand_figure": lambda s, a: f"A {a[0]} guard stands up (the {a[0]} player commands him)",
    "sword_draws": _sword_draws_label,
    "take_card": lambda s, a: f"Take {card_name(a[0])}",
    "pick_card": lambda s, a: f"Give the {a[0]} {card_name(a[1])}",
}


def describe_action(s, action) -> str:
    name = action[0] if action else ""
    if name in FIXED_LABELS:
        return FIXED_LABELS[name]
    label = LABELS.get(name)
    return label(s, action[1:]) if label else "Unknown action"


def turn_label(s) -> str:
    if s.phase in ("guard_setup", "intruder_setup"):
        return "Setting up"
    if s.phase == "over":
        return f"Game over after turn {s.turn}"
    phase = {"alert": "Alert Phase", "guard_cards": "Card Phase", "patrols": "Patrol Phase",
             "intruders": "Intruders' Phase"}[s.phase]
    return f"Turn {s.turn} of 20 · {phase} · alert {ALERT_NAMES[s.alert]}"
