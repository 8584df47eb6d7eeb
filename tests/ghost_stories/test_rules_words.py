"""Ghost Stories action words: every action kind is described in the exact words a button or tooltip shows."""
import pytest

from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules.words import LABELS
from tests.ghost_stories.support import clear, game, put

# (action, its words) on a village laid out in tile order (the Cemetery at 0 ... the Tea House at 8), the red
# Taoist on the Buddhist Temple in the centre and the Ember Wraith (card 0) on red space 1.
WORDS = [
    (('move', 4, 0), 'stay on the Buddhist Temple'),
    (('move', 1, 0), 'walk to the Taoist Altar'),
    (('move', 1, 1), 'escort a villager from the Buddhist Temple to the Taoist Altar'),
    (('move', 8, 2, 5), "pick up the Sun villager on the Night Watchman's Post and bring it to the Tea House"),
    (('move', 8, 3, 5), "escort a villager to the Night Watchman's Post, leave it there and walk on to the Tea House"),
    (('act',), 'use the Buddhist Temple'),
    (('exorcise', (0,)), 'exorcise Ember Wraith on red space 1'),
    (('exorcise', (0, 11)), 'exorcise Ember Wraith on red space 1 and blue space 3'),
    (('save',), 'save the villager at the Portal'),
    (('skip',), 'take no action this turn'),
    (('end',), 'end the turn'),
    (('yellow_token', 1), 'take a yellow Tao token'),
    (('take_tao', 2), 'take a green Tao token'),
    (('tea', 3), 'take a blue Tao token'),
    (('circle', 4), 'put a black token on the Circle of Prayer'),
    (('kungfu', 0), 'fight the red ghosts'),
    (('mantra', 0), 'lay the Enfeeblement Mantra on Ember Wraith on red space 1'),
    (('red_push', 1, 3), "move the yellow Taoist to the Sorcerer's Hut"),
    (('red_push', 1, 3, 1), "move the yellow Taoist to the Sorcerer's Hut, escorting a villager"),
    (('pav_taoist', 2, 5), "let the wind carry the green Taoist to the Night Watchman's Post"),
    (('pav_taoist', 2, 5, 1), "let the wind carry the green Taoist to the Night Watchman's Post, escorting a villager"),
    (('suling', 5), 'Su-Ling guards yellow space 3'),
    (('buddha', 6), 'place a Buddha on green space 1'),
    (('crystal', 2), 'set a Moon Crystal on the south-east receptacle'),
    (('yy_unhaunt', 7), 'Yin-Yang: free the Pavilion of the Heavenly Wind from its haunting'),
    (('yy_act', 8), 'Yin-Yang: use the Tea House'),
    (('fireworks', 9), 'Fireworks: use the Kung Fu School, not in this village'),
    (('power', 2), 'power token: borrow the power of the green board'),
    (('potion', 1), 'Life Potion for the yellow Taoist'),
    (('potion_villager', 0), 'Life Potion: bring back a villager of the Long family'),
    (('moon_dust',), 'Moon Dust: take a Moon Crystal'),
    (('scroll',), 'read the Scroll of Unity'),
    (('scroll_join', 1, 1), 'the yellow Taoist joins'),
    (('scroll_join', 1, 2), 'the yellow Taoist joins, escorting a villager'),
    (('scroll_join', 1, 0), 'the yellow Taoist stays'),
    (('qi_target', 3), 'the blue Taoist loses the Qi'),
    (('haunt_tile', 1), 'the Haunting strikes the Taoist Altar'),
    (('kill_villager', 2), "the villager on the Herbalist's Shop dies"),
    (('watchman', 3), 'push back the haunters of the blue board'),
    (('unhaunt', 3), "free the Sorcerer's Hut from its haunting"),
    (('place_ghost', 11), 'the ghost arrives on blue space 3'),
    (('sorcerer', 0), 'banish Ember Wraith on red space 1'),
    (('pav_ghost', 0), 'blow away Ember Wraith on red space 1'),
    (('pav_to', 0, 7), 'blow it to green space 2'),
    (('curse_reroll', 1), 'roll the curse die again'),
    (('curse_reroll', 0), 'keep the curse die'),
    (('reroll', 5), 'roll dice 1, 3 again'),
    (('cem_revive', 2), 'bring the green Taoist back to life'),
    (('cem_villager', 3), 'lay a villager of the Weng family on the Cemetery'),
    (('exorcise_pay', (0,)), 'pay for Ember Wraith on red space 1'),
    (('barrier_save', 6), 'the barrier saves the villager on the Circle of Prayer'),
    (('barrier_roll', 1), 'the barrier rolls all the dice at the ghosts of the yellow board'),
    (('buddha_space', 10), 'the Buddha goes on blue space 2'),
    (('share', 1, 2), 'the yellow Taoist takes the green Tao token'),
    (('share', 2, -1), 'the green Taoist takes the Qi'),
    (('share', 0, 0), 'the red Taoist takes the red Tao token'),
    (('claw_colour', 4), 'the Vengeful Claw takes a black Tao token'),
    (('barrier_take', (0,)), "the barrier's dice take Ember Wraith on red space 1"),
    (('barrier_take', ()), 'the barrier keeps its crystals'),
    (('artifact_heir', 3, 7), 'the blue Taoist inherits the Divine Sword'),
    (('token_holder', 2, 0), 'the green Taoist gives up a red Tao token'),
    (('crystal_giver', 3), 'the blue Taoist gives a Moon Crystal to the barrier'),
    (('suling_crystal', 1, 1), 'set a Moon Crystal on the north-east receptacle'),
    (('suling_crystal', 1, 0), 'leave the receptacle empty'),
    (('curse_skip', 1), 'skip the curse die'),
    (('curse_skip', 0), 'roll the curse die'),
    (('power_tokens', 1), 'pick up 1 power token from the centre'),
    (('power_tokens', 2), 'pick up 2 power tokens from the centre'),
    (('pay_with', -1, ((0, 2, 1),)), 'pay with 1 green token'),
    (('pay_with', 3, ((1, 5, 1),)), "pay with the yellow Taoist's 1 Moon Crystal (the table agrees to lend); the Mantra weakens blue"),
]


def _table():
    s = clear(game(players=4))
    s.tile_kind_at = list(range(9))
    s.position_of_kind = list(range(9)) + [-1]          # the Kung Fu School is not dealt
    s.taoist_tile[0] = 4
    put(s, 0, 0)
    return s


def test_every_action_kind_has_an_exact_wording_here():
    assert {a[0] for a, _ in WORDS} == set(LABELS)


@pytest.mark.parametrize(("action", "words"), WORDS, ids=[repr(a) for a, _ in WORDS])
def test_each_action_is_described_in_the_words_the_table_reads(action, words):
    assert rules.describe_action(_table(), action) == words
