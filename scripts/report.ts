#!/usr/bin/env node
// `npm run report`: what parents read, where they came from, on what, what they searched for and
// did not find, and the notices (docs/decisions/060). On the school's server it reads the figures
// the server keeps (STATS_DATABASE); `--access-log FILE` reads nginx's access log instead, by the
// same rules. Tables for the last 7 and 30 days, or `--days N`; `--json` prints the report as JSON
// (the last 7 days unless --days says), a shape tests and other tools read: it stays as it is.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { nairobiDay } from "../src/shared/nairobi-time.ts";
import { accessLogReport } from "../server/stats/access-log.ts";
import { NoFigures, reportText, statsReport, type StatsReport } from "../server/stats/stats-report.ts";

const usage = "npm run report [-- --days N] [--json] [--access-log FILE]";
let options: { days?: string | undefined; json?: boolean | undefined; "access-log"?: string | undefined };
try {
  options = parseArgs({ options: { days: { type: "string" }, json: { type: "boolean" }, "access-log": { type: "string" } } }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: ${usage}`);
  process.exit(2);
}
const days = options.days === undefined ? undefined : Number(options.days);
if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > 400)) {
  console.error(`--days must be a whole number of days from 1 to 400, not '${options.days}'.\nUsage: ${usage}`);
  process.exit(2);
}
const spans = days !== undefined ? [days] : options.json ? [7] : [7, 30];

let reports: { report: StatsReport; lastDay: string }[];
const logFile = options["access-log"];
if (logFile !== undefined) {
  let text: string;
  try {
    text = readFileSync(logFile, "utf8");
  } catch (error) {
    console.error(`${logFile} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  reports = spans.map((span) => {
    const { report, lastDay, lines, unreadable } = accessLogReport(text, span);
    // Said on stderr, so --json's output stays the report alone.
    if (span === spans[0]) {
      console.error(`${logFile}: ${lines} lines${unreadable > 0 ? `, ${unreadable} not a request in nginx's combined format (left out)` : ""}; days up to the log's last, ${lastDay ?? "none"}.`);
    }
    return { report, lastDay: lastDay ?? nairobiDay(new Date()) };
  });
} else {
  try {
    reports = spans.map((span) => ({ report: statsReport({ days: span }), lastDay: nairobiDay(new Date()) }));
  } catch (error) {
    if (!(error instanceof NoFigures)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (options.json) console.log(JSON.stringify(reports[0]!.report, null, 2));
else console.log(reports.map(({ report, lastDay }) => reportText(report, lastDay)).join("\n\n\n"));
