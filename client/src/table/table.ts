import { gameFacts, seatCountsOf, type SeatRules } from "@tablee/shared";
import { eventsOf, legalOf } from "../games/wire";
import type { Room } from "@colyseus/sdk";
import type { ClientGame } from "../games/index";
import { onLocaleChange, t } from "../i18n/index";
import { forgetMyTable, forgetSeat, nameSeatKey, noteLeftMidGame, rememberTable, saveName, savedName, savedSeatKey, saveToken } from "../net/storage";
import { replayPath } from "../router";
import { Banner } from "../ui/banner";
import { clear, el, rebuild } from "../ui/dom";
import { localeSwitch } from "../ui/locale-switch";
import { TurnAlerts } from "./alerts";
import { howToPlayButton, relabelHowToPlay } from "../rules/index";
import { Chat } from "./chat";
import { askLeave, askSeatName } from "./dialogs";
import { tableLinks } from "./links";
import { pushOffer, tellVisibility } from "./push-offer";
import { recentEvents } from "./history";
import { GameLog } from "./log";
import { leaving, NO_OFFERS, personAway, seatHolder, turnOf, type Leaving, type Offers, type SeatOffer } from "./seat-roles";
import { hostStartButtons, renderSeats, showClock, tickSeatClocks } from "./seats";
import { seatTeams } from "./seat-teams";
import { seatFree, snapshot, type TableSnapshot } from "./snapshot";
import { formatClock, TurnClocks, URGENT_MS } from "./turn-clock";
import { awaitsMe, turnNews } from "./turn-alert";
import { BoardHost } from "./board-host";
import { PacePanel } from "./pace-panel";
import { Connection, type Notice, type Offline } from "./connection";
import { tableSender } from "../net/table-messages";

export interface TableViewOptions {
  root: HTMLElement;
  room: Room;
  tableId: string;
  game: ClientGame;
  /** Back to the lobby (after leaving, or when the table is gone). */
  exit(): void;
}

/**
 * The table shell shared by every game: seats, whose turn, the log in words, chat, banners,
 * start / rematch / leave, and the canvas the game's renderer draws in. It only shows what
 * the server's state says and sends intents; the server decides everything.
 */
export class TableView {
  /** The line to the table's room: a new room replaces it when the page comes back by itself. */
  private readonly connection: Connection;
  /** The table's messages, to the room of the moment. */
  private readonly send = tableSender(() => this.room);
  private readonly game: ClientGame;
  private readonly banner = new Banner();
  private readonly board: BoardHost;
  private readonly overlay = el("div", { class: "board-overlay", hidden: true });
  /** This player's own turn clock, in the top bar: in sight on a phone too, and over no piece. */
  private readonly myClockTime = el("span", { class: "my-clock-time", role: "timer" });
  private readonly myClockLabel = el("span", { class: "my-clock-label", "aria-hidden": "true" });
  private readonly myClock = el("div", { class: "my-clock", hidden: true }, this.myClockLabel, this.myClockTime);
  private readonly boardArea: HTMLElement;
  /** Whose turn it is, what the table waits for: where focus waits when nothing else needs it (tabindex -1). */
  private readonly status = el("p", { class: "status", "aria-live": "polite", tabindex: -1 });
  /** What just happened at the table that no other line says (a seat taken, a bot seated), for screen readers. */
  private readonly news = el("p", { class: "table-news visually-hidden", role: "status" });
  private readonly seatList = el("ol", { class: "seats" });
  private readonly controls = el("div", { class: "controls" });
  private readonly pace = new PacePanel((choice) => this.send.setPace(choice));
  private readonly title = el("h1", { class: "game-title" });
  private readonly role = el("span", { class: "role-badge", hidden: true });
  private readonly leaveButton = el("button", { type: "button", class: "leave", "data-action": "leave" });
  private readonly rulesButton: HTMLButtonElement;
  private readonly lobbyLink = el("a", { class: "brand", href: "/" }, "Tablée");
  private readonly links;
  /** "Tell me when it's my turn", for a seat this browser holds the key of. */
  private readonly push;
  /** The same links again on the waiting card, where the host looks for them. */
  private readonly waitingLinks;
  private readonly chat: Chat;
  private readonly log: GameLog;
  /** The game's rules, with which the seat's legal actions are listed from its view (the turn alert counts them). */
  private seatRules: SeatRules | null = null;
  private seatRulesLoading = false;
  private readonly disposers: (() => void)[] = [];
  private readonly clocks = new TurnClocks();
  private readonly alerts = new TurnAlerts(() => t(`game.${this.game.id}`));
  /** Whether the table waited for this page's player at the last reading (null: none yet). */
  private awaited: boolean | null = null;

  private state: TableSnapshot;
  private lastLogKey: string | null = null;
  private lastPhase = "";
  /** The board takes focus once it is there (the control that had it went before the board came). */
  private closed = false;
  /** Left on purpose (the seat is released). */
  private left = false;
  /** A dialog is open (leave, a spectator's name): a second click does not open another. */
  private asking = false;
  /** What the server last said this page may do (its `offers`). */
  private offers: Offers = NO_OFFERS;
  private tick: ReturnType<typeof setInterval> | undefined;
  /** The element of this page that last had focus: when a redraw takes it away, focus goes on (`keepFocus`). */
  private lastFocused: HTMLElement | null = null;
  /** This page's seat and each seat's holder at the last reading, to tell what changed (null: none yet). */
  private lastSeating: { mine: number; holders: string[] } | null = null;
  private readonly onFocusIn = (event: FocusEvent): void => {
    if (event.target instanceof HTMLElement && this.options.root.contains(event.target)) this.lastFocused = event.target;
  };

  constructor(private readonly options: TableViewOptions) {
    this.connection = new Connection(options.room, options.tableId, this.banner, {
      state: () => this.refresh(),
      error: (error) => {
        const key = `error.${error.code}`;
        const text = t(key);
        this.banner.show("error", text === key ? (error.message ?? t("error.unknown")) : text);
        // A refused move leaves the renderer waiting: redraw the same view so its choices reset.
        this.board.redraw();
      },
      notice: (notice) => this.notice(notice),
      seatKey: () => this.showSeatKey(),
      offers: (offers) => {
        this.offers = offers;
        this.refresh();
      },
      online: () => {
        // The state may have moved on while the line was down: show it all afresh.
        this.board.forget();
        this.refresh();
        this.tellVisible();
      },
      offline: () => this.renderShell(),
      exit: () => this.exit(),
      closed: () => this.closed,
    });
    this.game = options.game;
    this.rulesButton = howToPlayButton(() => this.game.id, "how-to-play-button topbar-rules");
    this.state = snapshot(this.room.state);
    this.board = new BoardHost(this.game, {
      seat: () => (this.spectator || this.mySeat < 0 ? null : this.mySeat),
      names: () => this.names(),
      state: () => this.state,
      act: (action) => this.send.action(action),
      closed: () => this.closed,
      parking: () => (this.status.isConnected ? this.status : null),
    });
    this.boardArea = el("section", { class: "board-area" }, this.board.element, this.overlay);
    // Fetch Pixi and the renderer while the first state arrives: the table draws sooner.
    this.board.load().catch(() => this.banner.show("error", t("error.load")));
    this.loadSeatRules();

    this.links = tableLinks(options.tableId, "side", true);
    this.push = pushOffer(options.tableId);
    this.waitingLinks = tableLinks(options.tableId, "waiting");
    this.chat = new Chat((text) => this.send.chat({ text }), this.game.seatColours);
    this.log = new GameLog((log, names) => this.game.describe(eventsOf(log), names));

    const locales = localeSwitch();
    this.disposers.push(locales.dispose, onLocaleChange(() => this.relabel()), tellVisibility(() => this.tellVisible()));
    this.leaveButton.addEventListener("click", () => void this.leave());
    this.lobbyLink.addEventListener("click", (event) => {
      event.preventDefault();
      void this.leave();
    });

    const side = el(
      "aside",
      { class: "side" },
      el("section", { class: "panel seats-panel" }, this.status, this.news, this.seatList, this.pace.node, this.controls),
      this.log.node,
      this.chat.node,
      el("section", { class: "panel links-panel" }, this.links.node, this.push.node, this.alerts.blockedNote),
    );
    const page = el(
      "div",
      { class: "page table-page" },
      el("header", { class: "topbar" }, this.lobbyLink, this.title, this.role, el("span", { class: "spacer" }), this.myClock, el("span", { class: "spacer" }), this.alerts.node, locales.node, this.rulesButton, this.leaveButton),
      this.banner.node,
      el("main", { class: "table-layout" }, this.boardArea, side),
    );
    clear(options.root);
    options.root.appendChild(page);

    this.tick = setInterval(() => {
      const now = Date.now();
      // An away player's countdown is in the row's words (and its label): the rows again, and
      // once more just after it ends, to say "away" without a countdown.
      // A turn clock changes only its own node, so the seats' buttons keep their focus.
      if (!this.turnBased && this.state.seats.some((seat) => seatHolder(seat) === "person" && !seat.connected && seat.awayUntil > now - 1000)) {
        this.renderSeats();
        this.renderStatus();
      } else if (this.clocks.any) tickSeatClocks(this.seatList, this.clocks, now, this.turnBased);
      this.renderMyClock(now);
    }, 1000);
    document.addEventListener("focusin", this.onFocusIn, true);
    this.relabel();
    this.refresh();
    // A table just opened (Create table, Take a seat): the keyboard starts at its status, or
    // at the hand's first choice once there is one.
    if (!document.activeElement || document.activeElement === document.body) this.focusNext();
  }

  /**
   * Focus goes to what this person needs next: the table's status now, and the hand's first
   * choice as soon as the board offers one (canvas-buttons.ts takes it from the status).
   */
  private focusNext(): void {
    this.status.focus({ preventScroll: true });
    this.board.takeFocus();
  }

  /** The element that had focus went with a redraw (a seat's button, a control): focus goes on, not to the page's body. */
  private keepFocus(): void {
    const last = this.lastFocused;
    if (!last || last.isConnected || this.closed) return;
    this.lastFocused = null;
    if (!document.activeElement || document.activeElement === document.body) this.focusNext();
  }

  /** Says what changed in the seats (this page's own, a bot seated or gone), in the news line. */
  private tellSeating(): void {
    const holders = this.state.seats.map((seat) => seatHolder(seat));
    const mine = this.spectator ? -1 : this.mySeat;
    const last = this.lastSeating;
    this.lastSeating = { mine, holders };
    if (this.state.seatCount === 0) return;
    const said: string[] = [];
    if (mine >= 0 && mine !== last?.mine) said.push(t("news.sat", { n: mine + 1 }));
    if (last) {
      holders.forEach((holder, seat) => {
        const before = last.holders[seat];
        if (before === "free" && holder === "bot") said.push(t("news.botSeated", { n: seat + 1, bot: t("seat.botLevel", { level: t(`bot.${this.state.seats[seat].bot}`) }) }));
        else if (before === "bot" && holder === "free") said.push(t("news.botRemoved", { n: seat + 1 }));
      });
    }
    if (said.length > 0) this.news.textContent = said.join(" ");
  }

  /** Whether this page is shown: the server sends no push to a seat whose page is. */
  private tellVisible(): void {
    if (this.room.connection.isOpen) this.send.visible({ visible: document.visibilityState === "visible" });
  }

  private get room(): Room {
    return this.connection.room;
  }

  private get offline(): Offline | null {
    return this.connection.offline;
  }

  private get mySessionMember() {
    return this.state.members[this.room.sessionId];
  }

  private get mySeat(): number {
    const member = this.mySessionMember;
    if (member && member.seat >= 0) return member.seat;
    // Before the members map arrives, the seats say where this session sits.
    return this.state.seats.findIndex((seat) => seat.occupant === this.room.sessionId);
  }

  private get spectator(): boolean {
    return this.mySessionMember?.spectator ?? false;
  }

  private get turnBased(): boolean {
    return this.state.pace === "turns";
  }

  private get isHost(): boolean {
    return this.state.host === this.room.sessionId;
  }

  private names(): string[] {
    return this.state.seats.map((seat) => seat.name ?? "");
  }

  private notice(notice: Notice): void {
    const params = { name: notice.name ?? "", seat: (notice.seat ?? 0) + 1 };
    switch (notice.code) {
      case "seat-released":
      case "host-changed":
      case "game-started":
      case "game-over":
      case "rematch":
      case "closed":
        this.log.text(`notice.${notice.code}`, params);
        break;
      case "seat-back": {
        // Told to the player who came back in their own words.
        const key = notice.seat !== undefined && notice.seat === this.mySeat && !this.spectator ? "notice.seat-back-mine" : "notice.seat-back";
        this.log.text(key, params);
        this.banner.show("info", t(key, params));
        this.news.textContent = t(key, params);
        break;
      }
      // Bots taking over and players coming back: worth a look up from the board, and kept in the log.
      case "bot-playing":
      case "seat-given-up":
      case "timeout":
      case "away":
      case "store-failing":
      case "store-back":
      case "asleep":
        this.log.text(`notice.${notice.code}`, params);
        this.banner.show("info", t(`notice.${notice.code}`, params));
        break;
      case "restarting":
        this.log.text("notice.restarting");
        // The close (4001) follows in a moment: from now on nothing played here would count.
        this.connection.goOffline("restarting");
        break;
      case "seat-moved":
        // The close (4011) follows; the page must not try to come back by itself, or two
        // pages would take the seat from each other.
        this.connection.goOffline("moved");
        break;
      default:
        if (notice.message) this.banner.show("info", notice.message);
    }
  }

  /** The "continue on another device" link, for a seat whose key this browser keeps. */
  private showSeatKey(): void {
    const kept = savedSeatKey(this.options.tableId);
    const seat = this.mySeat;
    const key = kept && seat >= 0 && (kept.seat === seat || kept.seat < 0) ? kept.key : null;
    this.links.setSeatKey(key);
    // Pushes are for turn-based tables: at a live one everybody is at the screen.
    this.push.show(this.turnBased ? key : null);
  }

  /** What the lobby's "My tables" shows of this table, and how to come back to it. */
  private noteVisit(): void {
    const member = this.mySessionMember;
    if (!member || this.offline) return;
    const seat = member.seat;
    this.connection.joinedAs = { spectate: member.spectator, name: member.name };
    rememberTable({
      id: this.options.tableId,
      game: this.game.id,
      seat,
      spectator: member.spectator,
      names: this.names(),
      lastSeen: Date.now(),
      status: this.state.phase === "over" ? "over" : "playing",
    });
    if (seat >= 0) nameSeatKey(this.options.tableId, seat, member.name, this.game.id);
    this.showSeatKey();
  }

  private refresh(): void {
    if (this.closed) return;
    const next = snapshot(this.room.state);
    // A room joined again has no state until its first patch: the table shown stays until then
    // (an empty one would read as a return to the waiting room, then the last move again).
    if (next.seatCount === 0 && this.state.seatCount > 0) return;
    this.state = next;
    this.clocks.update(next.seats.map((seat) => seat.deadline), next.clock, Date.now());
    const logKey = JSON.stringify([this.state.moves, this.state.log]);
    // The first state describes the action before we arrived: tell it once, as context.
    const freshEvents = this.lastLogKey !== null && logKey !== this.lastLogKey;
    if (freshEvents || (this.lastLogKey === null && this.state.phase !== "waiting")) this.log.events(this.state.log, this.names());
    if (this.lastLogKey === null && this.state.phase !== "waiting") this.tellEarlierMoves();
    // A room's state before its first patch has no seats: the table's own state is still to
    // come, and with it the first view of the game, told with its earlier moves.
    if (next.seatCount > 0) this.lastLogKey = logKey;
    if (this.lastPhase && this.lastPhase !== this.state.phase && this.state.phase === "waiting") this.log.text("log.waiting");
    this.lastPhase = this.state.phase;

    this.renderShell();
    this.tellSeating();
    this.keepFocus();
    this.chat.update(this.state.chat);
    this.role.hidden = !this.spectator;
    // It is never a spectator's turn: no switches for alerts that never come.
    this.alerts.node.hidden = this.spectator;
    this.noteVisit();
    if (this.state.board) this.board.show(freshEvents);
    else this.board.clear();
  }

  /**
   * A page arriving mid-game (a reload, a late spectator) has only the last move's events:
   * the moves before it come from the table's public replay (history.ts).
   */
  private tellEarlierMoves(): void {
    const { moves, log } = this.state;
    void recentEvents(this.options.tableId, moves, log).then((batches) => {
      if (!this.closed) this.log.earlier(batches, this.names());
    });
  }

  private relabel(): void {
    this.alerts.setTitle(`${t(`game.${this.game.id}`)} · Tablée`);
    this.alerts.relabel();
    this.title.textContent = t(`game.${this.game.id}`);
    this.role.textContent = t("role.watching");
    this.leaveButton.textContent = t("table.leave");
    relabelHowToPlay(this.rulesButton);
    this.links.relabel();
    this.push.relabel();
    this.waitingLinks.relabel();
    this.pace.relabel();
    this.chat.relabel();
    this.log.relabel();
    this.connection.showOffline();
    this.renderShell();
    this.board.relabel();
  }

  private renderShell(): void {
    this.renderSeats();
    this.renderStatus();
    this.pace.update(this.state, this.mayDo.setup);
    this.renderControls();
    this.renderOverlay();
    this.renderBoardArea();
    this.renderMyClock(Date.now());
    this.tellTurn();
  }

  /** The game's rules, fetched once (again after a failed fetch); the table is shown anew with them. */
  private loadSeatRules(): void {
    if (this.seatRules !== null || this.seatRulesLoading) return;
    this.seatRulesLoading = true;
    this.game
      .loadSeatRules()
      .then((rules) => {
        this.seatRules = rules;
        this.refresh();
      })
      .catch(() => undefined)
      .finally(() => (this.seatRulesLoading = false));
  }

  /** The tab, the sound and the notification follow whether the table waits for this player. */
  private tellTurn(): void {
    this.loadSeatRules();
    const seat = this.mySeat;
    const now = awaitsMe({
      phase: this.state.phase,
      active: this.state.active,
      legal: seat >= 0 && this.seatRules !== null ? legalOf(this.seatRules, this.state.board, this.state.privates[String(seat)] ?? null).length : 0,
      mySeat: seat,
      spectator: this.spectator,
      // A room joined again has no state until its first patch: no reading before it.
      live: this.offline === null && this.state.seatCount > 0,
      botPlaysForMe: this.mayDo.back,
    });
    this.alerts.tell(turnNews(this.awaited, now));
    if (now !== null) this.awaited = now;
  }

  /** The player's own clock, while it runs for their seat. */
  private renderMyClock(now: number): void {
    const seat = this.mySeat;
    const remaining = seat >= 0 && !this.spectator && !this.offline ? this.clocks.remaining(seat, now) : null;
    this.myClock.hidden = remaining === null;
    this.myClock.classList.toggle("is-urgent", remaining !== null && remaining < URGENT_MS);
    this.myClockLabel.textContent = t("clock.mine");
    showClock(this.myClockTime, remaining, { label: (time) => t("clock.label", { time }), long: this.turnBased });
    // showClock hides the time itself when it stops; the box around it does that already.
    this.myClockTime.hidden = false;
  }

  /**
   * A board that is not live must not invite a move: dimmed, out of reach of pointer and
   * keyboard (a click would only queue a move for a table that may be gone).
   */
  private renderBoardArea(): void {
    const offline = this.offline !== null;
    this.boardArea.classList.toggle("offline", offline);
    this.boardArea.inert = offline;
    this.boardArea.setAttribute("aria-disabled", String(offline));
  }

  private renderSeats(): void {
    renderSeats(this.seatList, {
      offers: this.mayDo,
      mySeat: this.mySeat,
      snapshot: this.state,
      me: this.room.sessionId,
      colours: this.game.seatColours,
      teams: seatTeams(gameFacts[this.game.id], this.state.seats.length, this.state.board, this.game.teamsOnBoard),
      now: Date.now(),
      clocks: this.clocks,
      offer: (seat, offer) => this.sendOffer(seat, offer),
    });
  }

  /** What this page may do, as the server last said: nothing while the page is cut off from the table. */
  private get mayDo(): Offers {
    return this.offline ? NO_OFFERS : this.offers;
  }

  /** A seat's button, as the table message it stands for. */
  private sendOffer(seat: number, offer: SeatOffer): void {
    if (offer.kind === "sit" && this.spectator) void this.sitDown(seat);
    else if (offer.kind === "add-bot") this.send.addBot({ seat, level: offer.level });
    else if (offer.kind === "remove-bot") this.send.removeBot({ seat });
    else if (offer.kind === "open-seat") this.send.openSeat({ seat });
    else this.send.sit({ seat });
  }

  private winnersText(): string {
    const names = this.state.winners.map((seat) => this.state.seats[seat]?.name || t("seat.n", { n: seat + 1 }));
    if (names.length === 0) return t("status.overNoWinner");
    return t("status.winner", { names: names.join(t("and")), count: names.length });
  }

  private renderStatus(): void {
    const { phase, seats, active } = this.state;
    let text: string;
    if (this.offline) {
      // Whatever the board last said (whose turn it is) no longer holds.
      text = this.connection.offlineText(this.offline);
    } else if (phase === "waiting") {
      const taken = seats.filter((seat) => !seatFree(seat)).length;
      if (taken < seats.length) text = t("status.waitingPlayers", { n: taken, total: seats.length });
      else if (this.turnBased) text = t("status.readyTurns");
      else if (personAway(seats)) text = t("status.someoneAway");
      else text = this.isHost ? t("status.readyHost") : t("status.readyWait");
    } else if (phase === "over") {
      text = this.winnersText();
    } else if (seats.some(seatFree)) {
      text = t("status.seatFree");
    } else if (this.mayDo.back) {
      text = t("status.botPlaysForYou");
    } else if (active.includes(this.mySeat)) {
      text = active.length > 1 ? t("status.yourChoice") : t("status.yourTurn");
    } else if (active.length === 1) {
      const turn = turnOf(seats[active[0]], Date.now(), this.turnBased);
      text = t(turn.key, { name: turn.name, time: turn.awayMs === undefined ? "" : formatClock(turn.awayMs) });
    } else {
      text = t("status.several");
    }
    this.status.textContent = text;
    this.status.dataset.phase = phase;
  }

  private renderControls(): void {
    const focused = this.controls.contains(document.activeElement);
    rebuild(this.controls, (into) => this.controlButtons(into));
    // The control pressed went with its moment (Start once the game starts, I'm back): the
    // keyboard goes on at the status, then the board's first choice, not at the page's start.
    if (focused && !this.controls.contains(document.activeElement)) this.focusNext();
  }

  private controlButtons(controls: HTMLElement): void {
    if (this.offline) return;
    const { phase, seats } = this.state;
    const button = (action: string, label: string, run: () => void, disabled = false) => {
      const node = el("button", { type: "button", class: `control control-${action}`, "data-action": action, text: label, disabled });
      node.addEventListener("click", run);
      controls.appendChild(node);
    };
    const offers = this.mayDo;
    if (phase === "waiting") {
      if (offers.setup) {
        const facts = gameFacts[this.game.id];
        const { minPlayers, maxPlayers } = facts;
        controls.append(...hostStartButtons({ seats, minPlayers, maxPlayers, seatCounts: seatCountsOf(facts), game: t(`game.${this.game.id}`), offers, send: this.send }));
      }
      if (offers.stand) button("stand", t("table.stand"), () => this.send.stand());
    } else if (offers.back) {
      button("back", t("table.back"), () => this.send.back());
    } else if (offers.rematch) {
      button("rematch", t("table.rematch"), () => this.send.rematch());
    }
  }

  /** What the waiting card tells this page to do: invite friends; or, watching, that a free seat is theirs to take. */
  private waitingHint(): string {
    // A table with no shorter game than its seats (DOG at four) starts only with every seat held: bots fill the rest.
    const shorter = seatCountsOf(gameFacts[this.game.id]).some((count) => count < this.state.seats.length);
    if (!this.spectator) return t(shorter ? "overlay.waitingHint" : "overlay.waitingHintFull");
    return this.mayDo.sit.length > 0 ? t("overlay.waitingWatchSit", { sit: t("seat.sit") }) : t("overlay.waitingWatch");
  }

  /** Before the game and after it, a card over the board says what happens next. */
  private renderOverlay(): void {
    const { phase } = this.state;
    clear(this.overlay);
    this.boardArea.classList.toggle("is-over", phase === "over");
    if (phase === "playing") {
      this.overlay.hidden = true;
      return;
    }
    this.overlay.hidden = false;
    this.overlay.dataset.phase = phase;
    const card = el("div", { class: "overlay-card" });
    if (phase === "waiting") {
      card.append(
        el("h2", { text: t("overlay.waitingTitle") }),
        el("p", { text: this.status.textContent ?? "" }),
        el("p", { class: "hint", text: this.waitingHint() }),
      );
      if (!this.spectator) card.appendChild(this.waitingLinks.node);
    } else {
      card.append(el("h2", { text: t("overlay.overTitle") }), el("p", { class: "winners", text: this.winnersText() }));
      // In this tab: the replay has a way back to the table (and its rematch).
      card.appendChild(el("a", { class: "button replay-link", href: replayPath(this.options.tableId), "data-action": "replay", text: t("overlay.replay") }));
      if (this.mayDo.rematch) {
        const rematch = el("button", { type: "button", class: "control control-rematch", "data-action": "rematch", text: t("table.rematch") });
        rematch.addEventListener("click", () => this.send.rematch());
        card.appendChild(rematch);
      } else {
        card.appendChild(el("p", { class: "hint", text: t("overlay.waitHost") }));
      }
    }
    this.overlay.appendChild(card);
  }

  /**
   * A spectator takes a seat: under the name they watched as when it is their own, else under
   * one they give now (a watch link lets them watch as "Spectator").
   */
  private async sitDown(seat: number): Promise<void> {
    const own = savedName().trim();
    if (this.mySessionMember?.name === own) {
      this.send.sit({ seat });
      return;
    }
    if (this.asking) return;
    this.asking = true;
    const name = await askSeatName(this.options.root, seat, own).finally(() => (this.asking = false));
    if (name === null || this.closed) return;
    saveName(name);
    this.send.sit({ seat, name });
  }

  /** What leaving does now; a seat that went on in another tab is no longer this page's. */
  private leaving(): Leaving {
    return leaving(this.state.phase, this.offline === "moved" ? -1 : this.mySeat, this.spectator, this.turnBased);
  }

  /**
   * Asks first, saying what leaving does: at a turn-based table the seat stays the player's;
   * else before the start (or after the game) the seat frees; during a game a bot plays it, and the seat's key stays, so that the player takes it back
   * from the lobby's My tables or the table's link; without a seat nothing changes.
   */
  private async leave(): Promise<void> {
    if (this.asking) return;
    this.asking = true;
    const mayGiveUp = this.mayDo.giveUp;
    const answer = await askLeave(this.options.root, this.leaving(), mayGiveUp).finally(() => (this.asking = false));
    if (answer === null || this.closed) return;
    this.closed = true;
    this.left = true;
    // Read again: the game may have started or ended while the question was open. Only a seat
    // that frees takes its key along: a key this browser keeps for another seat of the table,
    // or for this one gone on in another tab, stays.
    const what = this.leaving();
    if (answer === "give-up" && what !== "seat-frees" && what !== "no-seat") {
      // Sent before the leave, so the table opens the seat while its player still holds it.
      this.send.openSeat({ seat: this.mySeat });
      forgetMyTable(this.options.tableId);
      this.connection.leave();
      this.exit();
      return;
    }
    if (what === "bot-plays") noteLeftMidGame(this.options.tableId);
    if (what !== "seat-frees") saveToken(this.options.tableId, null);
    // A seat left before the start is nothing to come back to: My tables forgets the table.
    else if (this.state.phase === "waiting") forgetMyTable(this.options.tableId);
    else forgetSeat(this.options.tableId);
    this.connection.leave();
    this.exit();
  }

  private exit(): void {
    this.closed = true;
    this.options.exit();
  }

  dispose(): void {
    this.closed = true;
    document.removeEventListener("focusin", this.onFocusIn, true);
    clearInterval(this.tick);
    this.banner.dispose();
    this.alerts.dispose();
    for (const dispose of this.disposers) dispose();
    this.board.destroy();
    if (!this.left) this.connection.letGo(this.spectator);
  }
}
