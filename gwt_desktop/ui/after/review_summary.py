"""The game review's summary (layout.json's screens/review/summary): while the review is worked out,
its progress; then what the shown seat's turns lost, the count of each rating, the ratings' legend
and where the points went; a problem to say under it (the review could not be kept, or made)."""
from __future__ import annotations

import pygame

from ...session import review as R
from ...text import review as words
from ..kit import draw, theme
from ..kit.part import Part
from ..kit.widgets import INK, MUTED, PAPER_DARK, fitting_size, text, wrap
from .review_place import ReviewPlace

COUNT_SPLIT = 250  # where the second column of the ratings' counts begins


class Summary(Part):
    def __init__(self, place: ReviewPlace, laid: dict) -> None:
        self.place = place
        self.rect = pygame.Rect(laid["summary"])

    def draw(self, surf) -> None:
        place = self.place
        x, y, width = self.rect.x, self.rect.y, self.rect.w
        job, review, seat = place.job, place.current(), place.player
        if job is not None:
            done, total = job.progress
            line = words.stopped(done, total) if job.stopped else words.progress(done, total)
            text(surf, line, (x, y), 28, INK, bold=True)
            bar = pygame.Rect(x, y + 44, width, 22)
            draw.rect(surf, PAPER_DARK, bar, border_radius=8)
            if total:
                draw.rect(surf, theme.GAIN, (bar.x, bar.y, round(bar.w * done / total), bar.h), border_radius=8)
            draw.rect(surf, INK, bar, 2, border_radius=8)
            y += 90
        if review is None or seat is None:
            if place.message and job is None:
                for k, line in enumerate(wrap(place.message, 26, width)[:5]):
                    text(surf, line, (x, y + 32 * k), 26, theme.ERROR)
            return
        turns = review.of(seat)
        head = words.lost_total(review.lost(seat), len(turns))
        text(surf, head, (x, y), fitting_size(head, 30, width, bold=True), INK, bold=True)
        counts = review.counts(seat)
        keys = [k for k in (*R.RATINGS, R.UNCLEAR, R.FORCED) if k not in (R.FORCED, R.UNCLEAR) or counts[k]]
        for k, key in enumerate(keys):
            # Two columns, the first wider: it holds Inaccuracy, the longest name.
            cx, cy = x + (k % 2) * COUNT_SPLIT, y + 50 + (k // 2) * 36
            cell = words.count_cell(key, counts[key])
            draw.circle(surf, theme.RATINGS[key], (cx + 10, cy + 14), 10)
            room = (COUNT_SPLIT if k % 2 == 0 else width - COUNT_SPLIT) - 36
            text(surf, cell, (cx + 28, cy), fitting_size(cell, 26, room), INK)
        y += 50 + 36 * ((len(keys) + 1) // 2)
        for line in wrap(words.legend(R.THRESHOLDS), 22, width) + wrap(words.how_checked(R.HORIZON), 22, width):
            text(surf, line, (x, y), 22, MUTED)
            y += 26
        y += 12
        text(surf, words.WHERE_HEAD, (x, y), 26, INK, bold=True)
        y += 36
        areas = review.by_area(seat)
        if not areas:
            text(surf, words.NOTHING_LOST, (x, y), 24, INK)
        bottom = self.rect.bottom
        points = words.shares(v for _, v, _ in areas)  # whole points that add up to the total's
        for k, (area, _, n) in enumerate(areas):
            said = words.area_line(area, points[k], n)
            lines = wrap(said, 24, width)
            rest = points[k:]
            if len(rest) > 1 and y + 29 * (len(lines) + 1) > bottom:  # the rest in one line, so they add up
                said = words.other_areas(sum(rest))
                lines = wrap(said, 24, width)
            if y + 29 * len(lines) > bottom:
                break
            for line in lines:
                text(surf, line, (x, y), 24, INK)
                y += 29
            if len(rest) > 1 and said == words.other_areas(sum(rest)):
                break
        note = wrap(words.WHERE_NOTE, 22, width)
        if areas and y + 26 * len(note) <= bottom:
            for line in note:
                text(surf, line, (x, y), 22, MUTED)
                y += 26
        if place.message:  # the review could not be kept: said under the summary
            for k, line in enumerate(wrap(place.message, 22, width)[:2]):
                text(surf, line, (x, bottom - 52 + 26 * k), 22, theme.ERROR)
