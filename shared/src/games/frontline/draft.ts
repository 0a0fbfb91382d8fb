import type { Colour, FrontlineEvent, FrontlineState, Piece, Pyramid, Seat, Size, Supply } from "./types.js";

/**
 * The next state while one `apply` works on it. `apply` must not touch its input and must
 * be fast, so the draft copies each part (board, supply, crossed piles, dice) only the
 * first time it changes; untouched parts stay shared with the previous state.
 */
export class Draft {
  readonly s: FrontlineState;
  private boardCopied = false;
  private supplyCopied = false;
  private crossedCopied = false;
  private diceCopied = false;

  constructor(previous: FrontlineState) {
    this.s = { ...previous, events: [] };
  }

  event(e: FrontlineEvent): void {
    this.s.events.push(e);
  }

  put(sq: number, pyramid: Pyramid | null): void {
    if (!this.boardCopied) {
      this.s.board = this.s.board.slice();
      this.boardCopied = true;
    }
    this.s.board[sq] = pyramid;
  }

  private supplyForWrite(): Supply {
    if (!this.supplyCopied) {
      const old = this.s.supply;
      this.s.supply = {
        red: [...old.red],
        blue: [...old.blue],
        green: [...old.green],
        yellow: [...old.yellow],
        black: [...old.black],
      };
      this.supplyCopied = true;
    }
    return this.s.supply;
  }

  /** Takes one pyramid of that colour and size out of the supply. */
  fromSupply(colour: Colour, size: Size): void {
    this.supplyForWrite()[colour][size - 1]--;
  }

  toSupply(colour: Colour, size: Size): void {
    this.supplyForWrite()[colour][size - 1]++;
  }

  /** Removes the pyramid on `sq` from the board back into the supply. */
  removeToSupply(sq: number): void {
    const p = this.s.board[sq] as Pyramid;
    this.toSupply(p.colour, p.size);
    this.put(sq, null);
  }

  addCrossed(seat: Seat, piece: Piece): void {
    if (!this.crossedCopied) {
      this.s.crossed = [this.s.crossed[0].slice(), this.s.crossed[1].slice()];
      this.crossedCopied = true;
    }
    this.s.crossed[seat].push(piece);
  }

  setDie(index: number, status: FrontlineState["dice"][number]["status"]): void {
    if (!this.diceCopied) {
      this.s.dice = this.s.dice.slice();
      this.diceCopied = true;
    }
    this.s.dice[index] = { face: this.s.dice[index].face, status };
  }
}
