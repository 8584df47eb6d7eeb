"""Dice, trait rolls and moving trait clips (B-4, B-11): every change of a trait goes through here."""
from __future__ import annotations

from engine.i18n import N_, T
from engine.rules.api import LogEvent
from rulesets.betrayal.explorers import TRACK_LENGTH
from rulesets.betrayal.rules.state import DIE_FACES, MENTAL, PHYSICAL, State, name_of, trait_value
from rulesets.betrayal.vocab import spoken, trait_word

TOP = TRACK_LENGTH - 1


def roll_dice(s: State, count: int) -> list:
    """B-11.1: `count` dice of faces 0, 0, 1, 1, 2, 2 (B-G.6: eight dice are enough for any trait)."""
    return s.rng.roll_faces(DIE_FACES, max(0, count))


def trait_roll(s: State, seat: int, trait: str) -> tuple:
    """B-11.3 / B-23.5: as many dice as the trait's current value; (faces, total)."""
    faces = roll_dice(s, trait_value(s, seat, trait))
    return faces, sum(faces)


def move_clip(s: State, seat: int, trait: str, steps: int) -> int:
    """B-4.2-B-4.4: move the clip `steps` along the track (negative: down). Surplus above the top is lost
    (B-4.3); before the haunt a loss stops at the lowest value (B-4.4). After it, a loss past the lowest value
    reaches the skull (B-17.3): the explorer is marked dead (death.py settles his belongings). Returns the
    steps really moved."""
    explorer = s.explorers[seat]
    traits = explorer["traits"]
    before = traits[trait]
    if s.phase == "haunt" and before + steps < 0 and not explorer.get("dead"):
        explorer["dead"] = trait      # the trait that reached the skull; the clip stays below the lowest value
    traits[trait] = max(0, min(TOP, before + steps))
    return traits[trait] - before


def change_trait(s: State, seat: int, trait: str, steps: int, cause: str) -> int:
    """Move a clip and log it in words ("Ada gains 1 Might (now 4)"); a dead explorer's clips move no more."""
    if s.explorers[seat].get("dead"):
        return 0
    moved = move_clip(s, seat, trait, steps)
    if abs(moved) == abs(steps):
        line = N_("{name} gains {n} {trait}, now {value}") if steps > 0 else N_("{name} loses {n} {trait}, now {value}")
    elif moved:
        line = N_("{name} gains {n} {trait} (the track stops there), now {value}") if steps > 0 \
            else N_("{name} loses {n} {trait} (the track stops there), now {value}")
    else:
        line = N_("{name} gains {n} {trait} (already at the end of the track), now {value}") if steps > 0 \
            else N_("{name} loses {n} {trait} (already at the end of the track), now {value}")
    if s.explorers[seat].get("dead") == trait and moved != steps and steps < 0:
        s.log.append(LogEvent(
            "trait_changed", T("{name} loses {n} {trait}: it reaches the skull", name=name_of(s, seat), n=abs(steps), trait=trait_word(trait)),
            {"seat": seat, "trait": trait, "steps": steps, "moved": moved, "value": 0}, cause=spoken(cause)))
        return moved
    s.log.append(LogEvent(
        "trait_changed", T(line, name=name_of(s, seat), n=abs(steps), trait=trait_word(trait), value=trait_value(s, seat, trait)),
        {"seat": seat, "trait": trait, "steps": steps, "moved": moved, "value": trait_value(s, seat, trait)},
        cause=spoken(cause)))
    return moved


def damage_pair(kind: str) -> tuple:
    """B-4.5: the two traits a kind of damage is split between."""
    return PHYSICAL if kind == "physical" else MENTAL


def split_options(s: State, seat: int, kind: str, amount: int) -> list:
    """Every way to split `amount` damage (B-4.5), as ("split", steps on the first trait, on the second).
    The split that leaves the lower of the two traits highest comes first: the pre-selected answer."""
    first, second = damage_pair(kind)
    traits = s.explorers[seat]["traits"]
    options = [("split", a, amount - a) for a in range(amount + 1)]

    def left(option):
        low = min(max(0, traits[first] - option[1]), max(0, traits[second] - option[2]))
        return (-low, option[1])
    return sorted(options, key=left)
