"""The small kit every screen uses: assets, widgets, paint, layout, sound, focus and the like."""
