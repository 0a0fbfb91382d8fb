import type { FrontlineText } from "./keys.js";

export const text: FrontlineText = {
  game: "Frontline",
  summary: "A two-player pyramid battle on a chessboard, driven by three coloured dice.",
  sections: {
    goal: {
      title: "Goal",
      text: ["Be the first to get one pyramid of each of the five colours across your opponent's start line (the row nearest to them). Any size counts."],
    },
    setup: {
      title: "Set-up",
      text: [
        "The board starts empty. 45 pyramids wait in one shared supply: five colours (red, blue, green, yellow, black), three sizes, three of each.",
        "A pyramid lying down and pointing at your opponent is yours. A pyramid standing upright belongs to nobody.",
        "A pyramid's range is the ring of squares around it up to its pips away: 1 for a small, 2 for a medium, 3 for a large. Its own square is not in range.",
        "Who starts is chosen when the table is made, or drawn at random.",
      ],
    },
    turn: {
      title: "A turn",
      text: [
        "Roll the three dice. Use each die once, in any order, for one action with a pyramid of the die's colour (a 6 is any colour). You may decline a die; a die with nothing to do is lost.",
      ],
      items: [
        { key: "enter", term: "Enter", text: "Put a small pyramid from the supply on an empty square of your start line, yours." },
        { key: "take", term: "Take", text: "Lay an upright pyramid down, anywhere on the board: it is now yours." },
        { key: "grow", term: "Grow", text: "Swap one of your pyramids for the next size up from the supply." },
        { key: "activate", term: "Activate", text: "Stand up one of your pyramids, or shrink an upright one by one size, and its colour's power strikes everything in its range (the range after shrinking)." },
        { key: "move", term: "Move", text: "Move one of your pyramids exactly its pips in a straight line, any of 8 directions. It may pass over pyramids but not stop on one. Past your opponent's start line, it leaves the board into your crossed pile." },
      ],
    },
    pieces: {
      title: "The dice and the powers",
      text: ["A power hits every pyramid in range: yours, your opponent's and upright ones alike."],
      items: [
        { key: "red", term: "1 · Red: destroy", text: "Every pyramid in range goes back to the supply." },
        { key: "blue", term: "2 · Blue: control", text: "Every pyramid in range becomes yours." },
        { key: "green", term: "3 · Green: grow", text: "Every pyramid in range grows one size, keeping its direction; a large one, or one whose next size is used up, goes to the supply." },
        { key: "yellow", term: "4 · Yellow: transport", text: "Move up to as many pyramids as the activated one has pips to empty squares in its range, keeping their direction." },
        { key: "black", term: "5 · Black: freeze", text: "Every pyramid in range stands upright, without any power going off." },
        { key: "any", term: "6 · Any colour", text: "Use it as a die of the colour you like." },
      ],
    },
    end: {
      title: "End of the game",
      text: [
        "The first player whose crossed pile holds all five colours wins at once.",
        "If no pyramid has crossed for 60 turns in a row, either player may claim a draw. A table may also set a turn limit, which ends the game in a draw.",
      ],
    },
  },
  figures: {
    activationFigure: "The activation table: each die face, its colour and its power",
    die: "die",
    colour: "colour",
    power: "power",
    rangeFigure: "Ranges: the squares each size reaches",
    small: "small",
    medium: "medium",
    large: "large",
    controlFigure: "Upright or yours",
    upright: "upright: nobody's",
    controlled: "lying, pointing ahead: yours",
  },
};
