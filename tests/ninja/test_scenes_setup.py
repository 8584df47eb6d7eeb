"""Ninja's new-game setup offers only the settings the rules accept with the player count chosen (N-23)."""
import pytest

from engine.play.setup_scene import SetupScene
from engine.ui.app import App
from rulesets.ninja import rules
from tests.engine.play.shell_support import click


def setup_app(players=2):
    started = []
    app = App(size=(1280, 800), headless=True)
    scene = SetupScene(rules.INFO, lambda config, seed: started.append(config), players=players, seed=3)
    app.push(scene)
    app.frame(1 / 60)
    return app, scene, started


def buttons(scene, key):
    row = dict((c.key, row) for c, row in scene.choice_buttons)[key]
    choice = rules.INFO.choice(key)
    return dict(zip(choice.values, row))


def offered(scene, key):
    return [v for v, b in buttons(scene, key).items() if b.enabled]


@pytest.mark.parametrize("players, variants", [(2, ["standard", "lone_wolf"]),
                                               (3, ["standard", "contested_ground"]),
                                               (4, ["standard", "contested_ground"])])
def test_N_23_the_setup_offers_each_variant_only_with_the_player_counts_it_is_played_by(players, variants):
    _, scene, _ = setup_app(players)
    assert offered(scene, "variant") == variants


def test_N_23_1a_the_secret_lone_wolf_option_is_offered_only_once_lone_wolf_is_chosen():
    app, scene, _ = setup_app(2)
    assert offered(scene, "lone_wolf_secret") == [False]
    click(app, buttons(scene, "variant")["lone_wolf"].rect.center)
    assert offered(scene, "lone_wolf_secret") == [False, True]


def test_N_23_1_choosing_three_players_after_the_secret_lone_wolf_goes_back_to_settings_the_rules_accept():
    app, scene, started = setup_app(2)
    click(app, buttons(scene, "variant")["lone_wolf"].rect.center)
    click(app, buttons(scene, "lone_wolf_secret")[True].rect.center)
    click(app, scene.player_buttons[1].rect.center)              # 3 players
    click(app, buttons(scene, "variant")["lone_wolf"].rect.center)   # greyed: a click does nothing
    scene.start()
    config = started[-1]
    assert config["players"] == 3 and config["variant"] == "standard" and config["lone_wolf_secret"] is False
    assert rules.INFO.refusal(config) is None


def test_N_23_a_greyed_variant_says_why_in_words_when_hovered():
    _, scene, _ = setup_app(3)
    why = scene.why_not(buttons(scene, "variant")["lone_wolf"])
    assert "two players" in why and "N-23" not in why


def test_every_setting_the_setup_offers_for_every_player_count_starts_a_game_the_rules_accept():
    for players in range(rules.INFO.players_min, rules.INFO.players_max + 1):
        for key in ("variant", "lone_wolf_secret"):
            for value in offered(setup_app(players)[1], key):
                _, scene, _ = setup_app(players)
                if key == "lone_wolf_secret" and value:
                    scene.set_value("variant", "lone_wolf")
                scene.set_value(key, value)
                assert rules.INFO.refusal(scene.config()) is None, (players, key, value)
