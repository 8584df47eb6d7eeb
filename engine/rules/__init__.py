"""PURE rules core (no pygame): the ruleset protocol, errors, sessions, RNG, save/load."""
