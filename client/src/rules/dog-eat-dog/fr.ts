import type { DedText } from "./keys.js";

export const text: DedText = {
  game: "Dog Eat Dog",
  summary: "Un jeu de capture aux dés et aux pyramides pour 2 à 8 joueurs : attaquez, empilez, et marquez avec les pièces prises.",
  sections: {
    goal: {
      title: "But",
      text: ["Capturer les pyramides de vos adversaires et finir avec le meilleur score fait de ces prises."],
    },
    setup: {
      title: "Mise en place",
      text: [
        "Chaque joueur a neuf pyramides d'une couleur : trois petites (1 encoche), trois moyennes (2), trois grandes (3). Elles sont éparpillées sur la table ; leur place ne compte pas.",
        "Chacun lance un dé ; le plus haut commence (les ex æquo relancent). On joue ensuite dans l'ordre des places.",
      ],
    },
    turn: {
      title: "Un tour",
      text: [
        "Vos pyramides couchées se redressent. Ensuite vous pouvez mener une attaque, ou passer.",
        "Attaquez avec une de vos pyramides debout qui n'est pas dans une pile. Visez une pyramide isolée et debout d'un autre joueur, ou une pile coiffée par la pyramide d'un autre joueur et qui ne contient aucune des vôtres. Une pyramide couchée n'attaque pas et ne peut pas être attaquée.",
        "Chaque camp lance autant de dés que sa pyramide a d'encoches et garde son meilleur dé : le plus haut gagne. En cas d'égalité, la plus petite pyramide gagne ; à taille égale, le défenseur.",
        "Contre une pyramide isolée : si vous gagnez, votre pyramide se pose dessus et vous contrôlez la pile ; si vous perdez, les deux pyramides sont couchées jusqu'au prochain tour de leur propriétaire.",
        "Contre une pile : vous lancez une seule fois, et les pyramides de la pile défendent l'une après l'autre depuis le sommet, chacune contre ce même jet. Battez-les toutes et vous prenez le sommet. La première qui vous bat capture votre pyramide pour son propriétaire ; rien n'est couché.",
      ],
    },
    pieces: {
      title: "Pyramides et dés",
      text: ["Plus d'encoches, plus de dés, mais l'égalité favorise la plus petite pyramide."],
      items: [
        { key: "small", term: "Petite pyramide", text: "1 encoche : lance 1 dé." },
        { key: "medium", term: "Moyenne pyramide", text: "2 encoches : lance 2 dés." },
        { key: "large", term: "Grande pyramide", text: "3 encoches : lance 3 dés." },
        { key: "tie", term: "Égalité", text: "La plus petite pyramide gagne ; à taille égale, le défenseur." },
        { key: "tip", term: "Dé Treehouse : TIP", text: "Règle optionnelle, en attaquant avec 2 ou 3 encoches, à la place d'un dé. TIP : l'attaque échoue." },
        { key: "hop", term: "HOP", text: "L'attaque réussit, même contre toute une pile." },
        { key: "swap", term: "SWAP", text: "Ensuite, vous pouvez échanger les sommets de deux piles." },
        { key: "dig", term: "DIG", text: "Ensuite, vous pouvez remonter une de vos pyramides au sommet de sa pile." },
        { key: "aim", term: "AIM", text: "Ensuite, vous pouvez coucher ou redresser une pyramide isolée." },
        { key: "wild", term: "WILD", text: "Ensuite, vous pouvez mener une attaque de plus ce tour-ci." },
      ],
    },
    end: {
      title: "Fin et score",
      text: [
        "La partie s'arrête quand le joueur dont c'est le tour n'a plus d'attaque possible, ou quand tous les joueurs ont passé à la suite.",
        "Chacun prend les piles qu'il contrôle et ses captures, et écarte sa propre couleur. Le reste est rangé en arbres (une petite, une moyenne, une grande) pour le meilleur total, que la table calcule pour vous.",
        "Un arbre d'une seule couleur vaut 7, un arbre mélangé 5, chaque pyramide restante 1. Le meilleur score gagne ; les ex æquo se partagent la victoire.",
      ],
    },
  },
  figures: {
    duelFigure: "Trois attaques d'une petite pyramide contre une moyenne",
    attacker: "attaquant",
    defender: "défenseur",
    attackWins: "5 bat 4 : l'attaque réussit",
    defenderWins: "3 perd contre 6 : les deux sont couchées",
    tieSmaller: "5 contre 5 : la plus petite gagne",
    stackFigure: "Une moyenne attaque une pile",
    beaten: "3 bat 2 : défenseur suivant",
    captures: "4 bat 3 : violet capture l'attaquant",
    treesFigure: "Le score des pyramides prises",
    oneColour: "une couleur",
    mixed: "mélangé",
    single: "chaque isolée",
    points: "{n} pts",
  },
};
