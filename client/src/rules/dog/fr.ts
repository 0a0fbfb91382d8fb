import type { DogText } from "./keys.js";

export const text: DogText = {
  game: "DOG",
  summary: "Une course de billes menée par les cartes, à quatre joueurs en deux équipes ou à six en trois ; les partenaires sont face à face.",
  sections: {
    goal: {
      title: "But",
      text: [
        "Sortir vos quatre billes du nid, leur faire faire le tour du plateau et les amener dans vos quatre cases d'arrivée.",
        "On gagne à deux : la première équipe dont les huit billes sont arrivées gagne aussitôt. Une fois vos quatre billes arrivées, vous jouez vos cartes pour celles de votre partenaire.",
      ],
    },
    setup: {
      title: "Donne et échange",
      text: [
        "On distribue 6, 5, 4, 3, 2 cartes, puis de nouveau 6. Tout le paquet (110 cartes : huit de chaque valeur et six jokers) est rebattu avant chaque donne de 6.",
        "Après chaque donne, vous passez une carte face cachée à votre partenaire, sans voir la sienne. Donnez-lui ce qui l'aide : un as ou un roi pour sortir une bille, un 4 pour reculer.",
      ],
    },
    turn: {
      title: "Un tour",
      text: [
        "Jouez une carte et avancez de tout son compte. Si une carte de votre main peut servir, vous devez en jouer une.",
        "Si aucune ne peut servir, vous vous couchez : votre main est défaussée et vous attendez la donne suivante.",
        "Sortie : un as, un roi (ou un joker) pose une bille du nid sur votre case départ, sauf si une de vos billes y est déjà ; la bille d'un autre joueur qui s'y trouve retourne au nid. Une bille qui vient de sortir bloque tout le monde, vos billes comprises, et ne peut être ni renvoyée ni échangée tant qu'elle n'a pas bougé.",
        "Arriver pile sur une bille la renvoie au nid, quelle que soit sa couleur, la vôtre comprise. Seul le 7 renvoie aussi toutes les billes qu'il dépasse.",
        "Pour entrer dans l'arrivée, une bille doit franchir sa case départ en avançant, après l'avoir quittée une fois ; elle peut aussi refaire un tour. Dans l'arrivée, le compte doit tomber juste, on ne saute personne et on ne recule pas.",
      ],
    },
    pieces: {
      title: "Les cartes",
      text: ["En avant, c'est le sens du jeu. Chaque déplacement utilise tout le compte de la carte."],
      items: [
        { key: "A", term: "As", text: "1 ou 11 en avant, ou sortir une bille sur votre case départ." },
        { key: "K", term: "Roi", text: "13 en avant, ou sortir une bille sur votre case départ." },
        { key: "Q", term: "Dame", text: "12 en avant." },
        { key: "J", term: "Valet", text: "Échanger une de vos billes avec n'importe quelle autre bille du parcours (pas une bille qui vient de sortir, au nid ou arrivée)." },
        { key: "7", term: "Sept", text: "7 pas en avant, partagés comme vous voulez entre une ou plusieurs de vos billes ; toute bille dépassée retourne au nid." },
        { key: "4", term: "Quatre", text: "4 en avant ou 4 en arrière." },
        { key: "Joker", term: "Joker", text: "Vaut la carte de votre choix, annoncée en la jouant." },
        { key: "plain", term: "2, 3, 5, 6, 8, 9, 10", text: "Autant de pas en avant." },
      ],
    },
    end: {
      title: "Fin de la partie",
      text: [
        "Quand un 7 fait arriver votre dernière bille, les pas restants vont aux billes de votre partenaire.",
        "L'équipe dont les huit billes sont toutes dans leurs cases d'arrivée gagne ; on ne compte pas de points.",
      ],
    },
  },
  more: {
    six: {
      title: "À six",
      text: [
        "À six, on joue en trois équipes de deux : les partenaires sont à trois places l'un de l'autre, face à face. Le plateau a six branches de 16 cases ; chaque place a sa couleur et son signe (rond, triangle, carré, losange, croix, étoile) sur ses billes, son nid et sa case départ.",
        "On distribue de même 6, 5, 4, 3, 2 cartes sur les mêmes 110. Six mains demandent plus de cartes qu'il n'en reste au fil des donnes : la donne de 2 se fait avec tout le paquet rebattu.",
        "Chaque équipe échange de son côté, comme à quatre : vous passez une carte à votre partenaire, et personne d'autre ne connaît l'une ou l'autre.",
        "Une fois vos quatre billes arrivées, vous jouez pour votre partenaire. La première équipe dont les huit billes sont arrivées gagne ; les deux autres perdent.",
        "Variante maison, si l'hôte l'a choisie : deux équipes de trois, assises en alternance. Vous passez votre carte au coéquipier suivant dans l'ordre du jeu et en recevez une du précédent ; vos billes arrivées, vous jouez pour le coéquipier suivant qui a encore des billes dehors. Une équipe gagne quand ses douze billes sont arrivées.",
      ],
    },
  },
  figures: {
    cardsFigure: "Ce que fait chaque carte",
    out: "sortie",
    swap: "échange",
    split: "partagé",
    any: "au choix",
    trackFigure: "Nid, case départ et arrivée",
    kennel: "nid",
    start: "départ",
    finish: "arrivée",
    sixFigure: "Le plateau à six : même numéro, même équipe",
  },
};
