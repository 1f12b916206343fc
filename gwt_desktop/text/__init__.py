"""Sentences without pygame: every word the screens show, made from the view, the decision and the events."""
