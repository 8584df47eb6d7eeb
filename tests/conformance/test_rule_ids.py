"""Rule ids name one game's rule: each game cites its own prefix (N-, G-, B-, M-, T- for the template) and no
two games share one, so a help page, a tooltip or a test citation can never point at another game's digest."""
from collections import Counter

from tests.conformance.rule_ids import prefix_problems, prefixes_in, ruleset_folders


def test_every_ruleset_cites_rule_ids_of_one_prefix_and_no_prefix_belongs_to_two_games():
    by_game = {game: prefixes_in(folder) for game, folder in ruleset_folders().items()}
    assert {"ninja", "ghost_stories", "_template"} <= set(by_game)
    assert prefix_problems(by_game) == []


def test_the_shipped_games_each_have_their_own_letter():
    folders = ruleset_folders()
    assert set(prefixes_in(folders["ninja"])) == {"N"} and set(prefixes_in(folders["ghost_stories"])) == {"G"}
    assert set(prefixes_in(folders["_template"])) == {"T"}


def test_a_new_game_that_kept_the_templates_rule_ids_is_caught():
    by_game = {"_template": Counter({"T": 7}), "fifth_game": Counter({"T": 3})}
    assert prefix_problems(by_game) == ["_template and fifth_game both cite rule ids starting T-"]


def test_a_game_citing_another_games_rules_is_caught():
    by_game = {"ninja": Counter({"N": 80}), "fifth_game": Counter({"F": 5, "N": 1})}
    assert prefix_problems(by_game) == ["fifth_game cites rule ids of several prefixes: F, N",
                                        "fifth_game and ninja both cite rule ids starting N-"]
