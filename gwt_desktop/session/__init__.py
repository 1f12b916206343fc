"""Sessions without pygame: the match, its seats, settings, saves and what is kept of finished games."""
