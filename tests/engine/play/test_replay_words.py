"""The replay's Play/Pause button reads as playing the replay back, in every language (issue 17): in Chinese it read
'開始遊戲' (start a game, the menu's word for 'Play'), and 'Pause' was left in English."""
import pytest

from engine import i18n
from engine.play.replay import ReplayScene
from rulesets.ninja import rules
from scenes.ninja import play
from scenes.ninja.board_view import NinjaBoardView

WORDS = {"zh-Hant": ("播放", "暫停"), "zh-Hans": ("播放", "暂停"), "en": ("Play back", "Pause")}


@pytest.mark.parametrize("language", sorted(WORDS))
def test_the_replay_button_says_play_back_then_pause(language):
    session = play.new_session({"players": 2}, 5, autosave=False)
    for _ in range(6):
        if session.handoff is not None:
            session.confirm_handoff()
        seat = session.pending.seat
        session.apply(session.legal_actions(seat)[0], seat=seat)
    replay = ReplayScene(rules, session.config, session.seed, session.actions, 0, NinjaBoardView())
    i18n.set_language(language)
    try:
        button = replay.buttons[1]
        shown = [i18n.render(button.text)]
        replay.toggle_play()
        shown.append(i18n.render(button.text))
    finally:
        i18n.set_language("en")
    assert tuple(shown) == WORDS[language]
