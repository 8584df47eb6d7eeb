"""Ninja: Legend of the Scorpion Clan — fortress data, map queries, card data and the rules (rules/)."""
# Registers the `ninja_cards` YAML kind whenever the game's data is loaded (the validator needs it).
from rulesets.ninja import cards_data  # noqa: F401
