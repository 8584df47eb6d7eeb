"""Attacks after the haunt (B-12, B-13): opposed trait rolls, damage split by the loser, stuns, distance, stealing."""
from __future__ import annotations

from engine.geometry import SIDE_OFFSET
from engine.i18n import N_, T
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.data import doors_meet
from rulesets.betrayal.grid import door_sides, locked_sides
from rulesets.betrayal.rules import effects, items, tokens
from rulesets.betrayal.rules.haunt_data import monster_data
from rulesets.betrayal.rules.sides import explorer_foes, is_dead, monster_foes_of
from rulesets.betrayal.rules.state import State, card, figure, house_of, name_of, trait_value
from rulesets.betrayal.rules.traits import roll_dice
from rulesets.betrayal.vocab import monster_words, said, spoken, trait_word

MENTAL_TRAITS = ("sanity", "knowledge")   # B-12.4: attacks with these deal mental damage


# ---- fighters as data: ("explorer", seat) or ("monster", index) -------------------------------------------
def fighter_name(s: State, kind: str, index: int) -> str:
    if kind == "explorer":
        return name_of(s, index)
    return monster_words(s.haunt["monsters"][index])


def where_of(s: State, kind: str, index: int) -> dict:
    if kind == "explorer":
        return figure(s, index)
    m = s.haunt["monsters"][index]
    return {"room": m["room"], "side": m.get("side", "")}


def monster_stat(s: State, index: int, trait: str) -> int:
    return getattr(monster_data(s, index), trait)


def dice_for(s: State, kind: str, index: int, trait: str) -> int:
    return trait_value(s, index, trait) if kind == "explorer" else monster_stat(s, index, trait)


# ---- line of sight (B-13.1, B-G.10) ---------------------------------------------------------------------
def in_sight(s: State, here: str, there: str) -> bool:
    """Rooms in one row or column of one floor, every border between them a real door pair (B-G.10)."""
    house = house_of(s)
    a, b = house.where(here), house.where(there)
    if a is None or b is None or a.floor != b.floor or a.tile.id == b.tile.id:
        return False
    dx, dy = b.cell[0] - a.cell[0], b.cell[1] - a.cell[1]
    if dx and dy:
        return False
    step = ((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))
    side = next(k for k, v in SIDE_OFFSET.items() if v == step)
    placed = a
    while placed.tile.id != b.tile.id:
        if side not in door_sides(placed.tile, placed.turn) or side in locked_sides(placed.tile, placed.turn):
            return False
        cell = (placed.cell[0] + step[0], placed.cell[1] + step[1])
        nxt = house.at(a.floor, cell)
        if nxt is None or not doors_meet(placed.tile, placed.turn, side, nxt.tile, nxt.turn):
            return False
        placed = nxt
    return True


# ---- an explorer's attack on his turn (B-12.2) ------------------------------------------------------------
def options(s: State, seat: int) -> list:
    """("attack", "explorer"|"monster", index, weapon or "") for each opponent in reach, once a turn."""
    if s.haunt is None or s.turn.get("attacked") or is_dead(s, seat):
        return []
    here = figure(s, seat)
    weapons = [c for c in s.explorers[seat]["cards"] if card(c).weapon and items.free(s, c)]
    near = [""] + weapons
    far = [w for w in weapons if card(w).distance]
    targets = [("explorer", o) for o in explorer_foes(s, seat)] + [("monster", i) for i in monster_foes_of(s, seat)]
    out = []
    for kind, index in targets:
        there = where_of(s, kind, index)
        if there == here:
            out += [("attack", kind, index, w) for w in near]
        elif far and in_sight(s, here["room"], there["room"]):
            out += [("attack", kind, index, w) for w in far]   # B-13.1: a distance attack
    return out


def do_attack(s: State, seat: int, action) -> None:
    if s.haunt is None:
        raise IllegalAction("B-12.1", T("nobody attacks before the haunt"))
    if s.turn.get("attacked"):
        raise IllegalAction("B-12.2", T("you have already attacked this turn"))
    if action not in options(s, seat):
        _, kind, index, weapon = action
        if weapon and (weapon not in s.explorers[seat]["cards"] or not card(weapon).weapon):
            raise IllegalAction("B-10.8", T("attack with a weapon you hold, or unarmed"))
        if weapon and not items.free(s, weapon):
            raise IllegalAction("B-10.3", T("that item has already been used this turn"))
        raise IllegalAction("B-12.2", T("attack one opponent in your room (or in sight with a distance weapon)"))
    _, kind, index, weapon = action
    s.turn["attacked"] = True
    if weapon:
        s.turn["item_uses"].append(weapon)   # B-10.3: attacking with it is the weapon's use this turn
    distance = where_of(s, kind, index) != figure(s, seat)
    fight(s, ("explorer", seat), (kind, index), "might", weapon, distance)


def fight(s: State, attacker: tuple, defender: tuple, trait: str, weapon: str = "", distance: bool = False) -> None:
    """B-12.3: both roll dice equal to the trait (a weapon adds its dice to the attacker's only, B-10.8); the
    higher deals the difference to the loser; a tie deals nothing."""
    extra = card(weapon).attack_dice if weapon else 0
    a_faces = roll_dice(s, dice_for(s, *attacker, trait) + extra)
    d_faces = roll_dice(s, dice_for(s, *defender, trait))
    a_total, d_total = sum(a_faces), sum(d_faces)
    a_name, d_name = fighter_name(s, *attacker), fighter_name(s, *defender)
    if weapon:
        text = N_("{a_name} attacks {d_name} from afar with the {weapon}: {trait} {a_total} against {d_total}") if distance \
            else N_("{a_name} attacks {d_name} with the {weapon}: {trait} {a_total} against {d_total}")
    else:
        text = N_("{a_name} attacks {d_name} from afar: {trait} {a_total} against {d_total}") if distance \
            else N_("{a_name} attacks {d_name}: {trait} {a_total} against {d_total}")
    s.log.append(LogEvent(
        "attack", T(text, a_name=a_name, d_name=d_name, weapon=card(weapon).name if weapon else "",
                    trait=trait_word(trait), a_total=a_total, d_total=d_total),
        {"attacker": list(attacker), "defender": list(defender), "trait": trait, "weapon": weapon,
         "distance": distance, "attacker_faces": a_faces, "defender_faces": d_faces,
         "attacker_total": a_total, "defender_total": d_total}))
    if a_total == d_total:
        s.log.append(LogEvent("attack_tied", T("A tie: nobody is hurt"), {}, cause=T("equal rolls")))
        return
    attacker_won = a_total > d_total
    winner, loser = (attacker, defender) if attacker_won else (defender, attacker)
    amount = abs(a_total - d_total)
    cause = said(N_("{a_name}'s attack, {a_total} against {d_total}"), a_name=a_name, a_total=a_total,
                 d_total=d_total) if attacker_won else said(N_("{a_name}'s failed attack on {d_name}, {a_total} against {d_total}"), a_name=a_name,
                                                            d_name=d_name, a_total=a_total, d_total=d_total)
    if distance and not attacker_won:
        s.log.append(LogEvent("attack_missed", T("{a_name} misses from afar and takes no harm", a_name=a_name), {},
                              cause=T("a distance attack that fails costs nothing")))
        return
    if loser[0] == "monster":
        stun(s, loser[1], cause)
        return
    if winner[0] == "monster" and s.haunt["monsters"][winner[1]]["stunned"]:
        s.log.append(LogEvent("attack_harmless", T("{a_name} loses, but a stunned monster hurts nobody", a_name=a_name), {},
                              cause=spoken(cause)))
        return
    kind = "mental" if trait in MENTAL_TRAITS else "physical"
    victim = loser[1]
    if winner[0] == "explorer" and kind == "physical" and amount >= 2 and not distance \
            and (items.stealable(s, victim) or tokens.held_by(s, victim)):
        # B-13.2 / B-12.5: the winner may take an item instead of dealing the damage
        s.decision = {"kind": "steal_or_damage", "seat": winner[1], "victim": victim, "damage": kind,
                      "amount": amount, "cause": cause}
        return
    effects.ask_split(s, victim, kind, amount, cause)


def steal_options(s: State) -> list:
    d = s.decision
    return [("deal_damage",)] + [("steal", c) for c in items.stealable(s, d["victim"])] + \
        [("steal_token", i) for i in tokens.held_by(s, d["victim"])]


def do_steal_or_damage(s: State, seat: int, action) -> None:
    if tuple(action) not in steal_options(s):
        raise IllegalAction("B-13.2", T("take one tradeable item the loser holds, or deal the damage"))
    d, s.decision = s.decision, None
    if action[0] == "steal":
        items.steal(s, seat, d["victim"], action[1])
        return
    if action[0] == "steal_token":
        tokens.steal(s, seat, d["victim"], action[1])
        return
    effects.ask_split(s, d["victim"], d["damage"], d["amount"], d["cause"])


def stun(s: State, index: int, cause: str) -> None:
    """B-12.6 / B-20.3: a beaten monster is stunned, not killed; one that can die (the haunt says so) and is
    beaten again while stunned is killed."""
    m = s.haunt["monsters"][index]
    data = monster_data(s, index)
    name = monster_words(m)
    if m["stunned"] and data.killable:
        m["killed"] = True
        s.log.append(LogEvent("monster_killed", T("The {monster} is destroyed", monster=name), {"monster": index}, cause=spoken(cause)))
        return
    m["stunned"] = True
    s.log.append(LogEvent("monster_stunned", T("The {monster} is stunned", monster=name), {"monster": index}, cause=spoken(cause)))
    tokens.monster_drops(s, index, said(N_("a stunned monster drops what it carries")))
