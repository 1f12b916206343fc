"""The storage room, without pygame: what the game keeps on disk, above the session room whose
matches it saves. files (every read as untrusted input, every write atomic), paths (the per-user
folders), settings, save_format (the save file), store (autosave, slots, the load list), writer (the
one background writer thread) and autosave (keeping the autosave in step with play), and records
(every finished game kept).
"""
