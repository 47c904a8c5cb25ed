/**
 * Rows of one table written together: while one INSERT is under way, rows that arrive wait and go in the next
 * single multi-row INSERT. On SQLite every write waits for the one writer, so under load a row per request would cost
 * each write request one more turn at the writer; batched, they share one. Each caller
 * still waits until its own row is stored. A batch the database refuses is retried row by row, so one bad row
 * loses only itself.
 */
export class BatchedInserts<Row> {
  private queue: { row: Row; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(private insertMany: (rows: Row[]) => Promise<unknown>, private maxRows = 500) {}

  add(row: Row): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, this.maxRows);
        try {
          await this.insertMany(batch.map((entry) => entry.row));
          for (const entry of batch) entry.resolve();
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          else await Promise.all(batch.map((entry) => this.insertMany([entry.row]).then(entry.resolve, entry.reject)));
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
