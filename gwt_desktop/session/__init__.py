"""The session layer, without pygame: what a game is played as and kept in, between the rules and the
screens. match (a game with its seats, move record and undo), seats, settings, paths (where files
go); the saves: save_format (the file format), store (where saves live, slots, listing), autosave
(keeping the autosave in step with play) on writer (the one background writer thread), all reading
and writing through files (untrusted reads, atomic writes); and what is kept of finished games:
records, replay, game_stats, deal_code. The one bot driver is ai.driver.
"""
