/** The room options of Bet on Tricks: each one independent, every field defaulted. */
import { z } from "zod";
import type { OptionText } from "@gg/core";

export const optionsSchema = z.strictObject({
  /** Lives each player starts with (1–7); ignored under Sudden death. */
  lives: z.number().int().min(1).max(7).default(3),
  /** Every 7 sits between K and A. */
  manilha: z.boolean().default(false),
  /** One joker in the deck (not in the 1-card round); its player declares its rank. */
  joker: z.boolean().default(false),
  /** Equal cards in a trick cancel out. */
  cut: z.boolean().default(false),
  /** Rounds only go up to 3 cards. */
  quick: z.boolean().default(false),
  /** Everyone starts with 1 life, whatever `lives` says. */
  suddenDeath: z.boolean().default(false),
});

export type Options = z.infer<typeof optionsSchema>;

export const DEFAULT_OPTIONS: Options = { lives: 3, manilha: false, joker: false, cut: false, quick: false, suddenDeath: false };

/**
 * `setup` may be called without `parseOptions` (tests, benches): fill the
 * defaults by hand so zod stays out of every per-match path.
 */
export function normalizeOptions(raw: unknown): Options {
  const o = (raw && typeof raw === "object" ? raw : {}) as Partial<Options>;
  return {
    lives: typeof o.lives === "number" ? o.lives : DEFAULT_OPTIONS.lives,
    manilha: o.manilha === true,
    joker: o.joker === true,
    cut: o.cut === true,
    quick: o.quick === true,
    suddenDeath: o.suddenDeath === true,
  };
}

export const optionText: Readonly<Record<keyof Options, OptionText>> = {
  lives: {
    label: { en: "Lives", "pt-BR": "Vidas", uk: "Життя" },
    help: {
      en: "How many lives each player starts with (1 to 7).",
      "pt-BR": "Quantas vidas cada jogador tem no início (1 a 7).",
      uk: "Скільки життів має кожен гравець на початку (від 1 до 7).",
    },
  },
  manilha: {
    label: { en: "Manilha", "pt-BR": "Manilha", uk: "Манілья" },
    help: {
      en: "The 7 becomes the second highest card, just below the ace.",
      "pt-BR": "O 7 vira a segunda carta mais alta, logo abaixo do ás.",
      uk: "Сімка стає другою за старшинством картою, одразу після туза.",
    },
  },
  joker: {
    label: { en: "Joker", "pt-BR": "Curinga", uk: "Джокер" },
    help: {
      en: "One joker is added; whoever plays it chooses which card it is (at most a normal ace). No joker in the round of 1 card.",
      "pt-BR": "Um curinga é adicionado; quem o joga escolhe qual carta ele é (no máximo um ás comum). Não há curinga na rodada de 1 carta.",
      uk: "Додається один джокер; хто його грає, обирає, якою картою він є (щонайбільше звичайний туз). У раунді з 1 карти джокера немає.",
    },
  },
  cut: {
    label: { en: "Cut", "pt-BR": "Corte", uk: "Зріз" },
    help: {
      en: "Equal cards in the same trick cancel out and the highest card left wins; if all cancel out, nobody wins the trick.",
      "pt-BR": "Cartas iguais na mesma vaza se anulam e a maior que sobrar ganha; se todas se anularem, ninguém ganha a vaza.",
      uk: "Однакові карти в одній взятці знищують одна одну, і виграє найстарша з тих, що лишилися; якщо знищились усі, взятку не отримує ніхто.",
    },
  },
  quick: {
    label: { en: "Quick mode", "pt-BR": "Modo rápido", uk: "Швидкий режим" },
    help: {
      en: "Rounds only go up to 3 cards.",
      "pt-BR": "As rodadas vão só até 3 cartas.",
      uk: "Раунди сягають лише 3 карт.",
    },
  },
  suddenDeath: {
    label: { en: "Sudden death", "pt-BR": "Morte súbita", uk: "Раптова смерть" },
    help: {
      en: "Everyone starts with 1 life.",
      "pt-BR": "Todos começam com 1 vida.",
      uk: "Кожен починає з 1 життям.",
    },
  },
};
