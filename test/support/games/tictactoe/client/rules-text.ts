import type { RulesLocale, RulesText } from "../../../../../client/src/rules/types";

const text = (game: string, summary: string, [goal, setup, turn, pieces, end]: [string, string][]): RulesText => ({
  game,
  summary,
  sections: {
    goal: { title: goal[0], text: [goal[1]] },
    setup: { title: setup[0], text: [setup[1]] },
    turn: { title: turn[0], text: [turn[1]] },
    pieces: { title: pieces[0], text: [pieces[1]] },
    end: { title: end[0], text: [end[1]] },
  },
  figures: {},
});

/** "How to play", in a few lines: no figures, no items. Pure data, so tests read it without a page. */
export const texts: Record<RulesLocale, RulesText> = {
  en: text("Tic-tac-toe", "Two players, nine cells.", [
    ["Goal", "Three of your marks in a row, a column or a diagonal."],
    ["Set-up", "An empty grid of nine cells; the draw says who starts."],
    ["A turn", "Mark one free cell."],
    ["The marks", "One colour each."],
    ["The end", "Three in a line win; a full grid is a draw."],
  ]),
  fr: text("Morpion", "Deux joueurs, neuf cases.", [
    ["But", "Trois de vos marques alignées : en ligne, en colonne ou en diagonale."],
    ["Mise en place", "Une grille vide de neuf cases ; le tirage dit qui commence."],
    ["Un tour", "Marquez une case libre."],
    ["Les marques", "Une couleur chacun."],
    ["La fin", "Trois alignées gagnent ; une grille pleine est un match nul."],
  ]),
  de: text("Tic-Tac-Toe", "Zwei Spieler, neun Felder.", [
    ["Ziel", "Drei eigene Zeichen in einer Reihe, Spalte oder Diagonale."],
    ["Aufbau", "Ein leeres Gitter aus neun Feldern; das Los bestimmt, wer beginnt."],
    ["Ein Zug", "Setze auf ein freies Feld."],
    ["Die Zeichen", "Eine Farbe für jeden."],
    ["Das Ende", "Drei in einer Linie gewinnen; ein volles Gitter ist unentschieden."],
  ]),
};
