import type { DeathtrapText } from "./keys.js";

export const text: DeathtrapText = {
  game: "Deathtrap Dungeon",
  summary: "Un jeu de cartes de levées montantes pour 4 à 8 joueurs : couvrez la dernière combinaison par une plus forte et videz votre main le premier.",
  sections: {
    goal: {
      title: "But",
      text: [
        "Vous débarrasser de toutes vos cartes avant les autres. Plus tôt vous sortez, plus vous marquez de points. Après quatre manches, le plus gros total gagne.",
      ],
    },
    setup: {
      title: "Une manche",
      text: [
        "Les 82 cartes sont battues et toutes distribuées ; certains joueurs en ont une de plus.",
        "Le détenteur du Cochon explosif commence : il défausse le cochon avec une autre carte de son choix, puis son voisin de gauche entame la première levée. (Une option de table laisse le détenteur du cochon désigner qui entame.)",
        "À partir de la 2e manche, avant de jouer, les titres se paient : la Mauviette suprême donne ses deux créatures les plus fortes au Maître suprême, qui lui rend deux cartes de son choix ; la Mauviette donne sa créature la plus forte au Maître, qui lui en rend une. Personne d'autre ne voit ces cartes.",
      ],
    },
    turn: {
      title: "Une levée",
      text: [
        "Celui qui entame pose une ou plusieurs cartes d'une même créature, par exemple trois Orques.",
        "Dans le sens des aiguilles d'une montre, chacun pose exactement autant de cartes d'une créature plus forte, ou passe. On peut toujours passer, et rejouer quand son tour revient.",
        "Quand le jeu revient au dernier qui a posé, tous les autres ayant passé, la levée est finie et ce joueur entame la suivante.",
        "Qui pose sa dernière carte est sorti ; son rang est noté.",
      ],
    },
    pieces: {
      title: "Les cartes",
      text: ["Douze créatures, de l'Homme-rat (1) au Dragon rouge (12) : plus elles sont fortes, plus elles sont rares. Quatre cartes spéciales changent les règles."],
      items: [
        { key: "creature", term: "Créatures 1 à 12", text: "Une combinaison bat une combinaison de même taille d'une créature plus faible." },
        { key: "exploding-pig", term: "Cochon explosif", text: "Ouvre la manche : son détenteur le défausse avec une autre carte." },
        { key: "killing-machine", term: "Machine à tuer", text: "Se joue seule à tout moment, même hors de son tour : la levée s'arrête et vous entamez la suivante." },
        { key: "red-lotus", term: "Lotus rouge", text: "Joker : complète n'importe quelle combinaison. Seul, il vaut 0." },
        { key: "chaindog", term: "Chien enchaîné", text: "Joker : complète n'importe quelle combinaison. Seul, il vaut 0." },
      ],
    },
    end: {
      title: "Titres et score",
      text: [
        "La manche s'arrête quand un seul joueur a encore des cartes. Le premier sorti est le Maître suprême, le deuxième le Maître, le dernier la Mauviette suprême, tous ceux entre les deux des Mauviettes.",
        "À N joueurs, le premier marque N points, le deuxième N − 1, et ainsi de suite jusqu'à 1 point pour le dernier.",
        "Après la quatrième manche, le plus gros total gagne ; les ex æquo se partagent la victoire.",
      ],
    },
  },
  figures: {
    orderFigure: "Les créatures, de la plus faible à la plus forte, et leur nombre d'exemplaires",
    copies: "×{n}",
    "rat-man": "Homme-rat",
    orc: "Orque",
    skeleton: "Squelette",
    zombie: "Zombie",
    warrior: "Guerrier",
    "snake-girl": "Femme-serpent",
    priestess: "Prêtresse",
    dwarf: "Nain",
    ninja: "Ninja",
    bloodbeast: "Bête sanglante",
    manticore: "Manticore",
    "red-dragon": "Dragon rouge",
    exchangeFigure: "L'échange avant les manches 2 à 4",
    "supreme-master": "Maître suprême",
    master: "Maître",
    wimp: "Mauviette",
    "supreme-wimp": "Mauviette suprême",
    twoHighest: "2 plus fortes",
    anyTwo: "2 au choix",
    highest: "la plus forte",
    anyOne: "1 au choix",
  },
};
