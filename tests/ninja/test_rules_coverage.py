"""Every state-changing rule of the Ninja digest is cited by a Ninja test (by name or docstring).

The list is kept here, not read from the digest (tests read nothing outside the repository). Left out on
purpose, as they change no state: N-3.1 (board orientation), N-3.3 (seats follow the player count),
N-4.4, N-4.5, N-4.8, N-7.1, N-8.1, N-11.1 and N-19.1 (descriptions and definitions), N-5.2 and N-16.1
(general statements enforced by every phase rule), N-8.8 and N-13.12 (pointers to N-19.12 and N-18.3),
N-13.4 (a remark on play), N-7.5, N-19.11 and N-H.3, N-H.4, N-H.6, N-H.7 (what each seat sees or hears,
checked by the privacy tests). Sub-letters (N-3.14a, N-23.1b) count under their rule."""
import os

from tests import rule_citations

STATE_CHANGING = """
N-3.2 N-3.4 N-3.5 N-3.6 N-3.7 N-3.8 N-3.9 N-3.10 N-3.11 N-3.12 N-3.13 N-3.14 N-3.15 N-3.16
N-4.1 N-4.2 N-4.3 N-4.6 N-4.7 N-4.9 N-4.10 N-4.11 N-5.1
N-6.1 N-6.2 N-6.3 N-6.4 N-6.5 N-6.6 N-6.7 N-6.8 N-7.2 N-7.3 N-7.4 N-7.6 N-7.7 N-7.8
N-8.2 N-8.3 N-8.4 N-8.5 N-8.6 N-8.7 N-9.1 N-9.2 N-9.3 N-9.4
N-10.1 N-10.2 N-10.3 N-10.4 N-10.5 N-10.6 N-10.7
N-11.2 N-11.3 N-11.4 N-11.5 N-11.6 N-11.7 N-11.8 N-11.9
N-13.1 N-13.2 N-13.3 N-13.5 N-13.6 N-13.7 N-13.8 N-13.9 N-13.10 N-13.11
N-14.1 N-14.2 N-14.3 N-14.4 N-15.1 N-15.2 N-15.3 N-15.4
N-16.2 N-16.3 N-16.4 N-16.5 N-16.6 N-16.7
N-17.1 N-17.2 N-17.3 N-17.4 N-17.5 N-17.6 N-17.7 N-17.8 N-18.1 N-18.2 N-18.3
N-19.2 N-19.3 N-19.4 N-19.5 N-19.6 N-19.7 N-19.8 N-19.9 N-19.10 N-19.12 N-20.1 N-20.2 N-20.3
N-21.1 N-21.2 N-21.3 N-21.4 N-23.1 N-23.2 N-24.1 N-24.2 N-24.3 N-24.4 N-24.5 N-24.6
N-H.1 N-H.2 N-H.5 N-H.8 N-H.9
N-G.1 N-G.2 N-G.3 N-G.4 N-G.5 N-G.6 N-G.7 N-G.8 N-G.9 N-G.10 N-G.11 N-G.12
""".split()

# Still owed a test of their own (the list may only shrink: a test below fails once one of these is cited).
NOT_YET_TESTED: list = []                         # every id above is cited now

NINJA_TESTS = os.path.dirname(os.path.abspath(__file__))
CITATION = rule_citations.citation_pattern("N")


def cited_ids() -> set:
    """Rule ids in the names and docstrings of every test function under tests/ninja/."""
    return rule_citations.cited_ids(NINJA_TESTS, "N")


def test_every_state_changing_rule_of_the_digest_is_cited_by_a_ninja_test():
    cited = cited_ids()
    missing = [r for r in STATE_CHANGING if r not in cited and r not in NOT_YET_TESTED]
    assert not missing, f"no test cites {', '.join(missing)}"


def test_the_rules_still_owed_a_test_are_not_cited_yet_so_the_list_only_shrinks():
    assert set(NOT_YET_TESTED) <= set(STATE_CHANGING)
    now_cited = sorted(set(NOT_YET_TESTED) & cited_ids())
    assert not now_cited, f"cited now, take them out of NOT_YET_TESTED: {', '.join(now_cited)}"


def test_the_citation_scan_reads_names_and_docstrings():
    assert {"N-13.10", "N-G.9", "N-13.1"} <= cited_ids()
    assert CITATION.findall("test_N_13_10_a") == [("13", "10")] and not CITATION.findall("test_N_13x")
