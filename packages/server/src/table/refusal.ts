/**
 * A request the table turns down, with the protocol's code (`NOT_HOST`,
 * `ROOM_FULL`, …); the state is unchanged. The transport tells the sender.
 */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
