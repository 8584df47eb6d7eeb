"""Betrayal at House on the Hill (+ Widow's Walk): room tiles, house layouts and the placement rules."""
