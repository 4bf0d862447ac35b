import { describe, expect, it } from "vitest";
import { decodeUtf8 } from "./decode-utf8";

async function decode(chunks: number[][]): Promise<string> {
  async function* bytes() {
    for (const c of chunks) yield Uint8Array.from(c);
  }
  let text = "";
  for await (const part of decodeUtf8(bytes(), "p.jsonl")) text += part;
  return text;
}

describe("decodeUtf8", () => {
  it("joins a character split across chunks and drops a BOM", async () => {
    // "é" is 0xC3 0xA9, split over two chunks; the file starts with a UTF-8 BOM.
    expect(
      await decode([
        [0xef, 0xbb, 0xbf, 0x61, 0xc3],
        [0xa9, 0x62],
      ]),
    ).toBe("aéb");
  });

  it("refuses an invalid byte, UTF-16 and a file that ends inside a character", async () => {
    await expect(decode([[0x61, 0xc3, 0x28]])).rejects.toThrow(
      "p.jsonl: the file is not valid UTF-8 (within bytes 0–3)",
    );
    await expect(decode([[0xff, 0xfe, 0x61, 0x00]])).rejects.toThrow(
      "p.jsonl (line 1): the file is UTF-16; save it as UTF-8",
    );
    await expect(decode([[0x61], [0xc3]])).rejects.toThrow("ends inside a character, at byte 2");
  });
});
