"""After the game: the score pad, the replay, the records and their charts."""
