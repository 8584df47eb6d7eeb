"""End-of-game score (G-17) and the conservation invariants the playout tests check."""
from __future__ import annotations

from rulesets.ghost_stories.rules.state import CORNERS, State


def score(s: State) -> dict:
    T = s.T
    won = s.result == "win"
    diff = T.difficulties[s.difficulty]
    parts = {
        "victory": diff.win_bonus if won else 0,                                   # G-17.1
        "deck": len(s.deck) * (1 if won else -1),                                  # G-17.2
        "qi": sum(s.qi[b] for b in range(4) if s.player[b] and s.alive[b]),        # G-17.3
        "dead_taoists": -3 * sum(1 for b in range(4) if s.player[b] and not s.alive[b]),
        "haunted": -4 * sum(s.haunted),
        "wu_fengs": sum(T.setup.wu_feng_score[:s.wf_killed]) if s.difficulty >= 2 else 0,   # G-17.4
        "villagers": len(s.shelter),                                               # G-17.5
        "portal": 0 if s.portal == 4 else (2 if s.portal in CORNERS else 4),
    }
    parts["total"] = sum(parts.values())
    return parts


def invariants(s: State) -> list:
    """Broken conservation rules, as readable strings (empty when everything holds)."""
    T = s.T
    su = T.setup
    bad = []
    tao = [s.res_tao[c] + sum(s.tok[b][c] for b in range(4)) + (s.circle == c) + s.gone_tao[c] for c in range(5)]
    if any(x != su.reserve.tao_per_colour for x in tao):
        bad.append(f"Tao tokens not conserved: {tao}")
    if min(s.res_tao) < 0 or min(min(t) for t in s.tok) < 0:
        bad.append("negative Tao tokens")
    qi = s.res_qi + sum(s.qi)
    if qi != su.reserve.qi or min(s.qi) < 0 or s.res_qi < 0:
        bad.append(f"Qi not conserved: {qi} (reserve {s.res_qi}, boards {s.qi})")
    cry = s.res_cry + sum(s.cry) + sum(s.recept)
    if cry != su.reserve.moon_crystals or min(s.cry) < 0 or s.res_cry < 0:
        bad.append(f"Moon Crystals not conserved: {cry}")
    vill = sum(len(v) for v in s.vill) + len(s.graveyard) + len(s.shelter)
    if vill != len(T.villager_family):
        bad.append(f"villagers not conserved: {vill}")
    if max(len(v) for v in s.vill) > 3:
        bad.append("a tile holds more than 3 villagers")
    in_play = [c for c in s.sp if c >= 0]
    if s.dec is not None and s.dec[0] == "place_ghost":
        in_play.append(s.dec[3][1])      # drawn, waiting for the players to pick its space
    cards = len(s.deck) + len(in_play) + len(s.discard) + len(s.removed) + len(s.box)
    if cards != len(T.card_id):
        bad.append(f"ghost cards not conserved: {cards}")
    if len(set(s.deck + in_play + s.discard + s.removed + s.box)) != cards:
        bad.append("a ghost card is in two places")
    wf = sum(1 for c in s.deck + in_play if T.is_wf[c])
    if s.result is None and wf != s.wf_left:
        bad.append(f"Wu-Feng count {s.wf_left} but {wf} in deck and play")
    bud = s.temple_bud + s.res_bud + sum(s.bud) + sum(s.sbud) + s.lost_bud
    if bud != su.reserve.buddhas:
        bad.append(f"Buddhas not conserved: {bud}")
    for b in range(4):
        if s.alive[b] and not (0 <= s.pos[b] < 9 and s.qi[b] > 0):
            bad.append(f"living Taoist {b} misplaced or without Qi")
        if s.alive[b] and not s.player[b]:
            bad.append(f"neutral board {b} has a Taoist")
    return bad
