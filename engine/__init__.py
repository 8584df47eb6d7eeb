"""Game-independent code shared by every Lantern ruleset and scene."""
