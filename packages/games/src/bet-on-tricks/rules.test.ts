/**
 * One test per rule, each on a stacked (hand-checked) deal fixed through
 * `chance` outcomes. Seat 0 wins the starter draw unless a test says otherwise.
 */
import { describe, expect, it } from "vitest";
import { InvalidChanceError, eventsFor, fairSeed, playMatch, registerRandomAlgorithm, registerSeedScheme, replay, type GameEvent } from "@gg/core";
import { expectRefused } from "@gg/core/testing";
import { betOnTricks, type BetOnTricksState } from "./index.ts";
import { roundSize, trickWinner, type Play } from "./strength.ts";
import { Table, dealOf, drawOf, fillerDeal, fillers, starterIs } from "./testkit.ts";

const HIGH = "AD AS AH AC KS";
const LOW_C = "2C 3C 4C 5C 6C";
const LOW_D = "2D 3D 4D 5D 6D";
const LOW_H = "2H 3H 4H 5H 6H";

function plays(...codes: string[]): Play[] {
  return codes.map((code, seat) => {
    const [card, as] = code.split("=");
    return as ? { seat, card: card!, as: as as Play["as"] } : { seat, card: card! };
  });
}

describe("card strength", () => {
  it("orders 2 < 3 < … < 10 < Q < J < K < A, suits irrelevant", () => {
    const order = ["2S", "3H", "4D", "5C", "6S", "7H", "8D", "9C", "10S", "QH", "JD", "KC", "AS"];
    for (let i = 0; i + 1 < order.length; i++) {
      expect(trickWinner(plays(order[i]!, order[i + 1]!), false, false)).toBe(1);
      expect(trickWinner(plays(order[i + 1]!, order[i]!), false, false)).toBe(0);
    }
  });

  it("AD beats another ace (led first or played after)", () => {
    const t = new Table(2, {}, [starterIs(0, 2), dealOf("AS 2C 3C 4C 5C", "AD 2D 3D 4D 5D")]);
    t.bets(0, 1);
    const events = t.plays("AS AD");
    expect(events.find((e) => e.type === "trickWon")).toMatchObject({ seat: 1, to: "all" });
    expect(t.state.tricks).toEqual([0, 1]);
    expect(t.state.turn).toBe(1); // the winner leads the next trick
    expect(trickWinner(plays("AD", "AH", "AC"), false, false)).toBe(0);
    expect(trickWinner(plays("AH", "AC", "AD"), false, false)).toBe(2);
  });

  it("the first of equal cards wins", () => {
    const t = new Table(3, {}, [starterIs(0, 3), dealOf("5S 2C 3C 4C 6C", "KS 2D 3D 4D 6D", "KH 2H 3H 4H 6H")]);
    t.bets(0, 0, 0);
    const events = t.plays("5S KS KH");
    expect(events.find((e) => e.type === "trickWon")).toMatchObject({ seat: 1 });
    // The other aces are equal to each other: the first one played wins.
    expect(trickWinner(plays("2C", "AH", "AS"), false, false)).toBe(1);
  });

  it("Manilha puts every 7 between K and A (7s equal to each other)", () => {
    const deal = dealOf("KS 7C 2C 3C 4C", "7H AS 2D 3D 4D");
    const t = new Table(2, { manilha: true }, [starterIs(0, 2), deal]);
    t.bets(0, 0);
    expect(t.plays("KS 7H").find((e) => e.type === "trickWon")).toMatchObject({ seat: 1 }); // manilha beats K
    expect(t.plays("AS 7C").find((e) => e.type === "trickWon")).toMatchObject({ seat: 1 }); // A beats manilha
    expect(trickWinner(plays("7C", "7D"), true, false)).toBe(0);
    expect(trickWinner(plays("7C", "AD"), true, false)).toBe(1);
    // Without Manilha the same cards: K beats 7.
    const plain = new Table(2, {}, [starterIs(0, 2), deal]);
    plain.bets(0, 0);
    expect(plain.plays("KS 7H").find((e) => e.type === "trickWon")).toMatchObject({ seat: 0 });
    expect(trickWinner(plays("7C", "8C"), false, false)).toBe(1);
  });
});

describe("rounds and the starter", () => {
  it("round sizes go 5 4 3 2 1 2 3 4 5 4 …", () => {
    expect(Array.from({ length: 17 }, (_, i) => roundSize(i + 1, false))).toEqual([5, 4, 3, 2, 1, 2, 3, 4, 5, 4, 3, 2, 1, 2, 3, 4, 5]);
    let sizes: number[] = [];
    for (let k = 0; sizes.length < 9 && k < 50; k++) {
      sizes = [];
      const { record } = playMatch(betOnTricks, { players: 2, seed: `sizes-${k}`, options: { lives: 7 }, bots: ["rules", "rules"] });
      const started = (events: readonly GameEvent[]) => events.forEach((e) => e.type === "roundStarted" && sizes.push(e.size as number));
      replay(betOnTricks, record, { onSetup: started, onStep: ({ events }) => started(events) });
    }
    expect(sizes.length).toBeGreaterThanOrEqual(9);
    expect(sizes).toEqual(sizes.map((_, i) => roundSize(i + 1, false)));
  });

  it("Quick mode round sizes go 3 2 1 2 3 2 1 …", () => {
    expect(Array.from({ length: 9 }, (_, i) => roundSize(i + 1, true))).toEqual([3, 2, 1, 2, 3, 2, 1, 2, 3]);
    const t = new Table(2, { quick: true, lives: 7 }, [starterIs(0, 2)]);
    t.advanceTo(6);
    expect(t.ofType("roundStarted").map((e) => e.size)).toEqual([3, 2, 1, 2, 3, 2]);
  });

  it("the starter draw: highest card starts, players tied for highest draw again, all shown to everyone", () => {
    const t = new Table(3, {}, [drawOf("KS", "KH", "2C"), drawOf("3C", "9D", null), fillerDeal(3, 5)]);
    const draws = t.ofType("starterDraw");
    expect(draws).toHaveLength(2);
    expect(draws[0]).toMatchObject({ to: "all", cards: ["KS", "KH", "2C"], highest: [0, 1], starter: null });
    expect(draws[1]).toMatchObject({ to: "all", cards: ["3C", "9D", null], highest: [1], starter: 1 });
    expect(t.state.starter).toBe(1);
    expect(t.view("spectator").starterDraw.rounds).toEqual([["KS", "KH", "2C"], ["3C", "9D", null]]);
    // Bets go clockwise from the starter, who then leads.
    t.bets(0, 0, 0);
    expect(t.ofType("bet").map((e) => e.seat)).toEqual([1, 2, 0]);
    expect(t.state.turn).toBe(1);
  });

  it("the starter draw is chance at setup — no player acts — and uses the game's strength (Manilha 7 over K)", () => {
    const t = new Table(2, { manilha: true }, [drawOf("KS", "7D")]);
    expect(t.match.actionCount).toBe(0);
    expect(t.match.setupEvents.filter((e) => e.type === "starterDraw")).toEqual([{ type: "starterDraw", to: "all", draw: 1, cards: ["KS", "7D"], highest: [1], starter: 1 }]);
    expect(t.state.starter).toBe(1);
    expect(t.state.phase).toBe("bid");
    expect(betOnTricks.activeSeats(t.state)).toEqual([1]); // the starter bets first, straight away
    expect(t.view(0).round).toBe(1);
    // The first round is dealt at setup too: each seat's hand only to that seat.
    const deals = t.match.setupEvents.filter((e) => e.type === "dealt");
    expect(deals.map((e) => e.to)).toEqual([[0], [1], "all"]);
    for (const seat of [0, 1]) expect(eventsFor(t.match.setupEvents, seat).filter((e) => e.type === "dealt" && e.hand).map((e) => e.hand)).toEqual([t.state.hands[seat]]);
    // A redraw outcome must leave seats out of the redraw at null.
    expect(() => new Table(3, {}, [drawOf("KS", "KH", "2C"), drawOf("3C", "9D", "4C")])).toThrow(InvalidChanceError);
    // … or be given compactly, only the cards of the seats still in the draw.
    expect(new Table(3, {}, [drawOf("KS", "KH", "2C"), drawOf("3C", "9D")]).state.starter).toBe(1);
    expect(new Table(2, {}, [starterIs(1, 2), { kind: "deal", value: { hands: [LOW_C.split(" "), LOW_D.split(" ")] } }]).state.hands[1]).toEqual(LOW_D.split(" "));
  });

  it("a tie in the starter draw redraws fresh cards under the provably fair stream too", () => {
    // Regression: the fair stream once re-read its cached first block on every redraw, so a tie
    // drew the same cards again forever and the last seat's draw never returned.
    const server = "ab".repeat(32);
    const drawAll = (client: string) => {
      const { state, events } = betOnTricks.setup({ players: 4, options: betOnTricks.options.parse({}), seed: fairSeed(server, [client]) });
      return { state, draws: events.filter((e) => e.type === "starterDraw") as unknown as { cards: (string | null)[] }[] };
    };
    const tied = Array.from({ length: 300 }, (_, i) => drawAll(String(i))).filter((m) => m.draws.length > 1);
    expect(tied.length).toBeGreaterThan(0);
    for (const { state, draws } of tied) {
      expect(state.phase).toBe("bid");
      for (let i = 1; i < draws.length; i++) expect(draws[i]!.cards).not.toEqual(draws[i - 1]!.cards);
    }
  });

  it("the deck is dealt one card at a time clockwise from the starter", () => {
    // A PRNG that always answers 0 leaves the shuffled deck in deck order (2C 2D 2H 2S 3C …).
    registerRandomAlgorithm("bet-on-tricks-test-zero", () => ({ uint32: () => 0, save: () => ({ algorithm: "bet-on-tricks-test-zero" }) }));
    registerSeedScheme("bet-on-tricks-test-zero", () => ({ algorithm: "bet-on-tricks-test-zero" }));
    const { state } = betOnTricks.setup({ players: 3, options: { quick: true } as never, seed: "bet-on-tricks-test-zero:z", chance: [starterIs(1, 3)] });
    // Starter seat 1, so the order is 1, 2, 0, 1, 2, 0, …
    expect(state.hands).toEqual([
      ["2H", "3D", "4C"],
      ["2C", "2S", "3H"],
      ["2D", "3C", "3S"],
    ]);
  });

  it("the next living player clockwise starts each later round", () => {
    const t = new Table(3, { quick: true, lives: 7 }, [starterIs(0, 3)]);
    t.advanceTo(4);
    expect(t.ofType("roundStarted").map((e) => e.starter)).toEqual([0, 1, 2, 0]);
  });

  it("starter rotation skips eliminated players", () => {
    const t = new Table(3, { lives: 1 }, [starterIs(0, 3), dealOf(LOW_C, LOW_D, HIGH)]);
    t.bets(0, 1, 5); // seat 2 may bet 5 (the hook forbids 4)
    t.playOutRound(); // seat 2 takes all five
    expect(t.ofType("eliminated")).toEqual([{ type: "eliminated", to: "all", seats: [1] }]);
    expect(t.state.round).toBe(2);
    expect(t.state.starter).toBe(2); // seat 1 is skipped
    // Seat 1 no longer gets cards, bets or turns.
    expect(t.state.hands[1]).toEqual([]);
    expect(t.view(1).handCounts).toEqual([4, 0, 4]);
    t.bets(0);
    expect(t.state.turn).toBe(0);
    t.bets(0);
    expect(t.ofType("bet").slice(-2).map((e) => e.seat)).toEqual([2, 0]);
    expect(betOnTricks.activeSeats(t.state)).toEqual([2]);
    expectRefused(betOnTricks, t.state, 1, { type: "play", card: "2C" }, "NOT_YOUR_TURN");
  });

  it("starter rotation counts from the previous starter's seat even if that player just went out", () => {
    const t = new Table(4, { lives: 1 }, [starterIs(0, 4), dealOf(HIGH, LOW_C, LOW_D, LOW_H)]);
    t.bets(0, 0, 0, 0);
    t.playOutRound(); // seat 0 (the starter) takes all five and goes out
    expect(t.state.lives).toEqual([0, 1, 1, 1]);
    expect(t.state.starter).toBe(1);
    expect(t.state.turn).toBe(1);
  });
});

describe("bets", () => {
  it("hook rule: the last bettor may not make the bets add up to the card count", () => {
    const t = new Table(3, {}, [starterIs(0, 3), fillerDeal(3, 5)]);
    t.bets(2, 1);
    expect(t.view(2).forbiddenBet).toBe(2);
    expect(t.view(0).forbiddenBet).toBe(2); // public knowledge
    expect(betOnTricks.legalActions(t.state, 2).map((a) => (a.type === "bid" ? a.bid : -1))).toEqual([0, 1, 3, 4, 5]);
    expectRefused(betOnTricks, t.state, 2, { type: "bid", bid: 2 }, "BID_FORBIDDEN_BY_HOOK");
    t.bets(3);
    expect(t.state.phase).toBe("play");
  });

  it("hook rule: no restriction when the forbidden number would be below 0, nor for earlier bettors", () => {
    const t = new Table(3, {}, [starterIs(0, 3), fillerDeal(3, 5)]);
    expect(betOnTricks.legalActions(t.state, 0)).toHaveLength(6);
    t.bets(5, 1);
    expect(t.view(2).forbiddenBet).toBeNull();
    expect(betOnTricks.legalActions(t.state, 2)).toHaveLength(6);
  });

  it("hook rule does not apply in the 1-card round", () => {
    const t = new Table(3, { quick: true, lives: 7 }, [starterIs(0, 3), ...fillers(3, 3, true), dealOf("KH", "5C", "KS")]);
    t.advanceTo(3);
    expect(t.state.size).toBe(1);
    t.bets(0, 0); // seats 2 and 0
    expect(t.state.turn).toBe(1);
    expect(t.view(1).forbiddenBet).toBeNull();
    expect(betOnTricks.legalActions(t.state, 1)).toEqual([{ type: "bid", bid: 0 }, { type: "bid", bid: 1 }]);
    t.bets(1); // the total is 1 = the card count, allowed here
    expect(t.ofType("bet").at(-1)).toMatchObject({ seat: 1, bet: 1 });
  });

  it("bets range from 0 to the number of cards", () => {
    const t = new Table(2, {}, [starterIs(0, 2), fillerDeal(2, 5)]);
    expectRefused(betOnTricks, t.state, 0, { type: "bid", bid: 6 }, "BID_OUT_OF_RANGE");
    expectRefused(betOnTricks, t.state, 0, { type: "bid", bid: -1 }, "BID_OUT_OF_RANGE");
  });
});

describe("the 1-card round", () => {
  const blindTable = (options: object = {}, deal = dealOf("KH", "5C", "KS")) =>
    new Table(3, { quick: true, lives: 7, ...options }, [starterIs(0, 3), ...fillers(3, 3, true), deal]);

  it("blind views: each seat sees every card but its own; spectators see all", () => {
    const t = blindTable();
    t.advanceTo(3);
    expect(t.state.starter).toBe(2);
    expect(t.view(0)).toMatchObject({ blind: true, hand: null, blindCards: [null, "5C", "KS"], handCounts: [1, 1, 1] });
    expect(t.view(1).blindCards).toEqual(["KH", null, "KS"]);
    expect(t.view(2).blindCards).toEqual(["KH", "5C", null]);
    expect(t.view("spectator")).toMatchObject({ hand: null, blindCards: ["KH", "5C", "KS"] });
    expect(JSON.stringify(t.view(0))).not.toContain('"KH"');
    expect(JSON.stringify(t.view(2))).not.toContain('"KS"');
    const dealt = t.ofType("dealt").slice(-4);
    expect(dealt).toEqual([
      { type: "dealt", to: [0], seat: 0, visible: [null, "5C", "KS"] },
      { type: "dealt", to: [1], seat: 1, visible: ["KH", null, "KS"] },
      { type: "dealt", to: [2], seat: 2, visible: ["KH", "5C", null] },
      { type: "dealt", to: "all", counts: [1, 1, 1] },
    ]);
  });

  it("nobody chooses a card: after the last bet all are revealed; among equal cards the earlier in betting order wins", () => {
    const t = blindTable();
    t.advanceTo(3);
    expect(betOnTricks.legalActions(t.state, 2).every((a) => a.type === "bid")).toBe(true);
    expectRefused(betOnTricks, t.state, 2, { type: "play", card: "KS" }, "WRONG_PHASE");
    const lives = t.state.lives.slice();
    t.bets(0, 0); // seats 2, 0
    expect(t.ofType("revealed")).toHaveLength(0);
    t.bets(1); // seat 1
    expect(t.ofType("revealed")).toEqual([{ type: "revealed", to: "all", cards: ["KH", "5C", "KS"] }]);
    // Betting order 2, 0, 1: seat 2's KS came before seat 0's KH.
    expect(t.ofType("trickWon").at(-1)).toMatchObject({ seat: 2 });
    const scored = t.ofType("roundScored").at(-1)!;
    expect(scored).toMatchObject({ round: 3, tricks: [0, 0, 1], bets: [0, 1, 0] });
    expect([...(scored.missed as number[])].sort()).toEqual([1, 2]);
    expect(t.state.lives).toEqual([lives[0], lives[1]! - 1, lives[2]! - 1]);
    expect(t.state.previous?.revealed).toEqual(["KH", "5C", "KS"]);
    expect(t.state.round).toBe(4);
  });

  it("Cut applies in the 1-card round", () => {
    const t = blindTable({ cut: true });
    t.advanceTo(3);
    t.bets(0, 0, 0);
    expect(t.ofType("trickWon").at(-1)).toMatchObject({ seat: 1 }); // the two kings cancel, 5C wins
    const two = new Table(2, { quick: true, cut: true, lives: 7 }, [starterIs(0, 2), ...fillers(2, 3, true), dealOf("KS", "KH")]);
    two.advanceTo(3);
    const before = two.events.length;
    two.bets(0, 1);
    expect(two.events.slice(before).filter((e) => e.type === "trickCancelled")).toHaveLength(1);
    expect(two.ofType("roundScored").at(-1)).toMatchObject({ tricks: [0, 0], missed: [1] });
  });

  it("no joker in the 1-card round", () => {
    expect(() => {
      const t = blindTable({ joker: true }, dealOf("X", "5C", "KS"));
      t.advanceTo(3);
    }).toThrow(InvalidChanceError);
    // With the option, the joker is part of the deck in the other rounds.
    const ok = new Table(2, { joker: true }, [starterIs(0, 2), dealOf("X 2C 3C 4C 5C", LOW_D)]);
    expect(ok.state.hands[0]).toContain("X");
    // Random deals: never a joker in a 1-card hand, over many rounds.
    const { record } = playMatch(betOnTricks, { players: 8, seed: "joker-blind", options: { joker: true, quick: true, lives: 7 } });
    let blindRounds = 0;
    replay(betOnTricks, record, {
      onStep: ({ events }) =>
        events.forEach((e) => {
          if (e.type === "revealed") {
            blindRounds++;
            expect(e.cards).not.toContain("X");
          }
        }),
    });
    expect(blindRounds).toBeGreaterThan(0);
  });
});

describe("joker", () => {
  it("joker declaration limits: a rank 2…A; a declared ace is an ordinary ace, never AD", () => {
    const t = new Table(2, { joker: true }, [starterIs(0, 2), dealOf("X AS 2C 3C 4C", "AH AD 2D 3D 4D")]);
    t.bets(0, 0);
    expectRefused(betOnTricks, t.state, 0, { type: "play", card: "X", as: "AD" }, "JOKER_RANK_INVALID");
    expectRefused(betOnTricks, t.state, 0, { type: "play", card: "X" }, "JOKER_RANK_INVALID");
    expectRefused(betOnTricks, t.state, 0, { type: "play", card: "X", as: "1" }, "JOKER_RANK_INVALID");
    expectRefused(betOnTricks, t.state, 0, { type: "play", card: "AS", as: "K" }, "MALFORMED_ACTION");
    const jokerPlays = betOnTricks.legalActions(t.state, 0).filter((a) => a.type === "play" && a.card === "X");
    expect(jokerPlays.map((a) => (a.type === "play" ? a.as : ""))).toEqual(["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]);
    expect(t.plays("X=A AH").find((e) => e.type === "played")).toMatchObject({ seat: 0, card: "X", as: "A" });
    expect(t.ofType("trickWon").at(-1)).toMatchObject({ seat: 0 }); // equal to AH, played first
    const u = new Table(2, { joker: true }, [starterIs(0, 2), dealOf("X AS 2C 3C 4C", "AH AD 2D 3D 4D")]);
    u.bets(0, 0);
    expect(u.plays("X=A AD").find((e) => e.type === "trickWon")).toMatchObject({ seat: 1 }); // AD beats a declared ace
  });

  it("a joker declared 7 under Manilha is a manilha", () => {
    const t = new Table(2, { joker: true, manilha: true }, [starterIs(0, 2), dealOf("KS 2C 3C 4C 5C", "X 2D 3D 4D 5D")]);
    t.bets(0, 0);
    expect(t.plays("KS X=7").find((e) => e.type === "trickWon")).toMatchObject({ seat: 1 });
  });

  it("the joker is dealt only with the option", () => {
    expect(() => new Table(2, {}, [starterIs(0, 2), dealOf("X 2C 3C 4C 5C", LOW_D)])).toThrow(InvalidChanceError);
  });
});

describe("Cut", () => {
  it("a pair cancels and the highest card left wins", () => {
    const t = new Table(3, { cut: true }, [starterIs(0, 3), dealOf("9S 2C 3C 4C 5C", "9H 2D 3D 4D 5D", "4H 2H 3H 5H 6H")]);
    t.bets(0, 0, 0);
    expect(t.plays("9S 9H 4H").find((e) => e.type === "trickWon")).toMatchObject({ seat: 2 });
    expect(t.state.turn).toBe(2);
  });

  it("three equal cards all cancel", () => {
    const t = new Table(4, { cut: true }, [starterIs(0, 4), dealOf("KS 2C 3C 4C 6C", "KH 2D 3D 4D 6D", "KD 2H 3H 4H 6H", "5C 2S 3S 4S 6S")]);
    t.bets(0, 0, 0, 0);
    expect(t.plays("KS KH KD 5C").find((e) => e.type === "trickWon")).toMatchObject({ seat: 3 });
    expect(trickWinner(plays("AS", "AH", "3C", "2C"), false, true)).toBe(2);
  });

  it("all cancel: nobody wins the trick and the same leader leads again", () => {
    const t = new Table(3, { cut: true }, [starterIs(1, 3), dealOf("KS 2C 3C 4C 6C", "KH 2D 3D 4D 6D", "5H 5D 3H 4H 6H")]);
    t.bets(0, 0, 0); // seats 1, 2, 0
    // A pair below the single card: 2D and 2C cancel, 5H wins.
    expect(t.plays("2D 5H 2C").find((e) => e.type === "trickWon")).toMatchObject({ seat: 2 });
    // A pair above it: KS and KH cancel, the lower 5D wins.
    expect(t.plays("5D KS KH").find((e) => e.type === "trickWon")).toMatchObject({ seat: 2 });
    const all = new Table(2, { cut: true }, [starterIs(1, 2), dealOf("KS 2C 3C 4C 6C", "KH 2D 3D 4D 6D")]);
    all.bets(0, 0); // seats 1, 0
    const out = all.plays("KH KS");
    expect(out.find((e) => e.type === "trickCancelled")).toMatchObject({ to: "all", leader: 1 });
    expect(out.some((e) => e.type === "trickWon")).toBe(false);
    expect(all.state.tricks).toEqual([0, 0]);
    expect(all.state.turn).toBe(1); // the same leader leads again
    expect(all.state.lastTrick).toMatchObject({ winner: null });
  });

  it("joker under Cut counts as its declared rank", () => {
    const t = new Table(3, { cut: true, joker: true }, [starterIs(0, 3), dealOf("X 2C 3C 4C 5C", "KS 2D 3D 4D 5D", "3S 2H 3H 4H 5H")]);
    t.bets(0, 0, 0);
    expect(t.plays("X=K KS 3S").find((e) => e.type === "trickWon")).toMatchObject({ seat: 2 });
    expect(trickWinner(plays("AS", "X=A", "AD"), false, true)).toBe(2);
    expect(trickWinner(plays("X=A", "AD"), false, true)).toBe(1);
  });
});

describe("lives and the end", () => {
  it("a missed bet costs one life whatever the difference", () => {
    const t = new Table(3, {}, [starterIs(0, 3), dealOf(HIGH, LOW_C, LOW_D)]);
    t.bets(0, 0, 1);
    t.playOutRound();
    expect(t.ofType("roundScored")[0]).toMatchObject({ bets: [0, 0, 1], tricks: [5, 0, 0], missed: [0, 2], saved: [], lives: [2, 3, 2] });
    expect(t.state.lives).toEqual([2, 3, 2]);
  });

  it("if everyone left would lose their last life, nobody is out and all keep 1 (they still missed)", () => {
    const t = new Table(2, { suddenDeath: true }, [starterIs(0, 2), dealOf(HIGH, LOW_C)]);
    t.bets(0, 1);
    t.playOutRound();
    expect(t.ofType("roundScored")[0]).toMatchObject({ missed: [0, 1], saved: [0, 1], lives: [1, 1] });
    expect(t.ofType("eliminated")).toHaveLength(0);
    expect(t.state).toMatchObject({ phase: "bid", round: 2, lives: [1, 1] });
    expect(t.state.previous).toMatchObject({ missed: [0, 1], saved: [0, 1] });
  });

  it("the keep-1 rule needs everyone left to reach 0: when one player hits, the others go out", () => {
    const t = new Table(3, { lives: 2 }, [starterIs(0, 3), dealOf(HIGH, LOW_C, LOW_D), dealOf("AD AS AH AC", "2C 3C 4C 5C", "2D 3D 4D 5D")]);
    t.bets(0, 1, 1); // all miss: lives 1 1 1
    t.playOutRound();
    expect(t.state.lives).toEqual([1, 1, 1]);
    t.bets(1, 1, 4); // round 2 from seat 1: seat 0 takes all four (hit); seats 1 and 2 miss
    t.playOutRound();
    expect(t.state.lives).toEqual([1, 0, 0]);
    expect(t.state.phase).toBe("over");
  });

  it("Sudden death overrides the lives option", () => {
    const t = new Table(3, { lives: 5, suddenDeath: true }, [starterIs(0, 3)]);
    expect(t.state.lives).toEqual([1, 1, 1]);
    expect(t.view(1).lives).toEqual([1, 1, 1]);
    expect(new Table(3, { lives: 5 }, [starterIs(0, 3)]).state.lives).toEqual([5, 5, 5]);
  });

  it("the last player with lives wins; ranks follow elimination order", () => {
    const t = new Table(3, { lives: 1 }, [starterIs(0, 3), dealOf(HIGH, LOW_C, LOW_D), dealOf("", "AD AS AH AC", "2C 3C 4C 5C")]);
    t.bets(0, 0, 0);
    t.playOutRound(); // seat 0 takes all five: out
    expect(t.state.starter).toBe(1);
    t.bets(0, 0); // seats 1, 2
    t.playOutRound(); // seat 1 takes all four: out
    expect(betOnTricks.result(t.state)).toEqual({ scores: [0, 0, 1], winners: [2], ranks: [3, 2, 1] });
    expect(t.ofType("gameOver")).toEqual([{ type: "gameOver", to: "all", winners: [2], scores: [0, 0, 1], ranks: [3, 2, 1] }]);
    expect(betOnTricks.activeSeats(t.state)).toEqual([]);
    expectRefused(betOnTricks, t.state, 2, { type: "bid", bid: 0 }, "GAME_OVER");
  });

  it("host ending: the unfinished round does not count; the most lives wins, ties share", () => {
    const t = new Table(3, {}, [starterIs(0, 3), dealOf(HIGH, LOW_C, LOW_D)]);
    t.bets(0, 0, 1);
    t.playOutRound(); // lives 2 3 2
    t.bets(0, 0); // round 2 under way
    const { state, events } = betOnTricks.endByHost(t.state);
    expect(betOnTricks.result(state)).toEqual({ scores: [2, 3, 2], winners: [1], ranks: [2, 1, 2], endedByHost: true });
    expect(events[0]).toMatchObject({ type: "gameOver", endedByHost: true });
    const early = new Table(3, {}, []);
    expect(betOnTricks.result(betOnTricks.endByHost(early.state).state)).toMatchObject({ winners: [0, 1, 2], ranks: [1, 1, 1] });
    expect(() => betOnTricks.endByHost(state)).toThrow();
  });
});
