"""Ninja: Legend of the Scorpion Clan — fortress data, map queries (and, later, the rules)."""
