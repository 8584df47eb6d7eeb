"""The Ninja pages of F1 help, in our own words, and which page the decision on screen opens at."""
from __future__ import annotations

from engine.i18n import N_
from engine.play.board_view import HelpPage

HELP = (
    HelpPage(N_("The night"), N_("The guards play the Alert Phase (draw cards for the alert level), the Card Phase (up to "
             "two cards or a free listen) and the Patrol Phase (patrols march two zones along the red track). "
             "Then the intruders move up to three zones each, play cards and search. After turn 20 the guards "
             "win unless an intruder escaped with his mission done."), ("N-5", "N-6", "N-9", "N-10", "N-11")),
    HelpPage(N_("The map"), N_("Click a highlighted zone to act there. Hover a zone: the tint shows who could hear "
             "someone there (1 to 3 zones away), the green outline how far one walks. Walls block walking, not "
             "sound; moats slow you down. Wheel zooms, right-drag pans."), ("N-7", "N-8", "N-11")),
    HelpPage(N_("Your private map"), N_("The intruders see their own path with turn numbers (dashed: a run, brown: a "
             "rope), their ropes and passage entrances. The guards see their secret marks: sleeping guards (Zz), "
             "mission goals, traps and hidden sentries, in gold. Each side sees its own only after the computer "
             "is passed to it."), ("N-3.14", "N-11.4", "N-H")),
    HelpPage(N_("Guard cards"), N_("Click a sentry or a patrol on the map to see the cards you can play on it (Listen, "
             "Search) and the free listen; Awaken is clicked on a barracks. A guard who hears someone raises the "
             "alert and may walk up to two zones to look. When you are done, End this phase (or press Enter)."),
             ("N-7", "N-9")),
    HelpPage(N_("Missions and searching"), N_("Each intruder has a secret mission goal, a letter from A to F. The guards "
             "hid the six letters in the castle rooms, three in each castle. After moving, an intruder may search "
             "up to two zones he walked into or out of this turn: click them, then finish. A search may find his "
             "own letter (the mission is done: now leave the map alive), someone else's letter, a trap or a "
             "hidden sentry."), ("N-13", "N-14")),
    HelpPage(N_("Intruder cards"), N_("Cards that name a guard (Kenjutsu, Shuriken) are clicked where that guard stands. "
             "Rope appears when you click a zone across a wall. Any card can also be played as a bluff, with no "
             "effect, to keep the guards guessing: the bluffs sit behind one button. The traitor may answer a "
             "guard's Listen with It Was a Cat; in your own turn you can tell the game to never ask, or to play it "
             "the first time you are heard, so the laptop need not come back to you."), ("N-16", "N-20", "N-7.4")),
    HelpPage(N_("Keys"), N_("Enter takes the highlighted answer: it ends a phase, stops an intruder or finishes the "
             "searches rather than spending a card. Tab and Shift+Tab move the highlight through every answer. "
             "Esc closes a list, then goes to the menu (the game is saved after every step). Ctrl+Z undoes, but "
             "never back past a hand-off, a draw or a secret revealed."), ()),
)

# decision kind -> the page it opens at (the rest open at the first page)
PAGE_OF_KIND = {"play_drawn": 3, "play_cards": 3, "patrol_attacks": 3, "guard_move": 3, "intruder_search": 4,
                "hidden_sentry": 5, "it_was_a_cat": 5, "intruder_move": 5}


def page_for(pending) -> int:
    return PAGE_OF_KIND.get(getattr(pending, "kind", None), 0)
