/**
 * Buraco on the shared felt: the stock, the mortos and the whole discard pile in the middle;
 * each team's sequences (canastras marked clean or dirty, a wild card's place shown) and its
 * morto below the felt; our hand, sorted, whose cards we pick by tap, keyboard or drag to lay
 * down a sequence, add to one of our team's, or discard. When a wild card could stand at more
 * than one place we choose. Refusals come back from the server as sentences (the shell's banner).
 */
import "./buraco.css";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BuracoView } from "@gg/games/buraco/view.ts";
import { FeltTable } from "../../table/FeltTable.tsx";
import { ScoreSheet } from "../../table/ScoreSheet.tsx";
import { TeamScores } from "../../table/TeamScores.tsx";
import { teamName, teamPerSeat } from "../../table/teams.ts";
import { legalOf, type TableProps } from "../types.ts";
import { displayOrder, extendArrangements, fallbackOrder, meldArrangements, type Arrangement } from "./arrange.ts";
import { Center } from "./Center.tsx";
import { BuracoHand, dragGroup } from "./Hand.tsx";
import { Melds } from "./Melds.tsx";
import { Moves, type WildChoice } from "./Moves.tsx";
import { useCardDrag } from "./useCardDrag.ts";

export default function BuracoTable(props: TableProps<BuracoView>) {
  const { view, names, me, canAct, legal, act } = props;
  const { t } = useTranslation();
  const hand = useMemo(() => displayOrder(view.hand), [view.hand]);
  const handKey = `${hand.join(",")}|${view.phase}|${view.turn}`;
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [choice, setChoice] = useState<WildChoice | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [shownKey, setShownKey] = useState(handKey);
  if (shownKey !== handKey) {
    // A new hand or turn: what was picked may be gone.
    setShownKey(handKey);
    setPicked(new Set());
    setChoice(null);
    setHint(null);
  }

  const ours = me === null ? null : view.teams.findIndex((members) => members.includes(me));
  const canDraw = canAct && legalOf(legal, "draw").length > 0;
  const canTake = canAct && legalOf(legal, "takeDiscards").length > 0;
  const laying = canAct && view.phase === "play";
  const cardsAt = (indices: readonly number[]) => indices.map((i) => hand[i]!);

  /** Sends the one reading, asks where the wild card goes when there are several, or lets the server say what is wrong. */
  const send = (options: Arrangement[], fallback: readonly string[], make: (cards: readonly string[]) => Parameters<typeof act>[0]) => {
    if (options.length > 1) return setChoice({ options, make });
    act(make(options[0]?.cards ?? fallback));
  };
  const layDown = (indices: readonly number[]) => {
    if (indices.length === 0) return setHint(t("buraco.pickFirst"));
    const cards = cardsAt(indices);
    send(meldArrangements(cards), fallbackOrder(cards), (c) => ({ type: "meld", cards: c }));
  };
  const extend = (meld: number, indices: readonly number[]) => {
    if (indices.length === 0) return setHint(t("buraco.pickFirst"));
    const sequence = view.melds[ours === 1 ? 1 : 0][meld];
    if (!sequence) return;
    const cards = cardsAt(indices);
    send(extendArrangements(sequence, cards), [...sequence.cards, ...fallbackOrder(cards)], (c) => ({ type: "extend", meld, cards: c }));
  };
  const discard = (indices: readonly number[]) => {
    if (indices.length !== 1) return setHint(t("buraco.pickOne"));
    act({ type: "discard", card: hand[indices[0]!]! });
  };

  const drag = useCardDrag(laying, (index, target) => {
    const group = dragGroup(picked, index);
    if (target === "new") layDown(group);
    else if (target === "discard") discard(group);
    else if (target.startsWith("meld:")) extend(Number(target.slice(5)), group);
  });
  const over = drag.dragging?.over ?? null;
  const toggle = (index: number) => {
    setHint(null);
    setChoice(null);
    const next = new Set(picked);
    if (!next.delete(index)) next.add(index);
    setPicked(next);
  };
  const waitReason = !canAct ? t("table.notYourTurn") : t("buraco.drawFirst");

  return (
    <FeltTable
      table={props}
      game="buraco"
      starter={view.phase === "over" ? null : view.starter}
      teams={teamPerSeat(view.teams)}
      info={
        <>
          <strong>{t("buraco.hand", { round: view.round })}</strong>
          <TeamScores teams={view.teams} scores={view.scores} names={names} me={me} label={t("buraco.teamScores")} />
          <span>{t("tricks.playTo", { target: view.options.target })}</span>
        </>
      }
      seats={{
        hidden: (seat) => view.handCounts[seat] ?? 0,
        badge: (seat) => (view.mortoSetAside[seat] ? <span className="tag">{t("buraco.mortoNext")}</span> : null),
        label: (seat) => t("buraco.seatLabel", { count: view.handCounts[seat] ?? 0 }),
      }}
      center={
        <Center
          stock={view.stockCount}
          mortos={view.mortosLeft}
          pile={view.discards}
          canDraw={canDraw}
          canTake={canTake}
          discarding={laying}
          over={over}
          onDraw={() => act({ type: "draw" })}
          onTake={() => act({ type: "takeDiscards" })}
          onDiscard={() => discard([...picked])}
        />
      }
      actions={
        <>
          <Melds view={view} names={names} ours={ours} extending={laying} over={over} onExtend={(meld) => (laying ? extend(meld, [...picked]) : setHint(waitReason))} />
          {canAct && (
            <Moves
              phase={view.phase}
              picked={picked.size}
              pile={view.discards.length}
              canDraw={canDraw}
              canTake={canTake}
              over={over}
              choice={choice}
              onDraw={() => act({ type: "draw" })}
              onTake={() => act({ type: "takeDiscards" })}
              onLayDown={() => layDown([...picked])}
              onDiscard={() => discard([...picked])}
              onClear={() => setPicked(new Set())}
              onChoose={(cards) => {
                if (choice) act(choice.make(cards));
                setChoice(null);
              }}
              onCancel={() => setChoice(null)}
            />
          )}
        </>
      }
      hand={
        me !== null && (
          <BuracoHand cards={hand} picked={picked} picking={laying} label={t("tricks.yourHand")} reason={waitReason} hint={hint} onPick={toggle} onBlocked={setHint} drag={drag} />
        )
      }
      sheet={
        view.sheet.length > 0
          ? {
              title: t("tricks.sheet"),
              content: (
                <ScoreSheet
                  head={[t("buraco.sheetHand"), ...view.teams.map((m) => teamName(m, names))]}
                  rows={view.sheet.map((line) => [line.round, ...line.teams.map((score) => score.total)])}
                  total={{ label: t("tricks.total"), span: 1, cells: view.scores }}
                />
              ),
            }
          : null
      }
    />
  );
}
