"""The session room, without pygame: a game as it is played and replayed, between the bots and the
words. match (a game with its seats, move record and undo), seats, deal_code, guide (the guided
first game), recap (since your last turn), advice (what a line does, as claims a checker holds to the
game: the Hint's, the guide's and the game review's facts; tools/advice_survey runs the checker over
many games), turn_reasons (why a computer played its turn, on those claims), replay and
game_stats (a recorded game stepped through, and its charts' data), and table (the one deal and the
one game loop of bots' games). What is kept on disk (saves, settings, records) is storage/'s, above
this room. The one bot driver is ai.driver.
"""
