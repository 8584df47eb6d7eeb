"""Every state-changing rule of the Ghost Stories digest is cited by a test (by name or docstring).

The list is kept here, not read from the digest (tests read nothing outside the repository). Left out on
purpose, as they change no state: G-3.10 and G-16.2 (pointers to other rules), G-17.6 (an untranslated
section), G-19.1 (values given in G-3.8), G-G.13 (a summary of G-20) and G-H.1-G-H.4 (what players see)."""
import os

from tests import rule_citations

STATE_CHANGING = """
G-3.1 G-3.2 G-3.3 G-3.4 G-3.5 G-3.6 G-3.7 G-3.8 G-3.9 G-4.1 G-4.2 G-4.3
G-5.1 G-5.2 G-5.3 G-5.4 G-5.5 G-5.6 G-5.7 G-6.1 G-6.2
G-7.1 G-7.2 G-7.3 G-7.4 G-7.5 G-7.6 G-7.7 G-7.8 G-7.9 G-8.1 G-8.2 G-8.3 G-9.1 G-9.2 G-9.3 G-9.4
G-10.1 G-10.2 G-10.3 G-10.4 G-10.5 G-10.6 G-10.7 G-10.8 G-10.9 G-10.10 G-10.11 G-10.12 G-10.13 G-10.14
G-10.15 G-10.16 G-10.17 G-10.18 G-10.19 G-10.20 G-10.21
G-11.1 G-11.2 G-11.3 G-11.4 G-11.5 G-12.0 G-12.1 G-12.2 G-12.3 G-13.1 G-13.2 G-13.3 G-13.4
G-14.1 G-14.2 G-14.3 G-14.4 G-15.1 G-15.2 G-16.1 G-17.1 G-17.2 G-17.3 G-17.4 G-17.5
G-18.1 G-18.2 G-18.3 G-18.4 G-18.5 G-20.1 G-20.2 G-20.3 G-20.4 G-20.5
G-G.1 G-G.2 G-G.3 G-G.4 G-G.5 G-G.6 G-G.7 G-G.8 G-G.9 G-G.10 G-G.11 G-G.12
""".split()

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CITATION = rule_citations.citation_pattern("G")


def cited_ids() -> set:
    """Rule ids in the names and docstrings of every test function under tests/."""
    return rule_citations.cited_ids(TESTS, "G")


def test_every_state_changing_rule_of_the_digest_is_cited_by_a_test():
    cited = cited_ids()
    missing = [r for r in STATE_CHANGING if r not in cited]
    assert not missing, f"no test cites {', '.join(missing)}"


def test_the_citation_scan_reads_names_and_docstrings():
    assert {"G-10.15", "G-G.9", "G-12.2"} <= cited_ids()
    assert CITATION.findall("test_G_10_1_x") == [("10", "1")] and not CITATION.findall("test_G_10x")
