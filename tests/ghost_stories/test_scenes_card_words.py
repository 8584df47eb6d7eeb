"""What a new player reads before choosing (issue 13 §2): the arriving ghost's card, what forces a choice, a
Yin-Yang on a tile left out of the village, and ghost tooltips in words, never the YAML keywords."""
import re

from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import LINE
from rulesets.ghost_stories.rules.words import ghost_card_lines
from scenes.ghost_stories import viewmodel as gs_view
from scenes.ghost_stories.actions import label, prompt_for
from tests.ghost_stories.support import card, clear, game, put, run

KEYWORDS = re.compile(r"\b(devourer|tormentor|haunter|bring ghost|gain tao|gain qi|lose qi|capture die|"
                      r"disable power|discard tao tokens|gain yinyang|roll curse die)\b")


def test_G_7_the_prompt_to_place_an_arriving_ghost_shows_its_whole_card_first():
    s = clear(game(players=2))
    brazier = card(s, "g12")
    s.deck.append(brazier)
    core.push(s, "bring_ghost")
    run(s)
    p = rules.pending(s)
    assert p.kind == "place_ghost"
    text = prompt_for(rules.view(s, p.seat), p)
    assert text.startswith("Brazier Demon (red) arrives.")
    assert "Exorcise with: 3 red" in text
    assert "When it arrives: the Taoist of its board discards all his Tao tokens" in text
    assert "When exorcised: the exorcist gains 1 Qi" in text
    assert text.endswith("Choose an empty space for it")
    assert label(rules.view(s, p.seat), p.options[0]).startswith("Put Brazier Demon on red space")


def test_G_5_a_ghosts_tooltip_on_the_board_reads_its_card_in_words_not_keywords():
    s = clear(game(players=2))
    for cid in ("g05", "g10", "g23"):        # a haunter, a summoner, a devourer
        put(s, card(s, cid), 0)
        text = gs_view.describe_spot(s, ("space", 0))
        assert text.splitlines()[:5] == ghost_card_lines(card(s, cid))
        assert not KEYWORDS.search(text) and "_" not in text, text


def test_every_ghost_card_reads_in_words():
    for c in range(len(card_tables().card_name)):
        text = "\n".join(ghost_card_lines(c))
        assert not KEYWORDS.search(text) and "_" not in text and "something unusual" not in text, text


def test_G_5_5_a_devourer_whose_row_is_empty_says_it_forces_the_choice_of_the_villager_who_dies():
    s = clear(game(players=2))
    devourer = card(s, "g23")
    put(s, devourer, 0)
    s.villagers = [[] for _ in range(9)]
    others = [p for p in range(9) if p not in LINE[0]][:2]
    s.villagers[others[0]], s.villagers[others[1]] = [0], [1]
    core.push(s, "ghost_effect", "devourer", 0, devourer, 0, 1, -1)
    run(s)
    p = rules.pending(s)
    assert p.kind == "kill_villager"
    assert p.prompt == "Saffron Fury devours a villager: choose the villager who dies"
    assert prompt_for(rules.view(s, p.seat), p) == "Saffron Fury devours a villager: choose the villager who dies"


def test_G_14_4_a_family_curse_names_the_family_in_the_prompt_of_the_villager_who_dies():
    s = clear(game(players=2))
    s.cause = ("family_curse", card_tables().family_id.index("xiang"))
    s.villagers = [[] for _ in range(9)]
    s.villagers[0], s.villagers[8] = [0], [1]
    core.decide(s, "kill_villager", 0, [("kill_villager", 0), ("kill_villager", 8)], "kill_chosen")
    p = rules.pending(s)
    assert prompt_for(rules.view(s, p.seat), p) == "Curse of the Xiang family: choose the villager who dies"


def test_G_8_1_a_yin_yang_on_a_tile_left_out_of_the_village_says_so():
    s = clear(game(players=2))
    absent = s.position_of_kind.index(-1)
    present = s.tile_kind_at[0]
    name = gs_view.tile_name(absent)
    assert label(s, ("yy_act", absent)) == f"Yin-Yang: use the {name}, not in this village"
    assert rules.describe_action(s, ("yy_act", absent)) == f"Yin-Yang: use the {name}, not in this village"
    assert label(s, ("yy_act", present)) == f"Yin-Yang: use the {gs_view.tile_name(present)}"
