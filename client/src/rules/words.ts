import type { RulesLocale } from "./types.js";

/**
 * The panel's own few words, in every rules language (the shell's dictionaries lack German
 * yet). Only the buttons' label is in the first bundle (index.ts, OPEN_LABEL); these come
 * with the panel.
 */
export const PANEL_WORDS: Record<RulesLocale, { openGame: string; close: string; language: string }> = {
  en: {
    openGame: "How to play {game}",
    close: "Close",
    language: "Language of the rules",
  },
  fr: {
    openGame: "Comment jouer à {game}",
    close: "Fermer",
    language: "Langue des règles",
  },
  de: {
    openGame: "Spielregeln: {game}",
    close: "Schließen",
    language: "Sprache der Regeln",
  },
};

/** The names the three languages give themselves, for the panel's language buttons. */
export const LANGUAGE_NAMES: Record<RulesLocale, string> = { en: "English", fr: "Français", de: "Deutsch" };
