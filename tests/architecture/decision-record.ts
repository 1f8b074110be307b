/**
 * Reads the decision records of docs/decisions/ and lists what makes the record untrue: a missing
 * or malformed Date or Status, an amendment named in one file but not the other, an index
 * (docs/decisions/README.md) that disagrees with the files. The rules are written for people in
 * that README; decision-record.test.ts runs these checks on the real files and on broken copies.
 */

export interface Decision {
  file: string;
  number: string;
  title: string;
  date?: string;
  status?: string;
  amendedBy: string[];
  replacedBy: string[];
  amends: string[];
  replaces: string[];
  /** The numbers of the "Amended by NNN: …" and "Replaced by NNN: …" lines above the first section. */
  amendedByLines: string[];
  replacedByLines: string[];
  problems: string[];
}

export const decisionFileName = /^(\d{3})-[a-z0-9-]+\.md$/;

/** `accepted`, or `amended by NNN[, NNN]` and `replaced by NNN[, NNN]`, alone or joined by "; ". */
export function parseStatus(value: string): { amendedBy: string[]; replacedBy: string[] } | undefined {
  if (value === "accepted") return { amendedBy: [], replacedBy: [] };
  const parsed = { amendedBy: [] as string[], replacedBy: [] as string[] };
  const kinds = new Set<string>();
  for (const clause of value.split("; ")) {
    const match = /^(amended|replaced) by (\d{3}(?:, \d{3})*)$/.exec(clause);
    if (!match || kinds.has(match[1]!)) return undefined;
    kinds.add(match[1]!);
    parsed[match[1] === "amended" ? "amendedBy" : "replacedBy"] = match[2]!.split(", ");
  }
  return parsed;
}

/** `007, 016 (which parts are islands)` → 007, 016; undefined when a listed item is not a number. */
function parseNumberList(value: string): string[] | undefined {
  const items = value.replace(/\([^)]*\)/g, "").split(":")[0]!.split(",").map((item) => item.trim());
  return items.every((item) => /^\d{3}$/.test(item)) ? items : undefined;
}

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);

export function readDecision(file: string, text: string): Decision {
  const lines = text.split("\n");
  const number = decisionFileName.exec(file)?.[1] ?? "";
  const decision: Decision = { file, number, title: "", amendedBy: [], replacedBy: [], amends: [], replaces: [], amendedByLines: [], replacedByLines: [], problems: [] };
  const problem = (message: string) => decision.problems.push(`${file}: ${message}`);

  const title = /^# (\d{3}) — (.+)$/.exec(lines[0] ?? "");
  if (!title || title[1] !== number) problem(`the first line is not "# ${number} — title"`);
  decision.title = title?.[2] ?? "";

  // Right under the title (after one blank line): Date, Status, then any Amends and Replaces lines.
  let at = lines[1] === "" ? 2 : 1;
  const date = /^Date: (.*)$/.exec(lines[at] ?? "");
  if (!date) problem("no 'Date: YYYY-MM-DD' line right under the title");
  else if (!isIsoDate(date[1]!)) problem(`Date '${date[1]}' is not a date written YYYY-MM-DD`);
  else decision.date = date[1];
  if (date) at += 1;

  const status = /^Status: (.*)$/.exec(lines[at] ?? "");
  if (!status) problem("no 'Status: …' line under the Date");
  else {
    decision.status = status[1];
    const parsed = parseStatus(status[1]!);
    if (!parsed) problem(`Status '${status[1]}' is not 'accepted', 'amended by NNN, …', 'replaced by NNN' or both joined by '; '`);
    else Object.assign(decision, parsed);
    at += 1;
  }
  for (; at < lines.length && lines[at] !== ""; at += 1) {
    const relation = /^(Amends|Replaces): (.*)$/.exec(lines[at]!);
    const numbers = relation && parseNumberList(relation[2]!);
    if (!numbers) problem(`line ${at + 1} under the Status is not 'Amends: NNN, …' or 'Replaces: NNN, …': ${lines[at]}`);
    else decision[relation[1] === "Amends" ? "amends" : "replaces"].push(...numbers);
  }

  const sectionStart = lines.findIndex((line) => line.startsWith("## "));
  for (const line of lines.slice(0, sectionStart === -1 ? lines.length : sectionStart)) {
    const backLink = /^(Amended|Replaced) by (\d{3})\b/.exec(line);
    if (backLink) decision[backLink[1] === "Amended" ? "amendedByLines" : "replacedByLines"].push(backLink[2]!);
  }
  return decision;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Every problem of the record: each decision on its own, the links between them, the index. */
export function recordProblems(files: ReadonlyMap<string, string>, readme: string): string[] {
  const decisions = [...files].map(([file, text]) => readDecision(file, text));
  const byNumber = new Map(decisions.map((decision) => [decision.number, decision]));
  const problems = decisions.flatMap((decision) => decision.problems);

  for (const x of decisions) {
    const named = [...x.amendedBy, ...x.replacedBy, ...x.amends, ...x.replaces];
    for (const number of named.filter((n) => !byNumber.has(n))) problems.push(`${x.file}: names decision ${number}, which does not exist`);

    // X's Status says who changed it ⇒ that decision says it changed X, and came after X.
    for (const [kind, line, list] of [["amended", "Amends", x.amendedBy], ["replaced", "Replaces", x.replacedBy]] as const) {
      for (const y of list.map((n) => byNumber.get(n)).filter((d) => d !== undefined)) {
        const claims = kind === "amended" ? y.amends : y.replaces;
        if (!claims.includes(x.number)) problems.push(`${x.file}: Status says ${kind} by ${y.number}, but ${y.file} has no '${line}: … ${x.number}'`);
        if (y.number <= x.number) problems.push(`${x.file}: ${kind} by ${y.number}, which is not a later decision`);
      }
    }
    // X says it changes Y ⇒ Y's Status names X.
    for (const [kind, list] of [["amended", x.amends], ["replaced", x.replaces]] as const) {
      for (const y of list.map((n) => byNumber.get(n)).filter((d) => d !== undefined)) {
        const statusNames = kind === "amended" ? y.amendedBy : y.replacedBy;
        if (!statusNames.includes(x.number)) problems.push(`${x.file}: ${kind === "amended" ? "Amends" : "Replaces"} ${y.number}, but the Status of ${y.file} does not say ${kind} by ${x.number}`);
      }
    }
    // The Status and the "Amended by NNN: …" / "Replaced by NNN: …" lines name the same decisions.
    if (!sameSet(x.amendedBy, x.amendedByLines)) problems.push(`${x.file}: Status amended by [${x.amendedBy}] but 'Amended by' lines for [${x.amendedByLines}]`);
    if (!sameSet(x.replacedBy, x.replacedByLines)) problems.push(`${x.file}: Status replaced by [${x.replacedBy}] but 'Replaced by' lines for [${x.replacedByLines}]`);
  }
  return [...problems, ...indexProblems(decisions, readme)];
}

/** The README's index lists each decision once, as its file says it; its missing numbers are named. */
export function indexProblems(decisions: readonly Decision[], readme: string): string[] {
  const problems: string[] = [];
  const rows = [...readme.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \| (.+) \| (.+) \|$/gm)].map((m) => ({ number: m[1]!, file: m[2]!, title: m[3]!, date: m[4]!, status: m[5]! }));
  for (const row of rows) {
    if (!decisions.some((decision) => decision.file === row.file)) problems.push(`README.md: row ${row.number} links ${row.file}, which is not a decision file`);
  }
  for (const decision of decisions) {
    const listed = rows.filter((row) => row.file === decision.file);
    if (listed.length !== 1) {
      problems.push(`README.md: ${decision.file} is listed ${listed.length} times in the index`);
      continue;
    }
    const row = listed[0]!;
    for (const [field, inIndex, inFile] of [
      ["number", row.number, decision.number],
      ["title", row.title, decision.title],
      ["date", row.date, decision.date ?? ""],
      ["status", row.status, decision.status ?? ""],
    ] as const) {
      if (inIndex !== inFile) problems.push(`README.md: the ${field} of ${decision.number} is '${inIndex}' in the index, '${inFile}' in ${decision.file}`);
    }
  }

  // Numbers below the highest with no decision: each named under "Numbers not used", one by one or as a range.
  const used = new Set(decisions.map((decision) => Number(decision.number)));
  const highest = Math.max(...used);
  const missing = Array.from({ length: highest }, (_, i) => i + 1).filter((n) => !used.has(n));
  const section = readme.split(/^## Numbers not used$/m)[1]?.split(/^## /m)[0] ?? "";
  const named = [...section.matchAll(/^- (\d{3})(?:–(\d{3}))?:/gm)].flatMap((m) => {
    const from = Number(m[1]);
    const to = Number(m[2] ?? m[1]);
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  });
  for (const n of missing.filter((m) => !named.includes(m))) problems.push(`README.md: decision ${String(n).padStart(3, "0")} does not exist and is not named under 'Numbers not used'`);
  for (const n of named.filter((m) => used.has(m))) problems.push(`README.md: ${String(n).padStart(3, "0")} is named under 'Numbers not used' but is a decision`);
  return problems;
}
