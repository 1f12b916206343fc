"""The languages a player can choose, by code, each named in its own language (never translated): the
catalogs in gwt_desktop/locale that text/i18n.py binds, and the codes the settings file may hold
(storage/settings.py checks against them). Imports nothing of ours, so both rooms share it."""

LANGUAGES = {"en": "English", "de": "Deutsch"}
