"""End-of-game score (G-17) and the conservation invariants the playout tests check."""
from __future__ import annotations

from engine.i18n import N_, _
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.state import CORNERS, State


def score(s: State) -> dict:
    T = TABLES
    won = s.result == "win"
    living_qi = dead = 0
    alive, qi, played = s.taoist_alive, s.qi, s.board_played
    for b in range(4):                  # plain loops: the playout loop scores every game it ends
        if alive[b]:
            living_qi += qi[b]
        elif played[b]:
            dead += 1
    portal = s.portal_tile
    parts = {
        "victory": T.difficulties[s.difficulty_level].win_bonus if won else 0,     # G-17.1
        "deck": len(s.deck) if won else -len(s.deck),                              # G-17.2
        "qi": living_qi,                                                 # G-17.3: a living Taoist's (never neutral)
        "dead_taoists": -3 * dead,
        "haunted": -4 * sum(s.haunted),
        "wu_fengs": sum(T.setup.wu_feng_score[:s.wu_fengs_exorcised]) if s.difficulty_level >= 2 else 0,   # G-17.4
        "villagers": len(s.shelter),                                               # G-17.5
        "portal": 0 if portal == 4 else (2 if portal in CORNERS else 4),
    }
    parts["total"] = sum(parts.values())
    return parts


# The score table of G-17, in the order the results screen lists it.
SCORE_LABELS = (("victory", N_("Victory bonus")), ("deck", N_("Ghost cards left in the deck")),
                ("qi", N_("Qi of the living Taoists")), ("dead_taoists", N_("Dead Taoists")),
                ("haunted", N_("Haunted tiles")), ("wu_fengs", N_("Wu-Fengs exorcised")),
                ("villagers", N_("Villagers saved")), ("portal", N_("Portal away from the centre")))


def score_lines(parts: dict) -> tuple:
    """(label, points) rows of the score, for the results screen; rows worth nothing are left out."""
    lines = []
    for key, label in SCORE_LABELS:     # a plain loop: every game's outcome lists these, a generator costs more
        points = parts[key]
        if points:
            lines.append((_(label), points))
    return tuple(lines)


def invariants(s: State) -> list:
    """Broken conservation rules, as readable strings (empty when everything holds)."""
    T = TABLES
    su = T.setup
    bad = []
    tao = [s.reserve_tao[c] + sum(s.tao_tokens[b][c] for b in range(4)) + (s.circle_colour == c) + s.tao_out_of_game[c] for c in range(5)]
    if any(x != su.reserve.tao_per_colour for x in tao):
        bad.append(f"Tao tokens not conserved: {tao}")
    if min(s.reserve_tao) < 0 or min(min(t) for t in s.tao_tokens) < 0:
        bad.append("negative Tao tokens")
    qi = s.reserve_qi + sum(s.qi)
    if qi != su.reserve.qi or min(s.qi) < 0 or s.reserve_qi < 0:
        bad.append(f"Qi not conserved: {qi} (reserve {s.reserve_qi}, boards {s.qi})")
    cry = s.reserve_crystals + sum(s.moon_crystals) + sum(s.barrier_crystals)
    if cry != su.reserve.moon_crystals or min(s.moon_crystals) < 0 or s.reserve_crystals < 0:
        bad.append(f"Moon Crystals not conserved: {cry}")
    vill = sum(len(v) for v in s.villagers) + len(s.graveyard) + len(s.shelter)
    if vill != len(T.villager_family):
        bad.append(f"villagers not conserved: {vill}")
    if max(len(v) for v in s.villagers) > 3:
        bad.append("a tile holds more than 3 villagers")
    in_play = [c for c in s.ghost_spaces if c >= 0]
    if s.decision is not None and s.decision[0] == "place_ghost":
        in_play.append(s.decision[3][1])      # drawn, waiting for the players to pick its space
    cards = len(s.deck) + len(in_play) + len(s.discard_pile) + len(s.removed_cards) + len(s.wu_fengs_in_box)
    if cards != len(T.card_id):
        bad.append(f"ghost cards not conserved: {cards}")
    if len(set(s.deck + in_play + s.discard_pile + s.removed_cards + s.wu_fengs_in_box)) != cards:
        bad.append("a ghost card is in two places")
    for x in range(12):     # a ghost leaving a space takes its figure, disabled power and held dice along
        if s.ghost_spaces[x] < 0 and (s.haunter_steps[x] or s.ghost_disables_power[x] or s.captured_dice[x]):
            bad.append(f"empty ghost space {x} keeps a haunter, a disabled power or held dice")
    wf = sum(1 for c in s.deck + in_play if T.is_wf[c])
    if s.result is None and wf != s.wu_fengs_left:
        bad.append(f"Wu-Feng count {s.wu_fengs_left} but {wf} in deck and play")
    bud = s.temple_buddhas + s.reserve_buddhas + sum(s.buddhas_held) + sum(s.buddha_on_space) + s.buddhas_in_transit
    bud += s.buddhas_out_of_game
    if bud != su.reserve.buddhas:
        bad.append(f"Buddhas not conserved: {bud}")
    dead = sum(1 for b in range(4) if s.board_played[b] and not s.taoist_alive[b])
    if s.dead_taoists != dead:
        bad.append(f"{s.dead_taoists} dead Taoists counted but {dead} lie dead")
    for b in range(4):
        if s.taoist_alive[b] and not (0 <= s.taoist_tile[b] < 9 and s.qi[b] > 0):
            bad.append(f"living Taoist {b} misplaced or without Qi")
        if s.taoist_alive[b] and not s.board_played[b]:
            bad.append(f"neutral board {b} has a Taoist")
        # the "arrived this turn" counts are a part of what the board holds, never more
        if s.crystals_gained_this_turn[b] > s.moon_crystals[b] or s.buddhas_gained_this_turn[b] > s.buddhas_held[b]:
            bad.append(f"board {b} counts more Moon Crystals or Buddhas arrived this turn than it holds")
    return bad
