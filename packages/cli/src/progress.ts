/** A one-line progress bar on stderr, only when stderr is a terminal. */
export class ProgressBar {
  private last = 0;
  constructor(
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {}

  update(done: number): void {
    if (!this.stream.isTTY) return;
    const now = Date.now();
    if (done < this.total && now - this.last < 100) return;
    this.last = now;
    const width = 30;
    const filled = Math.round((done / this.total) * width);
    this.stream.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${this.total}`);
    if (done >= this.total) this.stream.write("\n");
  }
}
