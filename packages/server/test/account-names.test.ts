/** Account names (accounts/names.ts): what may be a player's name for good, in any script, and what could pass for a bot. */
import { describe, expect, it } from "vitest";
import { nameProblem } from "../src/accounts/names.ts";

describe("account names", () => {
  it("takes letters and digits of any script with single separators between them", () => {
    for (const name of ["Ana", "Ana Lima", "João_2", "Zoë-Ann", "Олена", "Тарас Ш", "d.o.t", "Botticelli", "Abbot", "R2D2"]) {
      expect(nameProblem(name), name).toBeNull();
    }
  });

  it("refuses names too short or too long, counted in characters", () => {
    expect(nameProblem("Al")).toBe("NAME_LENGTH");
    expect(nameProblem("Ана")).toBeNull(); // 3 letters, 6 bytes
    expect(nameProblem("a".repeat(20))).toBeNull();
    expect(nameProblem("a".repeat(21))).toBe("NAME_LENGTH");
    expect(nameProblem("😀😀😀")).toBe("NAME_CHARACTERS");
  });

  it("refuses separators at the ends or doubled, marks, controls and invisible characters", () => {
    for (const name of [" Ana", "Ana ", "Тарас Ш.", "Ana  Lima", "Ana__Lima", "-Ana", "Ana!", "<b>Ana</b>", "Ana\u200bLima", "Ana\nLima", "Ana\u0000"]) {
      expect(nameProblem(name), JSON.stringify(name)).toBe("NAME_CHARACTERS");
    }
  });

  it("refuses a first word that could pass for a bot's seat or the server, in any case, accent or digits after it", () => {
    for (const name of ["Bot", "bot 2", "BOT_3", "Bot7", "Robô", "robo 1", "Robot", "Бот", "бот 2", "Робот", "GG 1", "gg team", "Admin", "Host", "System"]) {
      expect(nameProblem(name), name).toBe("NAME_RESERVED");
    }
  });
});
