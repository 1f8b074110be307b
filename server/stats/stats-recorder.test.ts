import type { IncomingMessage } from "node:http";
import { afterEach, expect, it, vi } from "vitest";
import type { TalliedBatch } from "./read-tally.ts";
import { StatsRecorder, writeEveryMs } from "./stats-recorder.ts";

const phone = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function request(headers: Record<string, string> = {}): IncomingMessage {
  return { method: "GET", headers: { host: "127.0.0.1:4173", "user-agent": phone, "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", ...headers } } as unknown as IncomingMessage;
}

function recorder(now: () => number) {
  const written: TalliedBatch[] = [];
  let failing = false;
  const writer = {
    write: (batch: TalliedBatch) => (failing ? Promise.reject(new Error("disk full")) : (written.push(batch), Promise.resolve())),
    close: vi.fn(() => Promise.resolve()),
  };
  return { written, writer, fail: () => (failing = true), stats: new StatsRecorder({ writer, ownHosts: ["www.school.ac.ke"], now }) };
}

afterEach(() => vi.useRealTimers());

it("holds reads in memory and writes them every minute, in Kenya's day, nothing when there is nothing", async () => {
  vi.useFakeTimers();
  // 23:30 UTC on 28 November is already the 29th in Kenya.
  let now = Date.parse("2026-11-28T23:30:00Z");
  const { written, stats } = recorder(() => now);
  stats.countRead(request({ referer: "http://127.0.0.1:4173/" }), "/fees", 200);
  stats.countRead(request({ referer: "https://www.google.com/" }), "/fees", 304);
  stats.countRead(request({ "sec-purpose": "prefetch" }), "/fees", 200);
  stats.countSearchMiss("golf club");
  stats.countSearchMiss("golf club");
  stats.countNoticeOpened("/notices/floods");
  stats.countNoticeOpened("/notices/floods");
  expect(written).toEqual([]);
  await vi.advanceTimersByTimeAsync(writeEveryMs);
  expect(written).toEqual([
    {
      today: "2026-11-29",
      reads: [{ day: "2026-11-29", path: "/fees", reads: 2 }],
      referrers: [
        { day: "2026-11-29", path: "/fees", referrer: "site", reads: 1 },
        { day: "2026-11-29", path: "/fees", referrer: "host:www.google.com", reads: 1 },
      ],
      devices: [{ day: "2026-11-29", path: "/fees", device: "phone", reads: 2 }],
      searchMisses: [{ day: "2026-11-29", query: "golf club" }],
      noticeOpens: [{ path: "/notices/floods", opened: 2 }],
    },
  ]);
  await vi.advanceTimersByTimeAsync(writeEveryMs);
  expect(written).toHaveLength(1);
  now += 24 * 60 * 60 * 1000;
  stats.countSearchMiss("golf club");
  await vi.advanceTimersByTimeAsync(writeEveryMs);
  expect(written[1]?.searchMisses).toEqual([{ day: "2026-11-30", query: "golf club" }]);
});

it("writes what it holds when it closes, then counts nothing more; a failed write is said, not thrown", async () => {
  const { written, writer, stats, fail } = recorder(() => Date.parse("2026-11-29T08:00:00+03:00"));
  stats.countRead(request(), "/", 200);
  await stats.write();
  expect(written).toHaveLength(1);
  fail();
  const said = vi.spyOn(console, "error").mockImplementation(() => undefined);
  stats.countRead(request(), "/", 200);
  await stats.write();
  expect(said).toHaveBeenCalledWith("The site's figures could not be written: disk full");
  said.mockRestore();
  await stats.close();
  expect(writer.close).toHaveBeenCalledOnce();
  stats.countRead(request(), "/", 200);
  await stats.write();
  expect(written).toHaveLength(1);
});
