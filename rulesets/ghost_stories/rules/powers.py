"""Who may use which power now (G-8.2, G-18, G-G.6), and taking a Tao token from the reserve."""
from __future__ import annotations

from rulesets.ghost_stories.rules.state import POWER_KW, State


def has_power(s: State, b: int, keyword: str) -> bool:
    """Board b's Taoist has this power on his side and no ghost disables it, or it was borrowed this turn
    from a neutral board's side A with a power token (G-8.2, G-18, G-G.6)."""
    for x in s.borrowed_powers:
        if POWER_KW[x][0] == keyword:
            return True
    return POWER_KW[b][s.power_side[b]] == keyword and s.taoist_alive[b] and not board_disabled(s, b)


def green_skips_curse(s: State, b: int) -> bool:
    """G-18.3 (translator note): the extra-die side also ignores curse-die rolls (not the Cemetery's)."""
    return POWER_KW[b][s.power_side[b]] == "extra_die" and s.taoist_alive[b] and not board_disabled(s, b)


def board_disabled(s: State, b: int) -> bool:
    """A ghost on one of b's three spaces disables its power (G-18.5); the marker leaves with its ghost."""
    sdis = s.ghost_disables_power
    i = b * 3
    return bool(sdis[i] or sdis[i + 1] or sdis[i + 2])


def take_tao(s: State, b: int, c: int) -> None:
    if s.reserve_tao[c] > 0 and s.taoist_alive[b]:
        s.reserve_tao[c] -= 1
        s.tao_tokens[b][c] += 1
        s.log_entries.append(("tao_taken", s.cause, b, c))
