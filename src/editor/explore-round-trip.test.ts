// @vitest-environment happy-dom
import { fields } from "@keystatic/core";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { it } from "vitest";
import { contentBlocks } from "./content-blocks";

it("explores", () => {
  const field = fields.mdx({ label: "Words", components: contentBlocks });
  for (const dir of ["pages", "clubs", "shared"]) {
    for (const name of readdirSync(`src/content/${dir}`)) {
      const text = readFileSync(`src/content/${dir}/${name}`, "utf8");
      const match = /^(---\n[\s\S]*?\n---\n)?([\s\S]*)$/.exec(text)!;
      const body = match[2]!;
      try {
        const state = field.parse(undefined as never, { content: new TextEncoder().encode(body), other: new Map(), external: new Map(), slug: name } as never);
        const out = new TextDecoder().decode((field.serialize(state as never, { slug: name } as never) as { content: Uint8Array }).content);
        writeFileSync(`/tmp/rt/${dir}--${name}`, out);
        if (out !== body) console.log("CHANGED", dir, name);
      } catch (error) {
        console.log("FAILED", dir, name, String(error).slice(0, 300));
      }
    }
  }
});
