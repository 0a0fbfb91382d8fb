import type { FrontlineText } from "./keys.js";

export const text: FrontlineText = {
  game: "Frontline",
  summary: "Eine Pyramidenschlacht zu zweit auf dem Schachbrett, gelenkt von drei farbigen Würfeln.",
  sections: {
    goal: {
      title: "Ziel",
      text: ["Bring als Erster von jeder der fünf Farben eine Pyramide über die Startlinie deines Gegners (die Reihe, die ihm am nächsten ist). Jede Größe zählt."],
    },
    setup: {
      title: "Aufbau",
      text: [
        "Das Brett ist anfangs leer. 45 Pyramiden liegen in einem gemeinsamen Vorrat: fünf Farben (Rot, Blau, Grün, Gelb, Schwarz), drei Größen, je drei Stück.",
        "Eine liegende Pyramide, deren Spitze auf deinen Gegner zeigt, gehört dir. Eine stehende Pyramide gehört niemandem.",
        "Die Reichweite einer Pyramide ist der Ring von Feldern um sie herum, so weit, wie sie Kerben hat: 1 für eine kleine, 2 für eine mittlere, 3 für eine große. Ihr eigenes Feld gehört nicht dazu.",
        "Wer beginnt, wird beim Anlegen des Tisches festgelegt oder ausgelost.",
      ],
    },
    turn: {
      title: "Ein Zug",
      text: [
        "Wirf die drei Würfel. Jeder Würfel wird einmal genutzt, in beliebiger Reihenfolge, für eine Aktion mit einer Pyramide seiner Farbe (die 6 gilt als jede Farbe). Du darfst auf einen Würfel verzichten; ein Würfel ohne mögliche Aktion verfällt.",
      ],
      items: [
        { key: "enter", term: "Einsetzen", text: "Eine kleine Pyramide aus dem Vorrat auf ein freies Feld deiner Startlinie legen; sie gehört dir." },
        { key: "take", term: "Übernehmen", text: "Eine stehende Pyramide irgendwo auf dem Brett hinlegen: Jetzt gehört sie dir." },
        { key: "grow", term: "Wachsen", text: "Eine deiner Pyramiden gegen die nächste Größe aus dem Vorrat tauschen." },
        { key: "activate", term: "Aktivieren", text: "Eine deiner Pyramiden aufstellen oder eine stehende um eine Größe verkleinern: Die Kraft ihrer Farbe trifft alles in ihrer Reichweite (der Reichweite nach dem Verkleinern)." },
        { key: "move", term: "Ziehen", text: "Eine deiner Pyramiden genau so viele Felder, wie sie Kerben hat, gerade in eine der 8 Richtungen ziehen. Sie darf über Pyramiden hinweg, aber nicht auf einer stehen bleiben. Über die gegnerische Startlinie hinaus verlässt sie das Brett und kommt auf deinen Stapel der Durchgebrochenen." },
      ],
    },
    pieces: {
      title: "Würfel und Kräfte",
      text: ["Eine Kraft trifft jede Pyramide in Reichweite: deine, die des Gegners und stehende gleichermaßen."],
      items: [
        { key: "red", term: "1 · Rot: Zerstören", text: "Jede Pyramide in Reichweite geht zurück in den Vorrat." },
        { key: "blue", term: "2 · Blau: Beherrschen", text: "Jede Pyramide in Reichweite gehört jetzt dir." },
        { key: "green", term: "3 · Grün: Wachsen", text: "Jede Pyramide in Reichweite wird eine Größe größer und behält ihre Richtung; eine große, oder eine, deren nächste Größe aufgebraucht ist, geht in den Vorrat." },
        { key: "yellow", term: "4 · Gelb: Versetzen", text: "Versetze bis zu so viele Pyramiden, wie die aktivierte Kerben hat, auf freie Felder in ihrer Reichweite; ihre Richtung bleibt." },
        { key: "black", term: "5 · Schwarz: Lähmen", text: "Jede Pyramide in Reichweite wird aufgestellt, ohne dass eine Kraft ausgelöst wird." },
        { key: "any", term: "6 · Joker", text: "Gilt als Würfel der Farbe deiner Wahl." },
      ],
    },
    end: {
      title: "Spielende",
      text: [
        "Wer als Erster alle fünf Farben auf seinem Stapel der Durchgebrochenen hat, gewinnt sofort.",
        "Ist 60 Züge lang keine Pyramide durchgebrochen, darf jeder Spieler ein Unentschieden verlangen. Ein Tisch kann außerdem ein Zuglimit setzen; dann endet das Spiel unentschieden.",
      ],
    },
  },
  figures: {
    activationFigure: "Die Aktivierungstabelle: jede Würfelzahl, ihre Farbe und ihre Kraft",
    die: "Würfel",
    colour: "Farbe",
    power: "Kraft",
    rangeFigure: "Reichweiten: die Felder, die jede Größe erreicht",
    small: "klein",
    medium: "mittel",
    large: "groß",
    controlFigure: "Stehend oder deine",
    upright: "stehend: niemandes",
    controlled: "liegend, Spitze nach vorn: deine",
  },
};
